import type { GoldenScores } from '@tsr/content/golden';
import type { EditorProblem, SurveyContent } from '@tsr/contract';

/** The code of a golden structure on which two mutually exclusive rules both fire. */
export const EXCLUSIVE_RULES_CODE = 'exclusive-rules';

/**
 * The golden structures' exclusive-rule conflicts as the draft's problems: errors of the rules
 * section, each at the declaring rule's `excludes` entry (the Problems panel links to that rule),
 * so Publish refuses them with the draft's other errors. `content` is the draft as saved, whose
 * indexes the paths use; the conflicts come from its golden scores.
 */
export function exclusiveProblems(content: SurveyContent, golden: readonly GoldenScores[]): EditorProblem[] {
  const index = new Map<string, number>();
  content.rules.rules.forEach((rule, i) => {
    if (!index.has(rule.id)) index.set(rule.id, i);
  });
  const problems: EditorProblem[] = [];
  const seen = new Set<string>();
  for (const { conflicts } of golden)
    for (const conflict of conflicts) {
      const at = index.get(conflict.ruleId);
      const excludes = at === undefined ? [] : (content.rules.rules[at]?.excludes ?? []);
      const entry = excludes.indexOf(conflict.otherRuleId);
      const path =
        at === undefined ? 'rules.rules' : `rules.rules[${at}].excludes${entry >= 0 ? `[${entry}]` : ''}`;
      // Two entities of one name (an entity and its copy) would read as the same finding twice.
      const key = `${path}\n${conflict.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({
        section: 'rules',
        id: conflict.ruleId,
        path,
        code: EXCLUSIVE_RULES_CODE,
        message: conflict.message,
        severity: 'error',
      });
    }
  return problems;
}
