import type { CarriedAnswers, CarriedForward, Part } from '@tsr/contract';
import type { ReviewContext } from './advance';
import { answerSummary } from './summary';

/**
 * The report's account of a carried-forward review (issue 33): the answers carried and kept, and
 * those changed when their part was confirmed, as the answer summary marks them; only answers that
 * count (shown questions), as the report itself reads them.
 */
export function carriedAnswers(
  context: ReviewContext,
  parts: readonly Part[],
  carried: CarriedForward,
): CarriedAnswers {
  let kept = 0;
  const changed: CarriedAnswers['changed'] = [];
  for (const page of answerSummary(context, parts).Pages)
    for (const answer of page.Answers) {
      if (answer.Carried === 'unchanged') kept += 1;
      if (answer.Carried === 'changed')
        changed.push({
          part: page.Title,
          question: answer.Title,
          before: answer.Before ?? [],
          after: answer.Answers,
        });
    }
  return {
    fromReviewId: carried.fromReviewId,
    from: carried.from,
    kept,
    changed,
    notCarried: carried.notCarried,
  };
}
