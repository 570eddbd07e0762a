/**
 * A three-way merge of one draft section: `base` is the section as this tab's edits started from
 * it, `mine` the tab's edits, `theirs` what another admin saved meanwhile. What only one side
 * changed is taken from that side. Lists of items with an `id` (rules, responses, groups,
 * definitions, pages ...) and lists of ids merge item by item, so two admins editing different
 * items of a section both keep their work. Where both changed the same value differently this
 * tab's value is kept and the place is listed in `conflicts`, so the admin can check it.
 */
export interface Merged {
  readonly value: unknown;
  readonly conflicts: string[];
}

export function mergeSection(base: unknown, mine: unknown, theirs: unknown, path: string): Merged {
  const conflicts: string[] = [];
  const value = merge(base, mine, theirs, path, conflicts);
  return { value, conflicts };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equality of JSON values (key order does not matter: the server's jsonb reorders keys). */
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => isDeepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return (
      keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length &&
      keys.every((k) => isDeepEqual(a[k], b[k]))
    );
  }
  return false;
}

/** An item's key in a list: its `id`, or the string itself in a list of ids; null when it has none. */
function keyOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (isObject(item) && typeof item.id === 'string') return item.id;
  return null;
}

function keyed(list: readonly unknown[]): Map<string, unknown> | null {
  const map = new Map<string, unknown>();
  for (const item of list) {
    const key = keyOf(item);
    if (key === null || map.has(key)) return null;
    map.set(key, item);
  }
  return map;
}

function merge(base: unknown, mine: unknown, theirs: unknown, path: string, conflicts: string[]): unknown {
  if (isDeepEqual(mine, theirs) || isDeepEqual(theirs, base)) return mine;
  if (isDeepEqual(mine, base)) return theirs;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const result: Json = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = merge(base[key], mine[key], theirs[key], `${path}.${key}`, conflicts);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const merged = mergeLists(base, mine, theirs, path, conflicts);
    if (merged) return merged;
  }
  conflicts.push(path);
  return mine;
}

/** Lists whose items all have distinct keys, merged item by item; null for any other list. */
function mergeLists(
  base: readonly unknown[],
  mine: readonly unknown[],
  theirs: readonly unknown[],
  path: string,
  conflicts: string[],
): unknown[] | null {
  const b = keyed(base);
  const m = keyed(mine);
  const t = keyed(theirs);
  if (!b || !m || !t) return null;
  // The order: theirs, unless only this tab reordered the items both still have.
  const common = (list: Map<string, unknown>) =>
    [...list.keys()].filter((k) => b.has(k) && m.has(k) && t.has(k));
  const mineReordered = !isDeepEqual(common(m), common(b));
  const theirsReordered = !isDeepEqual(common(t), common(b));
  const first = mineReordered && !theirsReordered ? m : t;
  const second = first === m ? t : m;
  const order = [...first.keys(), ...[...second.keys()].filter((k) => !first.has(k))];
  const result: unknown[] = [];
  for (const key of order) {
    const at = `${path}[${key}]`;
    const was = b.get(key);
    const ours = m.get(key);
    const other = t.get(key);
    if (ours === undefined && was !== undefined) {
      // Deleted here: stays deleted, but a change made there to the deleted item is worth a look.
      if (other !== undefined && !isDeepEqual(other, was)) conflicts.push(at);
      continue;
    }
    if (other === undefined && was !== undefined) {
      // Deleted there: kept only if this tab changed it.
      if (ours !== undefined && !isDeepEqual(ours, was)) {
        conflicts.push(at);
        result.push(ours);
      }
      continue;
    }
    result.push(merge(was, ours, other, at, conflicts));
  }
  return result;
}
