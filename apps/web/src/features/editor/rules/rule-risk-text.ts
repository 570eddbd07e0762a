import { markdownAddressProblem, type Response, type SurveyContent } from '@tsr/contract';
import { type EditResult, responseIdFor, saveResponse } from '@tsr/domain/editor';
import { updateResponse, updateRule } from '../tree-edits';

/**
 * The rule form's risk text (spec 3.4: a rule's response is a response flagged isRiskScore): an
 * existing one, its text edited in place, or a new one, made in a subgroup of the response tree
 * when the rule is saved.
 */
export type RiskTextChoice =
  | { kind: 'existing'; id: string; text: string }
  | {
      kind: 'new';
      /** The new response's name, which its id is made from; null: the rule's own name. */
      name: string | null;
      text: string;
      /** The response subgroup it goes in, from the category down; null until one is chosen. */
      place: readonly string[] | null;
    };

export const RISK_TEXT_MESSAGES = {
  choose: "Choose the rule's risk text, or write a new one",
  noText: 'Write the risk text the report shows when the rule fires',
  noName: 'Give the new risk text a name: its id is made from it',
  noPlace: 'Choose where the new risk text goes in the response tree',
} as const;

/** The form's first choice: the rule's risk text, or a new one in the rule's own place. */
export function initialChoice(
  response: Response | undefined,
  ownPlace: readonly string[] | null,
): RiskTextChoice {
  if (response?.isRiskScore) return { kind: 'existing', id: response.id, text: response.text };
  return { kind: 'new', name: null, text: '', place: ownPlace };
}

/** What keeps the rule from being saved with this risk text (shown in the form, Save off). */
export function riskTextProblems(
  choice: RiskTextChoice,
  riskTexts: readonly Response[],
  ruleName: string,
): string[] {
  const problems: string[] = [];
  if (choice.kind === 'existing' && !riskTexts.some((r) => r.id === choice.id))
    return [RISK_TEXT_MESSAGES.choose];
  if (choice.kind === 'new') {
    if ((choice.name ?? ruleName).trim() === '') problems.push(RISK_TEXT_MESSAGES.noName);
    if (choice.place === null) problems.push(RISK_TEXT_MESSAGES.noPlace);
  }
  if (choice.text.trim() === '') problems.push(RISK_TEXT_MESSAGES.noText);
  // The API refuses a text linking to such an address: say so here, before Save.
  const link = markdownAddressProblem(choice.text);
  if (link !== null) problems.push(link);
  return problems;
}

/** The id the rule will point at, for a new text the one its name gives it. */
export function riskTextId(content: SurveyContent, choice: RiskTextChoice, ruleName: string): string {
  return choice.kind === 'existing' ? choice.id : responseIdFor(content, choice.name ?? ruleName);
}

/**
 * Saves the rule's fields and its risk text as one edit of the draft: a new text is made in its
 * subgroup (its id from its name), an existing one gets the text written; the rule then points
 * at it. The rules and the responses sections both become unsaved edits, saved together by Save.
 */
export function saveRuleWithRiskText(
  content: SurveyContent,
  ruleId: string,
  fields: Record<string, unknown>,
  choice: RiskTextChoice,
): EditResult {
  const ruleName = typeof fields.name === 'string' ? fields.name : '';
  const response = riskTextId(content, choice, ruleName);
  let next = content;
  if (choice.kind === 'new') {
    if (choice.place === null) return { ok: false, error: RISK_TEXT_MESSAGES.noPlace };
    const added = saveResponse(content, {
      subgroup: choice.place,
      response: {
        name: (choice.name ?? ruleName).trim(),
        text: choice.text,
        logic: '',
        status: '',
        isHeading: false,
        isMoreDetail: false,
        isRiskScore: true,
      },
    });
    if (!added.ok) return added;
    next = added.content;
  } else if (content.responses.responses.find((r) => r.id === choice.id)?.text !== choice.text) {
    const written = updateResponse(content, choice.id, { text: choice.text });
    if (!written.ok) return written;
    next = written.content;
  }
  return updateRule(next, ruleId, { ...fields, response });
}
