/** Nearest known names for an unknown one: edit distance, best first, ties by name. */
export function suggest(name: string, known: Iterable<string>, limit = 3): string[] {
  const target = name.toLowerCase();
  const budget = Math.max(2, Math.floor(target.length / 3));
  const scored: { name: string; distance: number }[] = [];
  for (const candidate of known) {
    const lower = candidate.toLowerCase();
    const distance =
      lower.includes(target) || target.includes(lower)
        ? Math.min(1, editDistance(target, lower))
        : editDistance(target, lower);
    if (distance <= budget) scored.push({ name: candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.name);
}

/** Levenshtein distance with two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}
