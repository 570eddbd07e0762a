import type { StructureFinding } from '@tsr/contract';

/**
 * Comparators for memoised parts of the form: props are equal when each is identical, except
 * for those given a comparator (arrays rebuilt on every render whose contents did not change).
 */
export function propsEqual<P extends object>(
  compare: { [K in keyof P]?: (a: P[K], b: P[K]) => boolean } = {},
): (previous: Readonly<P>, next: Readonly<P>) => boolean {
  return (previous, next) =>
    (Object.keys(next) as (keyof P)[]).every((key) => {
      const same = compare[key];
      return same ? same(previous[key], next[key]) : Object.is(previous[key], next[key]);
    });
}

export function sameFindings(a: readonly StructureFinding[], b: readonly StructureFinding[]): boolean {
  return (
    a.length === b.length &&
    a.every((finding, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        finding.code === other.code &&
        finding.message === other.message &&
        finding.severity === other.severity &&
        finding.field === other.field &&
        finding.partyId === other.partyId &&
        finding.ownerId === other.ownerId
      );
    })
  );
}

export function sameItems<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  return a.length === b.length && a.every((item, i) => same(item, b[i] as T));
}
