/**
 * Ids for new entities, parties and date records. Random, so that two tabs or a restored draft
 * never collide; free of '~' and '#', which preparation uses to derive the ids of copies.
 */
export function newId(prefix: 'e' | 'p' | 'd'): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
