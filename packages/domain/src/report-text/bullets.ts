/**
 * Question texts and report texts are markdown written by administrators (spec 2.5). The content
 * also uses one convention of its own: a line that starts with '##li' is a bullet. The web page
 * and the PDF both turn those lines into markdown list items first and let `marked` do the rest,
 * so both show the same lists.
 */
const LIST_MARKER = /^\s*##li\s?/;

/**
 * Lines beginning with '##li' become '- ' list items. A run of them is set apart by blank lines:
 * without the blank line after it, markdown would read the next paragraph as part of the last
 * item, and a blank line before it keeps the list from being read as part of a paragraph.
 */
export function bulletMarkersToMarkdown(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inList = false;
  for (const line of lines) {
    const isItem = LIST_MARKER.test(line);
    if (isItem && !inList && out.length > 0 && out.at(-1)?.trim() !== '') out.push('');
    if (!isItem && inList && line.trim() !== '') out.push('');
    out.push(isItem ? `- ${line.replace(LIST_MARKER, '').trim()}` : line);
    inList = isItem;
  }
  return out.join('\n');
}
