import { type Explanation, type RiskReason, reasonKey, RISK_EXPLANATION_TEXTS as T } from '@tsr/contract';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const INDENT = 12;

/** The reasons of a report by explanation, for the risks the PDF lists. */
export const reasonsByKey = (reasons: readonly RiskReason[] | undefined): ReadonlyMap<string, RiskReason> =>
  new Map((reasons ?? []).map((r) => [reasonKey(r), r]));

function line(doc: Doc, text: string, x: number, width: number, font: string, color: string) {
  doc.font(font).fontSize(8.5).fillColor(color);
  doc.text(breakLongWords(doc, text, width), x, doc.y, { width });
}

/**
 * "Why this risk" under a risk in the findings, as the risk dialog tells it (issue 9): per rule,
 * the finding in words, where it was found, the law it cites and the answers that raised it.
 * Logic and question ids are for administrators on the page only.
 */
export function writeReasons(
  doc: Doc,
  explanations: readonly Explanation[],
  reasons: ReadonlyMap<string, RiskReason>,
  x: number,
  width: number,
): void {
  if (explanations.length === 0) return;
  line(doc, T.heading, x, width, 'Helvetica-Bold', NAVY);
  for (const explanation of explanations) {
    const reason = reasons.get(reasonKey(explanation));
    doc.moveDown(0.15);
    line(doc, explanation.ruleName, x + INDENT, width - INDENT, 'Helvetica-Bold', GREY);
    if (reason) line(doc, `${T.foundOn} ${reason.subject}`, x + INDENT, width - INDENT, 'Helvetica', GREY);
    if (explanation.context)
      line(doc, `${T.law}: ${explanation.context}`, x + INDENT, width - INDENT, 'Helvetica', GREY);
    if (!reason) continue;
    if (reason.answers.length === 0) {
      line(doc, T.noAnswers, x + INDENT, width - INDENT, 'Helvetica-Oblique', GREY);
      continue;
    }
    line(doc, `${T.because}:`, x + INDENT, width - INDENT, 'Helvetica-Oblique', GREY);
    for (const answer of reason.answers)
      line(
        doc,
        `•  ${answer.question} (${answer.subject}): ${answer.answer}`,
        x + 2 * INDENT,
        width - 2 * INDENT,
        'Helvetica',
        GREY,
      );
  }
  doc.moveDown(0.2);
}
