import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileContent } from './content/compile';
import { LOOP_KEYS } from './content/loops';
import { CONTENT_MESSAGES, DEFINITION_MESSAGES } from './content/messages';
import { ROW_GROUPS } from './content/table';
import { REMEDIATION_MESSAGES, TIMELINE_USER_LENGTH } from './remediation/remediate';
import { weightedMax } from './scoring/score';
import { SEQUENCING_MESSAGES } from './sequencing/advance';
import { ANSWER_MESSAGES } from './sequencing/answer-messages';
import { buildSequence } from './sequencing/sequence';
import { prepareStructure } from './structure/prepare';
import { testContent } from './testing/test-content';
import { testStructure } from './testing/test-structure';

const read = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const questionnaire = read('questionnaire.md');
const scoring = read('scoring.md');

/** The fixed parts of a message around its placeholders, as a doc must quote them. */
function fixedParts(message: string | ((...args: never[]) => string)): string[] {
  const hole = '\u0000';
  const text = typeof message === 'string' ? message : message(...([hole, hole, hole] as never[]));
  return text
    .split(hole)
    .map((part) => part.replace(/[{}'"]/g, '').trim())
    .filter((part) => part.length > 3);
}

const plain = (doc: string) => doc.replace(/[{}'"`]/g, '');

describe('docs/questionnaire.md matches the code', () => {
  it('quotes every content, definition, sequencing and answer-check message', () => {
    for (const messages of [CONTENT_MESSAGES, DEFINITION_MESSAGES, SEQUENCING_MESSAGES, ANSWER_MESSAGES]) {
      for (const [key, message] of Object.entries(messages)) {
        if (key === 'badMove') continue;
        for (const part of fixedParts(message)) expect(plain(questionnaire), key).toContain(part);
      }
    }
  });

  it('shows the golden sequence as the code builds it', () => {
    const parts = buildSequence(prepareStructure(testStructure()), compileContent(testContent())).parts;
    expect(questionnaire).toContain(
      parts
        .slice(0, 5)
        .map((p) => p.id)
        .join('  '),
    );
  });
});

describe('docs/scoring.md matches the code', () => {
  it('names every row group, row and loop key', () => {
    for (const group of ROW_GROUPS) {
      expect(scoring).toContain(`| ${group.name} | ${group.rows.map((r) => r.name).join(', ')} |`);
    }
    for (const key of Object.keys(LOOP_KEYS)) expect(scoring).toMatch(new RegExp(`\\| \`${key}\` \\|`));
  });

  it('quotes the remediation message and the timeline limit', () => {
    const message = REMEDIATION_MESSAGES.unknownRisk({ entityId: '\u0000', responseId: '\u0000' });
    for (const part of fixedParts(message)) expect(plain(scoring)).toContain(part);
    expect(scoring).toContain(`cut to ${TIMELINE_USER_LENGTH} characters`);
  });

  it('works its examples with the code’s formula', () => {
    const golden = [80, 90, 85, 10, 75, 40, 30, 70, 85, 50, 65, ...Array(34).fill(0)];
    expect(scoring).toContain(`= ${weightedMax(golden)}.`);
    expect(scoring).toContain(`= ${weightedMax([80, 60, ...Array(43).fill(0)])}.`);
  });
});
