import { GOLDEN_CASES } from '@tsr/content/golden';
import {
  type ErrorBody,
  type Rule,
  type RuleTree,
  routes,
  type StartReviewResponse,
  TRY_MESSAGES,
  type TryRequest,
  type TryResponse,
  type TryTargets,
} from '@tsr/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports, reviews, surveyDraftSections, surveyVersions } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { type EditorDraft, newDraft } from '../testing/editor-draft';
import { person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';

/**
 * Try it through the API (docs/authoring.md): an unsaved rule, subgroup logic or definition run on
 * a golden structure or a submitted review. Admin-only, and nothing it does is stored. Each test
 * opens an app and a draft of its own.
 */

const AURORA = 'aurora-trust-london-flat';

const ruleIn = (tree: RuleTree, id: string): Rule => {
  const rule = tree.rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};

function tryIt(draft: EditorDraft, body: TryRequest, token = draft.admin) {
  return draft.t.request(routes.editorTry, { body, token });
}

/** Every row Try it could touch, in a fixed order: equal before and after means nothing was stored. */
async function storedRows({ t }: EditorDraft): Promise<string> {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(reviews).orderBy(asc(reviews.id)),
    await db.select().from(reports).orderBy(asc(reports.id)),
    await db.select().from(surveyDraftSections).orderBy(asc(surveyDraftSections.section)),
    await db.select().from(surveyVersions).orderBy(asc(surveyVersions.id)),
  ]);
}

describe('Try it', () => {
  it('is for administrators only: 401 signed out, 403 for a user, an approver and an account lead', async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const body: TryRequest = {
      item: { kind: 'rule', rule: ruleIn(rules.content, 'TS-IT-1') },
      target: { golden: AURORA },
    };
    for (const who of ['user', 'approver', 'lead'] as const) {
      const token = await draft.t.signIn(demo[who].email, demo[who].password);
      expect((await tryIt(draft, body, token)).statusCode, who).toBe(403);
      expect((await draft.t.request(routes.editorTryTargets, { token })).statusCode, who).toBe(403);
    }
    expect((await draft.t.request(routes.editorTry, { body })).statusCode).toBe(401);
    expect((await draft.t.request(routes.editorTryTargets, {})).statusCode).toBe(401);
  });

  it('lists the golden structures of the publish gate', async () => {
    const draft = await newDraft();
    const res = await draft.t.request(routes.editorTryTargets, { token: draft.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<TryTargets>().golden.map((g) => g.name)).toEqual(GOLDEN_CASES.map((c) => c.name));
  });

  it("runs an unsaved rule on a golden structure: where it fires, what it read, its cell's change; nothing is stored", async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const before = await storedRows(draft);
    // The form's rule with a higher score, and an unsaved edit of another rule in the section.
    const unsaved: RuleTree = {
      ...rules.content,
      rules: rules.content.rules.map((r) => (r.id === 'TT-IHT-1' ? { ...r, score: 5 } : r)),
    };
    const res = await tryIt(draft, {
      item: { kind: 'rule', rule: { ...ruleIn(rules.content, 'TS-IT-1'), score: 95 } },
      target: { golden: AURORA },
      sections: { rules: unsaved },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TryResponse>();
    expect(result.target).toBe(AURORA);
    expect(result.places.filter((p) => p.holds)).toHaveLength(1);
    expect(result.places.find((p) => p.holds)?.answers.length).toBeGreaterThan(0);
    // The answers in the customer's words: question titles, not names.
    for (const answer of result.places.flatMap((p) => p.answers)) expect(answer.question).not.toMatch(/_/);
    expect(result.rule).toMatchObject({
      fires: true,
      baseline: 'published',
      cell: { rowGroup: 'Trust', row: 'Settlor', column: 'IT' },
      cellBefore: { score: 85 },
      cellAfter: { score: 95 },
    });
    expect(await storedRows(draft)).toBe(before);
    // The draft's rules are as saved: the unsaved edit was only tried.
    expect((await draft.read('rules')).content).toEqual(rules.content);
  });

  it('answers logic that does not compile with its message (422), not a server error', async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const res = await tryIt(draft, {
      item: { kind: 'rule', rule: { ...ruleIn(rules.content, 'TS-IT-1'), logic: "{trust_type} = 'x' and" } },
      target: { golden: AURORA },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toMatch(/^The rule's logic does not compile: /);
  });

  it('tries subgroup logic and a definition, and names an unknown golden structure', async () => {
    const draft = await newDraft();
    const definition = await tryIt(draft, {
      item: { kind: 'definition', definition: { id: 'tried_here', logic: "{entity_type} = 'trust'" } },
      target: { golden: AURORA },
    });
    expect(definition.statusCode, definition.body).toBe(200);
    expect(
      definition
        .json<TryResponse>()
        .places.filter((p) => p.holds)
        .map((p) => p.where),
    ).toHaveLength(1);
    const responses = await draft.read('responses');
    const subgroup = responses.content.categories[0]?.groups[0]?.subgroups[0];
    if (!subgroup) throw new Error('no response subgroup');
    const tried = await tryIt(draft, {
      item: { kind: 'responseSubgroup', subgroup: { ...subgroup, logic: '1 = 1' } },
      target: { golden: AURORA },
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json<TryResponse>().places.every((p) => p.holds)).toBe(true);
    const unknown = await tryIt(draft, {
      item: { kind: 'definition', definition: { id: 'x', logic: '1' } },
      target: { golden: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe(TRY_MESSAGES.unknownGolden('nope'));
  });

  it("runs on another company's submitted review, named by its id, its report's id or its structure's name, and refuses one not submitted", async () => {
    const draft = await newDraft();
    const { t } = draft;
    const owner = await person(t, `Try It Customer ${Date.now()}`, { isApprover: true });
    const reviewId = await submittedGolden(t, owner.token, AURORA);
    const [report] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reviewId, reviewId));
    const [stored] = await t.database.db
      .select({ name: reviews.structureName })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    const rules = await draft.read('rules');
    const rule = { ...ruleIn(rules.content, 'TS-IT-1'), score: 95 };
    const before = await storedRows(draft);
    for (const reference of [reviewId, report?.id ?? '', stored?.name ?? '']) {
      const res = await tryIt(draft, { item: { kind: 'rule', rule }, target: { review: reference } });
      expect(res.statusCode, `${reference}: ${res.body}`).toBe(200);
      expect(res.json<TryResponse>().rule).toMatchObject({ fires: true, cellAfter: { score: 95 } });
      expect(res.json<TryResponse>().target).toMatch(/, submitted \d\d\/\d\d\/\d{4}$/);
    }
    expect(await storedRows(draft)).toBe(before);

    const golden = GOLDEN_CASES.find((c) => c.name === AURORA);
    if (!golden) throw new Error('no golden case');
    const started = await t.request(routes.startReview, {
      body: { structure: golden.structure },
      token: owner.token,
    });
    const open = started.json<StartReviewResponse>().reviewId;
    const refused = await tryIt(draft, { item: { kind: 'rule', rule }, target: { review: open } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(TRY_MESSAGES.notSubmitted);
    const missing = await tryIt(draft, {
      item: { kind: 'rule', rule },
      target: { review: 'No such structure' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
