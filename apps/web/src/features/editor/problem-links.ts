import type { EditorProblem } from '@tsr/contract';

/** Where an admin fixes a problem: the editor of its section, opened at the item when it has an id. */
export function problemLink(problem: EditorProblem): string {
  const id = problem.id ? encodeURIComponent(problem.id) : null;
  switch (problem.section) {
    case 'rules':
      return id && problem.path.startsWith('rules.rules')
        ? `/admin/editor/rules?rule=${id}`
        : '/admin/editor/rules';
    case 'responses':
      return id && problem.path.startsWith('responses.responses')
        ? `/admin/editor/response?response=${id}`
        : '/admin/editor/response';
    case 'definitions':
      return id ? `/admin/editor/definition?definition=${id}` : '/admin/editor/definition';
    default:
      return surveyLink(problem);
  }
}

/**
 * A question problem's path starts with its chunk (questions.trust.pre.pages[0]...): the survey
 * editor opens on that chunk, with the question selected when the problem names one.
 */
function surveyLink(problem: EditorProblem): string {
  const chunk = /^questions\.(\w+)\.(\w+)/.exec(problem.path);
  if (!chunk) return '/admin/editor/survey';
  const query = new URLSearchParams({ type: chunk[1] as string, subtype: chunk[2] as string });
  if (problem.id) query.set('question', problem.id);
  return `/admin/editor/survey?${query.toString()}`;
}
