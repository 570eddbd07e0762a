import type { EditorProblem } from '@tsr/contract';

/** Where an admin fixes a problem: the editor of its section, opened at the item when it has an id. */
export function problemLink(problem: EditorProblem): string | null {
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
      // The survey editor is a later issue: questions have no editor to open yet.
      return null;
  }
}
