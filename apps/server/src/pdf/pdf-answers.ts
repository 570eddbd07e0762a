import type { GivenAnswer, ReportResponse, RiskReason } from '@tsr/contract';
import { reasonKey } from '@tsr/contract';

/** One answer in an entity's list, with the number its risks cite it by. */
export interface NumberedAnswer {
  readonly number: number;
  readonly question: string;
  readonly answer: string;
  /** A fact of the drawn structure as a sentence, shown instead of question and answer. */
  readonly statement?: string | undefined;
}

/** The answers one subject gave, in the list. */
export interface SubjectAnswers {
  readonly subject: string;
  readonly answers: readonly NumberedAnswer[];
}

/**
 * The answers behind an entity's risks, each once: one risk after another cites the
 * same few answers (whether the company is close, where it is incorporated, who the settlor is),
 * so the PDF lists every answer once at the end of the entity's findings, grouped by whose answer
 * it was, and each risk's "Because you answered" gives their numbers.
 */
export interface EntityAnswers {
  readonly subjects: readonly SubjectAnswers[];
  /** The numbers of a reason's answers, in ascending order. */
  numbers(reason: RiskReason): readonly number[];
}

const keyOf = (a: GivenAnswer) => `${a.subject}\u0000${a.question}\u0000${a.answer}`;

/**
 * The answers the reasons of `responses` cite (in the order the findings show them): subjects in
 * the order they are first cited, each subject's answers in the order they are first cited, and
 * numbered down the list, so the list reads in order.
 */
export function entityAnswers(
  responses: Iterable<ReportResponse>,
  reasons: ReadonlyMap<string, RiskReason>,
): EntityAnswers {
  const bySubject = new Map<string, Map<string, GivenAnswer>>();
  for (const response of responses)
    for (const explanation of response.explanation)
      for (const answer of reasons.get(reasonKey(explanation))?.answers ?? []) {
        let answers = bySubject.get(answer.subject);
        if (!answers) {
          answers = new Map();
          bySubject.set(answer.subject, answers);
        }
        const key = keyOf(answer);
        if (!answers.has(key)) answers.set(key, answer);
      }
  const numberOf = new Map<string, number>();
  const subjects: SubjectAnswers[] = [];
  for (const [subject, answers] of bySubject) {
    const numbered: NumberedAnswer[] = [];
    for (const [key, answer] of answers) {
      const number = numberOf.size + 1;
      numberOf.set(key, number);
      numbered.push({
        number,
        question: answer.question,
        answer: answer.answer,
        statement: answer.statement,
      });
    }
    subjects.push({ subject, answers: numbered });
  }
  return {
    subjects,
    numbers: (reason) =>
      [...new Set(reason.answers.map((a) => numberOf.get(keyOf(a)) ?? 0))]
        .filter((n) => n > 0)
        .sort((a, b) => a - b),
  };
}
