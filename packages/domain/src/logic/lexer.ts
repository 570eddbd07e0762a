import type { Span } from './ast';
import { LOGIC_MESSAGES } from './messages';

/** Tokens of the logic language. Words (keywords, function and relation names) are all 'word'. */
export type Token =
  | { readonly kind: 'number'; readonly value: number; readonly span: Span }
  | { readonly kind: 'string'; readonly value: string; readonly span: Span }
  | { readonly kind: 'reference'; readonly text: string; readonly span: Span }
  | { readonly kind: 'definition'; readonly id: string; readonly span: Span }
  | { readonly kind: 'word'; readonly text: string; readonly span: Span }
  | { readonly kind: 'symbol'; readonly text: string; readonly span: Span }
  | { readonly kind: 'end'; readonly span: Span };

export interface SyntaxProblem {
  readonly message: string;
  readonly span: Span;
}

export type LexResult = { ok: true; tokens: Token[] } | { ok: false; error: SyntaxProblem };

// Longest first, so that '<=' is not read as '<' then '='.
const SYMBOLS = [
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '&&',
  '||',
  '=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
];

const isDigit = (c: string) => c >= '0' && c <= '9';
const isWordStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isWordPart = (c: string) => isWordStart(c) || isDigit(c);

export function lex(text: string): LexResult {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string, start: number, end: number): LexResult => ({
    ok: false,
    error: { message, span: { start, end } },
  });
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i += 1;
      continue;
    }
    const start = i;
    if (isDigit(c)) {
      while (i < text.length && isDigit(text[i] as string)) i += 1;
      if (text[i] === '.' && isDigit(text[i + 1] ?? '')) {
        i += 1;
        while (i < text.length && isDigit(text[i] as string)) i += 1;
      }
      const sign = text[i + 1] === '+' || text[i + 1] === '-' ? 1 : 0;
      if ((text[i] === 'e' || text[i] === 'E') && isDigit(text[i + 1 + sign] ?? '')) {
        i += 1 + sign;
        while (i < text.length && isDigit(text[i] as string)) i += 1;
      }
      const value = Number(text.slice(start, i));
      if (!Number.isFinite(value)) return fail(LOGIC_MESSAGES.numberTooLarge, start, i);
      tokens.push({ kind: 'number', value, span: { start, end: i } });
      continue;
    }
    if (c === "'" || c === '"') {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        value += text[i];
        i += 1;
      }
      if (i >= text.length) return fail(LOGIC_MESSAGES.unterminatedString(c), start, text.length);
      i += 1;
      tokens.push({ kind: 'string', value, span: { start, end: i } });
      continue;
    }
    if (c === '{') {
      const close = text.indexOf('}', i + 1);
      const open = text.indexOf('{', i + 1);
      if (close < 0 || (open >= 0 && open < close))
        return fail(
          LOGIC_MESSAGES.unterminatedReference,
          start,
          open >= 0 && close >= 0 ? open : text.length,
        );
      i = close + 1;
      tokens.push({ kind: 'reference', text: text.slice(start + 1, close), span: { start, end: i } });
      continue;
    }
    if (c === '@') {
      i += 1;
      while (i < text.length && isWordPart(text[i] as string)) i += 1;
      if (i === start + 1) return fail(LOGIC_MESSAGES.missingDefinitionId, start, i);
      tokens.push({
        kind: 'definition',
        id: text.slice(start + 1, i).toLowerCase(),
        span: { start, end: i },
      });
      continue;
    }
    if (isWordStart(c)) {
      while (i < text.length && isWordPart(text[i] as string)) i += 1;
      tokens.push({ kind: 'word', text: text.slice(start, i), span: { start, end: i } });
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (!symbol) return fail(LOGIC_MESSAGES.unexpectedCharacter(c), start, start + 1);
    i += symbol.length;
    tokens.push({ kind: 'symbol', text: symbol, span: { start, end: i } });
  }
  tokens.push({ kind: 'end', span: { start: text.length, end: text.length } });
  return { ok: true, tokens };
}

export function describeToken(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the text';
    case 'number':
      return `the number ${token.value}`;
    case 'string':
      return `the text '${token.value}'`;
    case 'reference':
      return `{${token.text}}`;
    case 'definition':
      return `@${token.id}`;
    case 'word':
      return `'${token.text}'`;
    case 'symbol':
      return `'${token.text}'`;
  }
}
