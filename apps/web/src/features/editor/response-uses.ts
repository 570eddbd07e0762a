import type { Rule } from '@tsr/contract';

/**
 * Which rules show each response: a rule's risk text is the response its `response` names. The
 * response list shows them beside each text, and the rule form warns before a text that other
 * rules show is changed.
 */
export function rulesByResponse(rules: readonly Rule[]): Map<string, Rule[]> {
  const uses = new Map<string, Rule[]>();
  for (const rule of rules) {
    if (rule.response === '') continue;
    const list = uses.get(rule.response);
    if (list) list.push(rule);
    else uses.set(rule.response, [rule]);
  }
  return uses;
}

/** What a list shows of a text: its first line with words in it, trimmed ('' for an empty text). */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}
