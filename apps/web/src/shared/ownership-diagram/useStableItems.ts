import { useRef } from 'react';

/**
 * Keeps each item's previous object while its signature is unchanged, and the previous array when
 * nothing changed at all. React Flow then re-renders only the nodes and edges that did change:
 * it syncs its store synchronously, so new objects for all 200 nodes on every letter typed would
 * make typing slow in a large structure.
 */
export function useStableItems<T extends { id: string }>(
  items: readonly T[],
  signature: (item: T) => string,
): T[] {
  const cache = useRef<{ array: T[]; byId: Map<string, { signature: string; item: T }> }>({
    array: [],
    byId: new Map(),
  });
  const byId = new Map<string, { signature: string; item: T }>();
  let changed = items.length !== cache.current.array.length;
  const array = items.map((item, index) => {
    const itemSignature = signature(item);
    const previous = cache.current.byId.get(item.id);
    const kept = previous && previous.signature === itemSignature ? previous.item : item;
    byId.set(item.id, { signature: itemSignature, item: kept });
    if (cache.current.array[index] !== kept) changed = true;
    return kept;
  });
  cache.current = { array: changed ? array : cache.current.array, byId };
  return cache.current.array;
}
