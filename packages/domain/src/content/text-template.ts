/**
 * Report texts may name what the report is about: `{name}` is replaced by the subject's answer
 * or structure field of that name, `{loop.name}` by the loop instance's (docs/authoring.md,
 * "Names in report texts"), so a nominee note can name the principal. Only a brace pair around a
 * plain name is a placeholder; any other brace is text. An unknown name is a content problem.
 */

export interface Placeholder {
  readonly name: string;
  readonly fromLoop: boolean;
}

/** A text cut at its placeholders; null when it has none (the text is shown as it is). */
export type TextTemplate = readonly (string | Placeholder)[] | null;

const PLACEHOLDER = /\{(loop\.)?([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function parseTextTemplate(text: string): TextTemplate {
  const parts: (string | Placeholder)[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ name: match[2] as string, fromLoop: match[1] !== undefined });
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The names a template reads that are not known (questions and structure fields). */
export function unknownPlaceholders(template: TextTemplate, known: ReadonlySet<string>): string[] {
  if (!template) return [];
  return template.flatMap((part) =>
    typeof part === 'string' || known.has(part.name) ? [] : [part.fromLoop ? `loop.${part.name}` : part.name],
  );
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
