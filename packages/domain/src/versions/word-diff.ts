import type { WordChange } from '@tsr/contract';

/**
 * A word diff of two texts (the version diff): the longest common subsequence of their
 * words, with the whitespace between words kept, so joining the runs of one side gives that text
 * back. Runs of the same kind are merged. The common start and end are cut off first, which
 * keeps the table small for the usual edit of a few words in a long text; a pair of texts still
 * too large for the table (over MAX_CELLS) is shown as the whole text removed and added.
 */

const MAX_CELLS = 4_000_000;

/** Words and the whitespace after each, as separate tokens. */
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

function push(out: WordChange[], kind: WordChange['kind'], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && last.kind === kind) last.text += text;
  else out.push({ kind, text });
}

export function wordDiff(before: string, after: string): WordChange[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: WordChange[] = [];
  push(out, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    push(out, 'removed', midA.join(''));
    push(out, 'added', midB.join(''));
  } else {
    // lcs[i * (m + 1) + j]: the longest common subsequence of midA[i..] and midB[j..].
    const lcs = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i * (m + 1) + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * (m + 1) + j + 1] ?? 0) + 1
            : Math.max(lcs[(i + 1) * (m + 1) + j] ?? 0, lcs[i * (m + 1) + j + 1] ?? 0);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        push(out, 'same', midA[i] ?? '');
        i++;
        j++;
      } else if (i < n && (j === m || (lcs[(i + 1) * (m + 1) + j] ?? 0) >= (lcs[i * (m + 1) + j + 1] ?? 0))) {
        // Removed words before added ones, as a reader expects "old new".
        push(out, 'removed', midA[i] ?? '');
        i++;
      } else {
        push(out, 'added', midB[j] ?? '');
        j++;
      }
    }
  }
  push(out, 'same', a.slice(endA).join(''));
  return out;
}
