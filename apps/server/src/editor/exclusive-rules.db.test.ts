import { defaultSurveyContent } from '@tsr/content';
import { GOLDEN_CASES, runGolden } from '@tsr/content/golden';
import type { ErrorBody, PublishResponse, Rule, RuleTree } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { newDraft } from '../testing/editor-draft';
import { EXCLUSIVE_RULES_CODE } from './exclusive-problems';

/**
 * Two rules declared mutually exclusive that both fire on a golden structure are an error of the
 * draft: the Problems panel lists it at the declaring rule, and Publish refuses the draft (422 with
 * every finding) until the declaration (or a rule) changes. Each test opens a draft of its own.
 */

/** The rules with one rule's fields changed. */
const edited = (tree: RuleTree, id: string, fields: Partial<Rule>): RuleTree => ({
  ...tree,
  rules: tree.rules.map((rule) => (rule.id === id ? { ...rule, ...fields } : rule)),
});

/**
 * Two rules of the pack that both fire, without a loop instance, on one entity of the first
 * golden structure, read from its report (so the test follows the pack as it changes).
 */
function firingTogether() {
  const golden = GOLDEN_CASES[0];
  const report = golden && runGolden(golden).report;
  if (!golden || !report) throw new Error('the first golden structure has no report');
  const byEntity = new Map<string, string[]>();
  for (const row of Object.values(report.table.values))
    for (const cell of Object.values(row))
      for (const e of cell.explanation) {
        if (e.loopInstance !== undefined) continue;
        const ids = byEntity.get(e.entityId) ?? [];
        if (!ids.includes(e.ruleId)) ids.push(e.ruleId);
        byEntity.set(e.entityId, ids);
      }
  for (const [entityId, [first, second]] of byEntity)
    if (first && second)
      return {
        golden: golden.name,
        entity: report.structure.entities[entityId]?.name ?? entityId,
        ruleId: first,
        otherId: second,
      };
  throw new Error(`no two rules fire on one entity of ${golden.name}`);
}

describe('mutually exclusive rules in the draft', () => {
  it('lists each golden structure firing both as an error at the declaring rule, and Publish refuses it', async () => {
    const pair = firingTogether();
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const at = rules.content.rules.findIndex((r) => r.id === pair.ruleId);
    const rule = rules.content.rules[at] as Rule;
    const other = rules.content.rules.find((r) => r.id === pair.otherId) as Rule;
    expect((await draft.problems()).filter((p) => p.code === EXCLUSIVE_RULES_CODE)).toEqual([]);

    const declared = edited(rules.content, rule.id, { excludes: [other.id] });
    expect((await draft.save('rules', rules.revision, declared)).statusCode).toBe(200);
    const conflicts = (await draft.problems()).filter((p) => p.code === EXCLUSIVE_RULES_CODE);
    const expected = {
      section: 'rules',
      id: rule.id,
      path: `rules.rules[${at}].excludes[0]`,
      code: EXCLUSIVE_RULES_CODE,
      message: `Golden structure '${pair.golden}': ${rule.id} '${rule.name}' and ${other.id} '${other.name}' both fire on ${pair.entity}, but ${rule.id} excludes ${other.id}.`,
      severity: 'error',
    };
    expect(conflicts).toContainEqual(expected);
    // Other golden structures may fire the pair too: each is its own error, all at the same rule.
    expect(conflicts.every((p) => p.id === rule.id && p.severity === 'error')).toBe(true);

    const refused = await draft.publish(true);
    expect(refused.statusCode).toBe(422);
    const body = refused.json<ErrorBody>();
    expect(body.message).toMatch(/^The draft has \d+ errors?, so it was not published/);
    expect(body.contentFindings).toContainEqual({
      code: EXCLUSIVE_RULES_CODE,
      message: expected.message,
      path: expected.path,
      id: rule.id,
    });
    expect(body.contentFindings?.filter((f) => f.code === EXCLUSIVE_RULES_CODE)).toHaveLength(
      conflicts.length,
    );
  });

  it('refuses an exclusion of a rule that does not exist, or of the rule itself, like any reference', async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const rule = rules.content.rules[0] as Rule;
    const broken = edited(rules.content, rule.id, { excludes: ['NO-SUCH-RULE', rule.id] });
    expect((await draft.save('rules', rules.revision, broken)).statusCode).toBe(200);
    const found = (await draft.problems()).filter((p) => p.path.startsWith('rules.rules[0].excludes'));
    expect(found).toEqual([
      expect.objectContaining({
        section: 'rules',
        id: rule.id,
        path: 'rules.rules[0].excludes[0]',
        code: 'reference',
        severity: 'error',
      }),
      expect.objectContaining({
        section: 'rules',
        id: rule.id,
        path: 'rules.rules[0].excludes[1]',
        code: 'excludes-itself',
        severity: 'error',
      }),
    ]);
    const refused = await draft.publish(true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().contentFindings?.map((f) => f.path)).toEqual(
      expect.arrayContaining(['rules.rules[0].excludes[0]', 'rules.rules[0].excludes[1]']),
    );
  });

  it('publishes once no rule declares the pair any more', async () => {
    const pair = firingTogether();
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const declared = edited(rules.content, pair.ruleId, { excludes: [pair.otherId] });
    expect((await draft.save('rules', rules.revision, declared)).statusCode).toBe(200);
    expect((await draft.publish(true)).statusCode).toBe(422);

    const published = defaultSurveyContent().rules;
    const first = published.rules[0] as Rule;
    // The published rules with only a context edited: something to publish that no golden notices.
    const cleared = edited(published, first.id, { context: `${first.context} (checked)` });
    expect((await draft.save('rules', rules.revision + 1, cleared)).statusCode).toBe(200);
    expect((await draft.problems()).filter((p) => p.severity === 'error' && p.section === 'rules')).toEqual(
      [],
    );
    const res = await draft.publish(false);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublishResponse>()).toMatchObject({ version: 2, publishedBy: demo.admin.email });
  });
});
