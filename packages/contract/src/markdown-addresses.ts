import { z } from 'zod';
import { addressProblem } from './safe-address';

/**
 * The addresses of a Markdown text (a page, a report text, a question's title or help),
 * checked with the one address rule (safe-address.ts) before the text is stored.
 *
 * This is not a Markdown parser (the contract depends on zod only), so it reads generously: every
 * place a renderer could take for a link or image destination is read as one, wherever it stands
 * (in a code span too). So it may refuse a text no renderer would link, never the other way round:
 * inline links and images `[text](address)` (spaces or a line break after the bracket, `<address>`
 * in angle brackets), reference definitions `[label]: address`, and autolinks `<scheme:...>`.
 * Backslash escapes and character references (`&#58;`, `&colon;`) are decoded first, as
 * CommonMark renderers do, so `javascript&colon;` is read as `javascript:`. Bare addresses
 * (`www.x`, `https://x`) only ever become web links. Raw HTML is not a link: every renderer of
 * the product shows it as text.
 */
export interface MarkdownAddressProblem {
  /** The address as the renderer would read it (decoded). */
  readonly address: string;
  /** Why it is refused (safe-address.ts's words). */
  readonly problem: string;
}

export const MARKDOWN_ADDRESS_MESSAGE = (address: string, problem: string) =>
  `The link to '${shownAddress(address)}' is refused. ${problem}`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: showing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** An address for a message: control characters made visible, at most 80 characters. */
export function shownAddress(address: string): string {
  const visible = address.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return visible.length > 80 ? `${visible.slice(0, 79)}…` : visible;
}

/**
 * Every refused address of a Markdown text, each once (inline links and images, then reference
 * definitions, then autolinks); empty when none.
 */
export function markdownAddressProblems(text: string): MarkdownAddressProblem[] {
  const problems: MarkdownAddressProblem[] = [];
  const seen = new Set<string>();
  for (const raw of destinations(text)) {
    const address = decode(raw);
    // An empty destination links to the page itself: harmless, and no address to check.
    if (address === '' || seen.has(address)) continue;
    seen.add(address);
    const problem = addressProblem(address);
    if (problem) problems.push({ address, problem });
  }
  return problems;
}

/** The first refused address of a text as one message, or null when every address is allowed. */
export function markdownAddressProblem(text: string): string | null {
  const first = markdownAddressProblems(text)[0];
  return first ? MARKDOWN_ADDRESS_MESSAGE(first.address, first.problem) : null;
}

/** A Markdown text whose links all keep to the address rule; `max` characters at most. */
export function SafeMarkdown(max: number) {
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = markdownAddressProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

// Whitespace a renderer may skip before a destination (spaces, tabs, a line break): all of it.
const LEADING = /^\s*/;
// An autolink: a scheme of 2 to 32 characters, a colon, then no space or angle bracket.
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g;

function* destinations(text: string): Generator<string> {
  for (const opener of ['](', ']:']) {
    let at = text.indexOf(opener);
    while (at !== -1) {
      yield destinationAt(text.slice(at + 2));
      at = text.indexOf(opener, at + 2);
    }
  }
  for (const match of text.matchAll(AUTOLINK)) yield match[1] ?? '';
}

/** The destination at the start of `rest`: `<...>`, or up to a space or an unbalanced ')'. */
function destinationAt(rest: string): string {
  const body = rest.slice(LEADING.exec(rest)?.[0].length ?? 0);
  if (body.startsWith('<')) {
    const end = body.search(/[>\n]/);
    return end === -1 ? body.slice(1) : body.slice(1, end);
  }
  let depth = 0;
  let i = 0;
  for (; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') break;
    if (char === '(') depth++;
    if (char === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return body.slice(0, i);
}

// Named references that decode to what an address is built of (or hides); others stay as text.
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  bsol: '\\',
  colon: ':',
  commat: '@',
  equals: '=',
  excl: '!',
  lpar: '(',
  rpar: ')',
  NewLine: '\n',
  nbsp: '\u00a0',
  num: '#',
  percnt: '%',
  period: '.',
  plus: '+',
  quest: '?',
  semi: ';',
  sol: '/',
  Tab: '\t',
};

/** Backslash escapes and character references, decoded as a CommonMark renderer would. */
function decode(destination: string): string {
  return destination
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(
      /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g,
      (whole, dec, hex, name) => {
        if (name !== undefined) return NAMED[name] ?? whole;
        const code = dec !== undefined ? Number(dec) : Number.parseInt(hex, 16);
        // NUL and what is no character read as U+FFFD, as HTML does.
        return code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
      },
    );
}
