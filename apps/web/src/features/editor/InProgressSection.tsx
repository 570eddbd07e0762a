import Typography from '@mui/material/Typography';
import { countOf } from '../../shared/count-words';
import type { QuestionChange, ReviewsInProgressOnVersion } from './golden';

/** What Update does to the answers of one question, in the author's words. */
function dropped(change: QuestionChange): string {
  switch (change.kind) {
    case 'deleted':
      return 'deleted: every answer to it is dropped';
    case 'renamed':
      return `renamed ${change.renamedTo ?? ''}: its answers are not carried to the new name`;
    case 'choices':
      return `${change.choicesRemoved.length === 1 ? 'the choice' : 'the choices'} ${change.choicesRemoved.join(', ')} ${change.choicesRemoved.length === 1 ? 'is' : 'are'} no longer offered: answers choosing ${change.choicesRemoved.length === 1 ? 'it' : 'them'} are dropped`;
  }
}

/**
 * Safe changes to live content (issue 34): the reviews in progress on earlier versions whose
 * questions this publish deletes, renames or changes the choices of, and what happens to them.
 */
export function InProgressSection({ versions }: { versions: ReviewsInProgressOnVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <section aria-label="Reviews in progress">
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mt: 3 }}>
        Reviews in progress
      </Typography>
      {versions.map((on) => {
        const one = on.reviews === 1;
        return (
          <div key={on.version}>
            <Typography sx={{ mt: 1 }}>
              {countOf(on.reviews, 'review')} in progress on version {on.version}{' '}
              {one ? 'keeps its' : 'keep their'} version and {one ? 'its' : 'their'} answers. Update (to the
              latest survey, in the user's reviews table) moves a review to the new version and drops its
              answers to these questions:
            </Typography>
            <ul aria-label={`Answers Update drops from reviews on version ${on.version}`}>
              {on.questions.map((change) => (
                <li key={`${change.chunk}|${change.name}`}>
                  {change.title} ({change.chunk}): {dropped(change)}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
