import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from './logic/functions';
import { LOGIC_MESSAGES } from './logic/messages';
import { RELATION_NAMES } from './logic/relations';

const doc = readFileSync(new URL('../../../docs/logic-language.md', import.meta.url), 'utf8');

/** The parts of a message around its placeholders, as the doc must quote them. */
function fixedParts(message: string | ((...args: never[]) => string)): string[] {
  const hole = '\u0000';
  // definitionCycle takes a path; every other message takes texts and numbers.
  const args = message === LOGIC_MESSAGES.definitionCycle ? [[hole, hole]] : [hole, hole, hole];
  const text = typeof message === 'string' ? message : message(...(args as never[]));
  return text
    .split('\u0000')
    .map((part) => part.replace(/[{}@']/g, '').trim())
    .filter((part) => part.length > 3);
}

describe('docs/logic-language.md matches the code', () => {
  it('documents every function and relation', () => {
    for (const spec of FUNCTIONS.values()) expect(doc).toContain(`\`${spec.name}(`);
    for (const relation of RELATION_NAMES) expect(doc).toMatch(new RegExp(`\\| +\`${relation}\` +\\|`));
  });

  it('lists every message', () => {
    const plain = doc.replace(/[{}@']/g, '');
    for (const [key, message] of Object.entries(LOGIC_MESSAGES)) {
      for (const part of fixedParts(message)) expect(plain, key).toContain(part);
    }
  });
});
