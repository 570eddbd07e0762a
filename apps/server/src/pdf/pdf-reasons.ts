import {
  type Explanation,
  lawParts,
  type RiskReason,
  reasonKey,
  RISK_EXPLANATION_TEXTS as T,
} from '@tsr/contract';
import type { EntityAnswers } from './pdf-answers';
import { FONT } from './pdf-fonts';
import { writeLaw } from './pdf-law';
import { content, group, type HeadingLevel, heading, type Tag } from './pdf-tags';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const INDENT = 12;
const SIZE = 8.5;

/** The heading of an entity's list of answers, which "Because you answered" points to. */
export const ANSWERS_HEADING = 'Your answers behind these risks';

/** The reasons of a report by explanation, for the risks the PDF lists. */
export const reasonsByKey = (reasons: readonly RiskReason[] | undefined): ReadonlyMap<string, RiskReason> =>
  new Map((reasons ?? []).map((r) => [reasonKey(r), r]));

/** Text in one call, the next piece of `tag`'s content. */
function line(doc: Doc, tag: Tag, text: string, x: number, width: number, font: string, color: string) {
  content(tag, () => {
    doc.font(font).fontSize(SIZE).fillColor(color);
    doc.text(breakLongWords(doc, text, width), x, doc.y, { width });
  });
}

/**
 * "Why this risk" under a risk in the findings, as the risk dialog tells it (decision 0007): per rule,
 * the finding in words with its score, where it was found, its cause's number under Causes, the
 * law it cites, and the numbers of
 * the answers that raised it in the entity's list of answers (an answer behind several
 * risks is printed once there). Two text calls a rule: a report has hundreds of rules, and each
 * call costs more than its few words. Logic and question ids are for administrators on the page only.
 * Each rule's reasons are one paragraph (P), its law's provisions links in it: a report has
 * hundreds, and each element is an object of the file.
 */
export function writeReasons(
  doc: Doc,
  parent: Tag,
  explanations: readonly Explanation[],
  reasons: ReadonlyMap<string, RiskReason>,
  answers: EntityAnswers,
  causes: ReadonlyMap<string, readonly number[]>,
  x: number,
  width: number,
): void {
  for (const explanation of explanations)
    group(doc, parent, 'P', (p) => {
      const reason = reasons.get(reasonKey(explanation));
      const cause = causes.get(reasonKey(explanation));
      line(
        doc,
        p,
        `${T.heading}: ${explanation.ruleName}  ·  Score ${explanation.score}`,
        x,
        width,
        FONT.bold,
        NAVY,
      );
      const lines: string[] = [];
      if (reason) lines.push(`${T.foundOn} ${reason.subject}`);
      if (cause)
        lines.push(`Cause: ${cause.length === 1 ? 'number' : 'numbers'} ${cause.join(', ')} under Causes`);
      // A law with provisions to link goes on a line of its own, its provisions links; one without
      // stays in the rule's one text call.
      const law = explanation.context ?? '';
      const linked = lawParts(law).some((part) => part.url);
      if (law && !linked) lines.push(`${T.law}: ${law}`);
      if (linked) {
        if (lines.length > 0) line(doc, p, lines.join('\n'), x + INDENT, width - INDENT, FONT.regular, GREY);
        lines.length = 0;
        doc.font(FONT.regular).fontSize(SIZE);
        writeLaw(doc, p, `${T.law}: `, law, x + INDENT, width - INDENT, GREY);
      }
      if (reason) {
        const numbers = answers.numbers(reason);
        lines.push(numbers.length === 0 ? T.noAnswers : `${T.because}: ${numbers.join(', ')} (listed below)`);
      }
      if (lines.length > 0) line(doc, p, lines.join('\n'), x + INDENT, width - INDENT, FONT.regular, GREY);
      doc.moveDown(0.15);
    });
}

/** A question's title before its answer: 'Is the company close? Yes', 'Share held: 40'. */
const asked = (question: string) => (/[?:]$/.test(question) ? question : `${question}:`);

/**
 * The entity's answers, each once, grouped by whose answer it was, numbered as the risks cite them:
 * a heading of `level`, then each subject's name and answers as a paragraph (the answers one
 * text call, a line each: thousands of calls cost more than the text).
 */
export function writeAnswers(
  doc: Doc,
  parent: Tag,
  answers: EntityAnswers,
  x: number,
  width: number,
  level: HeadingLevel,
): void {
  if (answers.subjects.length === 0) return;
  doc.moveDown(0.4);
  heading(doc, parent, level, () => {
    doc.font(FONT.bold).fontSize(SIZE).fillColor(NAVY);
    doc.text(ANSWERS_HEADING, x, doc.y, { width });
  });
  for (const { subject, answers: given } of answers.subjects) {
    doc.moveDown(0.15);
    group(doc, parent, 'P', (p) => {
      line(doc, p, subject, x + INDENT, width - INDENT, FONT.bold, GREY);
      const text = given
        .map((a) => `${a.number}.  ${a.statement ?? `${asked(a.question)} ${a.answer}`}`)
        .join('\n');
      line(doc, p, text, x + 2 * INDENT, width - 2 * INDENT, FONT.regular, GREY);
    });
  }
  doc.moveDown(0.3);
}
