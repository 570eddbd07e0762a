import { compareDates, parseDate } from '../dates';

/**
 * Values of the logic language and the operators' semantics. `undefined` is the empty value: an
 * unanswered question, an empty text or an empty list all count as empty. Dates are dd/mm/yyyy
 * texts; ordering comparisons compare them as dates.
 */
export type Value = undefined | string | number | boolean | readonly Value[];

export function isEmpty(value: Value): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Truthiness for and/or/not: empty, false, 0 and the empty list are false. */
export function isTrue(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** A number, or a text that is a plain decimal number; otherwise NaN. */
export function toNumber(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && NUMERIC.test(value)) return Number(value);
  return Number.NaN;
}

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * Equality as SurveyJS has it: texts ignore case, a number equals its text ('5' = 5), a yes/no
 * equals 'true'/'false', lists are equal when they hold the same items in any order. Two empty
 * values are equal; an empty value equals nothing else.
 */
export function equals(a: Value, b: Value): boolean {
  if (a === b) return true;
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA && emptyB;
  if (typeof a === 'string' && typeof b === 'string') return sameText(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    const rest = [...b];
    for (const item of a) {
      const at = rest.findIndex((other) => equals(item, other));
      if (at < 0) return false;
      rest.splice(at, 1);
    }
    return true;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean')
    return String(a).toLowerCase() === String(b).toLowerCase();
  const x = toNumber(a as Value);
  const y = toNumber(b as Value);
  return !Number.isNaN(x) && x === y;
}

/**
 * Two texts equal ignoring case: of the same length and equal once lower-cased. Plain ASCII
 * texts are compared letter by letter without building lower-cased copies (this runs for every
 * `{q} = 'text'` on every entity); any other character falls back to toLowerCase.
 */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 128 || y >= 128) return a.toLowerCase() === b.toLowerCase();
    // ASCII: equal ignoring case only as the two cases of one letter.
    const lower = x | 32;
    if (lower !== (y | 32) || lower < 97 || lower > 122) return false;
  }
  return true;
}

/**
 * Ordering for < <= > >=: numbers (or numeric texts) by value, two dd/mm/yyyy dates by date,
 * other texts alphabetically ignoring case. Anything else, and any empty operand, is unordered:
 * the comparison is false.
 */
export function compare(a: Value, b: Value): number | undefined {
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const x = toNumber(a);
  const y = toNumber(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  if (typeof a === 'string' && typeof b === 'string') {
    const da = parseDate(a);
    const db = da ? parseDate(b) : null;
    if (da && db) return compareDates(da, db);
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    return la < lb ? -1 : la > lb ? 1 : 0;
  }
  return undefined;
}

/**
 * The list operators read each side as a list: a list is itself, an empty value is the empty
 * list, anything else a list of one. They walk the values in place rather than building those
 * lists: they run for every rule on every entity.
 */
function listLength(value: Value): number {
  return Array.isArray(value) ? value.length : isEmpty(value) ? 0 : 1;
}

/** `item` is among the items of `list` (read as a list). */
function inList(list: Value, item: Value): boolean {
  if (Array.isArray(list)) {
    for (const other of list) if (equals(item, other)) return true;
    return false;
  }
  return !isEmpty(list) && equals(item, list);
}

/** Some item of `b` is among the items of `a`. False when either is empty. */
export function anyOf(a: Value, b: Value): boolean {
  if (Array.isArray(b)) {
    for (const item of b) if (inList(a, item)) return true;
    return false;
  }
  return !isEmpty(b) && inList(a, b);
}

/** Every item of `b` is among the items of `a`. False when either is empty. */
export function allOf(a: Value, b: Value): boolean {
  if (listLength(a) === 0 || listLength(b) === 0) return false;
  if (Array.isArray(b)) {
    for (const item of b) if (!inList(a, item)) return false;
    return true;
  }
  return inList(a, b);
}

/** A text contains a part of text (ignoring case); a list contains an item (or every item of a list). */
export function contains(a: Value, b: Value): boolean {
  if (isEmpty(a) || isEmpty(b)) return false;
  if (Array.isArray(a)) return allOf(a, b);
  if (Array.isArray(b)) return false;
  return String(a).toLowerCase().includes(String(b).toLowerCase());
}

/** + on two numbers adds; with a text that is not a number it joins them as texts. */
export function plus(a: Value, b: Value): Value {
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const x = toNumber(a);
  const y = toNumber(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x + y;
  if (Array.isArray(a) || Array.isArray(b)) return undefined;
  return String(a) + String(b);
}

/** Reads an answer as a Value; objects (matrix answers) are not values of this language. */
export function fromAnswer(raw: unknown): Value | typeof UNSUPPORTED {
  if (raw === undefined || raw === null) return undefined;
  const type = typeof raw;
  if (type === 'string' || type === 'boolean') return raw as string | boolean;
  if (type === 'number') return Number.isFinite(raw) ? (raw as number) : undefined;
  if (Array.isArray(raw)) {
    const items: Value[] = [];
    for (const item of raw) {
      const value = fromAnswer(item);
      if (value === UNSUPPORTED || Array.isArray(value)) return UNSUPPORTED;
      if (value !== undefined) items.push(value);
    }
    return items;
  }
  return UNSUPPORTED;
}

export const UNSUPPORTED: unique symbol = Symbol('unsupported answer');

/** A value as the docs and explanations show it. */
export function showValue(value: Value): string {
  if (value === undefined) return 'empty';
  if (Array.isArray(value)) return `[${value.map(showValue).join(', ')}]`;
  return typeof value === 'string' ? `'${value}'` : String(value);
}
