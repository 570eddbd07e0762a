/**
 * Report texts may name what the report is about: `{name}` is replaced by the subject's answer
 * or structure field of that name, `{loop.name}` by the loop instance's (docs/authoring.md,
 * "Names in report texts"), `{figure.name}` by a tax-year figure of the content (figures.ts), so a nominee note can name the principal. Only a brace pair around a
 * plain name is a placeholder; any other brace is text. An unknown name is a content problem.
 */

export interface Placeholder {
  readonly name: string;
  readonly fromLoop: boolean;
  /** `{figure.name}`: a tax-year figure of the content (figures.ts), not an answer. */
  readonly figure?: true;
}

/** A text cut at its placeholders; null when it has none (the text is shown as it is). */
export type TextTemplate = readonly (string | Placeholder)[] | null;

const PLACEHOLDER = /\{(loop\.|figure\.)?([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function parseTextTemplate(text: string): TextTemplate {
  const parts: (string | Placeholder)[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[2] as string;
    parts.push(
      match[1] === 'figure.'
        ? { name, fromLoop: false, figure: true }
        : { name, fromLoop: match[1] !== undefined },
    );
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * The names a template reads that are not known: answers (questions and structure fields) and
 * tax-year figures (`figures`, the names of the content's figures).
 */
export function unknownPlaceholders(
  template: TextTemplate,
  known: ReadonlySet<string>,
  figures: ReadonlySet<string> = new Set(),
): string[] {
  if (!template) return [];
  return template.flatMap((part) => {
    if (typeof part === 'string') return [];
    if (part.figure) return figures.has(part.name.toLowerCase()) ? [] : [`figure.${part.name}`];
    return known.has(part.name) ? [] : [part.fromLoop ? `loop.${part.name}` : part.name];
  });
}

/** The text with each placeholder replaced by `value(placeholder)`. */
export function fillTemplate(
  template: TextTemplate,
  text: string,
  value: (p: Placeholder) => string,
): string {
  if (!template) return text;
  let out = '';
  for (const part of template) out += typeof part === 'string' ? part : value(part);
  return out;
}
