/**
 * A count with its noun, the noun agreeing with the number: `countOf(1, 'rule')` is '1 rule',
 * `countOf(2, 'rule')` and `countOf(0, 'rule')` are '2 rules' and '0 rules'. A noun whose plural
 * is not the singular and an s names it: `countOf(3, 'entity', 'entities')`.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
