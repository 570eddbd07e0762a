import type { ContentFinding, SurveyContent } from '@tsr/contract';
import { CONTENT_MESSAGES } from './messages';

/** Placeholders of a text: `{name}`. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * A rule's cause (docs/scoring.md, causes): a question logic may read, with words naming at most
 * `{subject}`; words or answers without a question would never group anything.
 */
export function causeFindings(content: SurveyContent, questionNames: ReadonlySet<string>): ContentFinding[] {
  const findings: ContentFinding[] = [];
  content.rules.rules.forEach((rule, r) => {
    const at = (field: string) => `rules.rules[${r}].${field}`;
    const problem = (field: string, message: string) =>
      findings.push({ code: 'cause', message, path: at(field), id: rule.id });
    if (!rule.causeQuestion) {
      if (rule.causeText.trim() || rule.causeAnswers.length > 0)
        problem('causeQuestion', CONTENT_MESSAGES.causeWithoutQuestion(rule.id));
      return;
    }
    if (!questionNames.has(rule.causeQuestion))
      problem('causeQuestion', CONTENT_MESSAGES.unknownCauseQuestion(rule.id, rule.causeQuestion));
    if (!rule.causeText.trim()) problem('causeText', CONTENT_MESSAGES.causeWithoutText(rule.id));
    for (const [, name] of rule.causeText.matchAll(PLACEHOLDER))
      if (name !== 'subject') problem('causeText', CONTENT_MESSAGES.causePlaceholder(rule.id, name ?? ''));
  });
  return findings;
}
