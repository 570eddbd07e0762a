type Doc = PDFKit.PDFDocument;

/** Shorter words always fit a line of the PDF's narrowest text column at the sizes it uses. */
const SHORT_WORD = 24;
const LONG_WORD = new RegExp(`\\S{${SHORT_WORD},}`, 'g');

/**
 * pdfkit splits a word wider than the line by measuring the rest of the word again for every
 * line, so the cost of one unbroken word grows with its length squared (a 60,000
 * character note held the server for seconds; decision 0007, "Long words"). Words wider than the line are cut here into
 * pieces that each fit, measuring every character once, so layout stays linear in the text.
 * The current font and size are the ones measured.
 */
export function breakLongWords(doc: Doc, text: string, width: number): string {
  if (text.length < SHORT_WORD) return text;
  const widths = new Map<string, number>();
  const charWidth = (ch: string) => {
    let w = widths.get(ch);
    if (w === undefined) {
      w = doc.widthOfString(ch);
      widths.set(ch, w);
    }
    return w;
  };
  return text.replace(LONG_WORD, (word) => {
    const pieces: string[] = [];
    let start = 0;
    let used = 0;
    // Iterate by code point, so a surrogate pair is never split between lines.
    let at = 0;
    for (const ch of word) {
      const w = charWidth(ch);
      if (used + w > width && at > start) {
        pieces.push(word.slice(start, at));
        start = at;
        used = 0;
      }
      used += w;
      at += ch.length;
    }
    pieces.push(word.slice(start));
    return pieces.join('\n');
  });
}
