import type { ContentFinding, SurveyContent } from '@tsr/contract';
import { CONTENT_MESSAGES } from './messages';

/**
 * A rule's dated actions (docs/scoring.md, key dates) say what to do and when: one without words
 * or without a due date would list nothing a client can act on. Their due dates' logic is
 * compiled, and checked, with the rest of the content.
 */
export function actionFindings(content: SurveyContent): ContentFinding[] {
  const findings: ContentFinding[] = [];
  content.rules.rules.forEach((rule, r) => {
    rule.actions.forEach((action, a) => {
      const path = `rules.rules[${r}].actions[${a}]`;
      if (!action.text.trim())
        findings.push({
          code: 'action',
          message: CONTENT_MESSAGES.actionWithoutText(rule.id),
          path: `${path}.text`,
          id: rule.id,
        });
      if (!action.due.trim())
        findings.push({
          code: 'action',
          message: CONTENT_MESSAGES.actionWithoutDue(rule.id),
          path: `${path}.due`,
          id: rule.id,
        });
    });
  });
  return findings;
}
