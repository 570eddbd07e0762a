import { LAW_MESSAGES } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { testContent } from '../testing';
import { mapLogic } from './definition-editor';
import { contentProblems, contentVocabulary } from './problems';
import { namesRead, referencesOf, renameQuestionReferences } from './references';

describe('what a logic text reads', () => {
  it('names questions (also through loop. and a relation) and definitions, not strings', () => {
    const read = namesRead("{a} = 'x' and any(settlors, {b} = 1) and {loop.c} > 0 and @Def_1 and '{d}' = ''");
    expect([...read.questions].sort()).toEqual(['a', 'b', 'c']);
    expect([...read.definitions]).toEqual(['def_1']);
  });

  it('reads nothing from a text that does not parse', () => {
    expect(namesRead('{a} = (').questions.size).toBe(0);
  });
});

describe('renaming a question in logic texts', () => {
  it('rewrites {from}, {loop.from} and {relation.from}, and leaves strings and other names alone', () => {
    expect(
      renameQuestionReferences(
        "{age} > 1 and {loop.age} < 2 and {parent.age} = 3 and 'age' = {ages}",
        'age',
        'years',
      ),
    ).toBe("{years} > 1 and {loop.years} < 2 and {parent.years} = 3 and 'age' = {ages}");
  });

  it('with mapLogic, moves every use of a question of the content to the new name', () => {
    const content = testContent();
    const [name, uses] = [...referencesOf(content).questions].find(([, list]) => list.length > 0) ?? [];
    if (!name || !uses) throw new Error('the test content reads no question');
    const renamed = mapLogic(content, (text) => renameQuestionReferences(text, name, `${name}_renamed`));
    const after = referencesOf(renamed).questions;
    expect(after.get(name)).toBeUndefined();
    expect(after.get(`${name}_renamed`)?.map((u) => u.path)).toEqual(uses.map((u) => u.path));
  });
});

describe('problems and vocabulary', () => {
  it('has no error for the test content, and warns of a definition nothing reads', () => {
    const content = testContent();
    expect(contentProblems(content).filter((p) => p.severity === 'error')).toEqual([]);
    content.definitions.definitions.push({ id: 'lonely', logic: '1 = 1' });
    content.definitions.groups[0]?.definitions.push('lonely');
    const index = content.definitions.definitions.length - 1;
    expect(contentProblems(content)).toContainEqual({
      section: 'definitions',
      id: 'lonely',
      path: `definitions.definitions[${index}].id`,
      code: 'unused-definition',
      message: "Definition 'lonely' is not used by any logic text",
      severity: 'warning',
    });
  });

  it("warns of a rule's law reference, or a dated action's, that the report cannot link", () => {
    const content = testContent();
    const rule = content.rules.rules[0];
    if (!rule) throw new Error('no rule');
    rule.context = 'IHTA 1984 s.64; the old rules';
    rule.actions = [{ text: 'File', due: "'01/01/2030'", law: 'ZZA 2001 s.1' }];
    const law = contentProblems(content).filter((p) => p.code === 'law' && p.id === rule.id);
    expect(law).toEqual([
      {
        section: 'rules',
        id: rule.id,
        path: 'rules.rules[0].context',
        code: 'law',
        message: LAW_MESSAGES.form('the old rules'),
        severity: 'warning',
      },
      {
        section: 'rules',
        id: rule.id,
        path: 'rules.rules[0].actions[0].law',
        code: 'law',
        message: LAW_MESSAGES.unknownAct('ZZA 2001'),
        severity: 'warning',
      },
    ]);
  });

  it('makes an unknown question in a rule an error of the rules section, unless parked in NOT WORKING', () => {
    const content = testContent();
    const rule = content.rules.rules[0];
    if (!rule) throw new Error('no rule');
    rule.logic = '{nope} = 1';
    expect(contentProblems(content)).toContainEqual(
      expect.objectContaining({
        section: 'rules',
        id: rule.id,
        path: 'rules.rules[0].logic',
        severity: 'error',
      }),
    );
    const parked = testContent();
    parked.definitions.definitions.push({ id: 'broken', logic: '{nope} = 1' });
    parked.definitions.groups.push({ id: 'NOT WORKING', definitions: ['broken'] });
    const found = contentProblems(parked).filter((p) => p.id === 'broken');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('offers the question names, definitions, functions, relations and loop keys', () => {
    const vocabulary = contentVocabulary(testContent());
    expect(vocabulary.questions.some((q) => q.type === 'structure' && q.name === 'entity_type')).toBe(true);
    expect(vocabulary.functions.length).toBeGreaterThan(3);
    expect(vocabulary.relations.length).toBeGreaterThan(0);
    expect(vocabulary.loopKeys).toContain('shareholders');
  });
});
