import {
  type EditorSectionAnswer,
  type ErrorBody,
  type GoldenComparison,
  type PublishResponse,
  type Rule,
  type RuleTree,
  routes,
  type SiteSettings,
  type StartReviewResponse,
  type SurveyElement,
  type SurveyJson,
  type SurveyQuestions,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { adminTestApp } from '../testing/admin-app';
import { newDraft } from '../testing/editor-draft';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import type { TestApp } from '../testing/test-app';

/**
 * Publish beside the golden comparison (issue 34): the rules no golden structure fires, the
 * provider's coverage threshold (a site setting) the server holds a publish to, and the reviews
 * in progress whose questions a publish deletes, renames or changes the choices of.
 */

/** A rule no golden structure fires: a trust whose trustees are a purpose trust's, in Trust › Trustees › IT. */
const NEVER_FIRES: Rule = {
  id: 'TT-IT-NEVER',
  name: 'Trustees of a trust type no golden structure has',
  logic: "{trust_type} = 'no_such_type'",
  score: 10,
  response: '',
  isLooped: false,
  context: '',
  loopKey: '',
  excludes: [],
  causeQuestion: '',
  causeAnswers: [],
  causeText: '',
  actions: [],
};

/** The rule tree with `rule` added to the first subgroup of the trustees' first group. */
function withRule(tree: RuleTree, rule: Rule): RuleTree {
  const [trust, ...others] = tree.categories;
  if (!trust) throw new Error('the pack has no categories');
  const [trustees, ...subcategories] = trust.subcategories;
  const [group, ...groups] = trustees?.groups ?? [];
  const [subgroup, ...subgroups] = group?.subgroups ?? [];
  if (!trustees || !group || !subgroup) throw new Error('the pack has no trustees subgroup');
  return {
    categories: [
      {
        ...trust,
        subcategories: [
          {
            ...trustees,
            groups: [
              { ...group, subgroups: [{ ...subgroup, rules: [...subgroup.rules, rule.id] }, ...subgroups] },
              ...groups,
            ],
          },
          ...subcategories,
        ],
      },
      ...others,
    ],
    rules: [...tree.rules, { ...rule, response: tree.rules[0]?.response ?? '' }],
  };
}

const setThreshold = (t: TestApp, token: string, coverageThreshold: number) =>
  t.request(routes.saveSiteSettings, { body: { coverageThreshold }, token });

describe('the coverage threshold, a site setting', () => {
  it('is 0 (off) until an admin sets it, only admins read or set it, and it is a whole percentage', async () => {
    const { t, admin } = await adminTestApp({ pack: false });
    onTestFinished(() => t.close());
    const read = await t.request(routes.siteSettings, { token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json<SiteSettings>()).toEqual({ coverageThreshold: 0 });

    const lead = await t.signIn(demo.lead.email, demo.lead.password);
    expect((await t.request(routes.siteSettings, { token: lead })).statusCode).toBe(403);
    expect((await setThreshold(t, lead, 50)).statusCode).toBe(403);
    expect((await setThreshold(t, admin, 101)).statusCode).toBe(400);
    expect((await setThreshold(t, admin, 12.5)).statusCode).toBe(400);

    const saved = await setThreshold(t, admin, 80);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SiteSettings>()).toEqual({ coverageThreshold: 80 });
    expect((await t.request(routes.siteSettings, { token: admin })).json<SiteSettings>()).toEqual({
      coverageThreshold: 80,
    });
    expect((await setThreshold(t, admin, 0)).json<SiteSettings>()).toEqual({ coverageThreshold: 0 });
  });
});

describe('coverage at publish', () => {
  it('names a rule no golden structure fires with its place, and below the threshold publish needs confirmUncovered', async () => {
    const draft = await newDraft();
    const { t, admin } = draft;
    const rules = await draft.read('rules');
    const packRules = rules.content.rules.length;
    expect((await draft.save('rules', rules.revision, withRule(rules.content, NEVER_FIRES))).statusCode).toBe(
      200,
    );

    const shown = (await t.request(routes.editorGolden, { token: admin })).json<GoldenComparison>();
    const { coverage } = shown;
    // A rule that never fires changes no golden result.
    expect(shown.changed).toBe(false);
    expect(coverage.overall.rules).toBe(packRules + 1);
    expect(coverage.overall.fired).toBeLessThan(coverage.overall.rules);
    expect(coverage.overall.percent).toBe(
      Math.floor((coverage.overall.fired * 100) / coverage.overall.rules),
    );
    expect(coverage.uncovered).toContainEqual({
      id: 'TT-IT-NEVER',
      name: 'Trustees of a trust type no golden structure has',
      places: ['Trust › Trustees › IT › Income tax'],
    });
    expect(coverage.uncovered).toHaveLength(coverage.overall.rules - coverage.overall.fired);
    expect(coverage.byCategory.map((share) => share.name)).toEqual(['Trust', 'Foundation', 'Company']);
    expect(coverage.byTaxHead.map((share) => share.name)).toEqual(['IT', 'CGT', 'IHT', 'CT', 'ATED']);
    expect(coverage.byCategory.reduce((sum, share) => sum + share.rules, 0)).toBe(coverage.overall.rules);
    expect(coverage).toMatchObject({ threshold: 0, belowThreshold: false });

    // Above the pack's coverage: the server refuses until the uncovered rules are confirmed.
    expect((await setThreshold(t, admin, 100)).statusCode).toBe(200);
    const refused = await t.request(routes.editorPublish, {
      body: { confirmChanges: true },
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<ErrorBody>();
    const uncovered = coverage.uncovered.length;
    expect(body.message).toBe(
      `${uncovered} rules no golden structure fires: the golden structures fire ${coverage.overall.percent}% of the rules, below the 100% threshold. Check the uncovered rules and confirm them to publish (confirmUncovered).`,
    );
    expect(body.comparison?.coverage).toMatchObject({ threshold: 100, belowThreshold: true });
    expect(body.comparison?.coverage.uncovered.map((rule) => rule.id)).toContain('TT-IT-NEVER');

    const published = await t.request(routes.editorPublish, {
      body: { confirmChanges: false, confirmUncovered: true },
      token: admin,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 2 });
  });

  it('publishes without asking when the coverage reaches the threshold', async () => {
    const draft = await newDraft();
    const { t, admin } = draft;
    const coverage = (await t.request(routes.editorGolden, { token: admin })).json<GoldenComparison>()
      .coverage;
    expect((await setThreshold(t, admin, coverage.overall.percent)).statusCode).toBe(200);
    const rules = await draft.read('rules');
    // A change no golden structure notices, so only the coverage could stop the publish.
    const touched = {
      ...rules.content,
      rules: rules.content.rules.map((rule, i) =>
        i === 0 ? { ...rule, context: `${rule.context} ` } : rule,
      ),
    };
    expect((await draft.save('rules', rules.revision, touched)).statusCode).toBe(200);
    const res = await draft.publish(false);
    expect(res.statusCode, res.body).toBe(200);
    // Nothing asked for a confirmation, and the answer still says the coverage.
    expect(res.json<PublishResponse>().coverage).toEqual(coverage.overall);
  });
});

/** The test content's questions with one deleted, one renamed, one choice gone and one title changed. */
function changedQuestions(questions: SurveyQuestions): SurveyQuestions {
  const trustSettlor = questions.trust?.settlor;
  const settlement = questions.settlement?.pre;
  const contribution = questions.contribution?.pre;
  if (!trustSettlor || !settlement || !contribution) throw new Error('the test content changed');
  const edit = (chunk: SurveyJson, change: (element: SurveyElement) => SurveyElement | null): SurveyJson => ({
    ...chunk,
    pages: chunk.pages.map((page) => ({
      ...page,
      elements: page.elements.flatMap((element) => {
        const now = change(element);
        return now ? [now] : [];
      }),
    })),
  });
  return {
    ...questions,
    trust: {
      ...questions.trust,
      settlor: edit(trustSettlor, (element) =>
        element.name === 'ts_transfer_date'
          ? null
          : element.name === 'ts_transfer_mechanism'
            ? { ...element, name: 'ts_transfer_route' }
            : element,
      ),
    },
    settlement: {
      ...questions.settlement,
      pre: edit(settlement, (element) =>
        element.name === 'settlement_asset_type'
          ? { ...element, choices: (element.choices ?? []).filter((choice) => choice !== 'other') }
          : element,
      ),
    },
    contribution: {
      ...questions.contribution,
      pre: edit(contribution, (element) =>
        element.name === 'contribution_value_gbp'
          ? { ...element, title: 'Value of the contribution' }
          : element,
      ),
    },
  };
}

async function startReview(t: TestApp, token: string, name: string): Promise<StartReviewResponse> {
  const res = await t.request(routes.startReview, {
    body: { structure: { ...testStructure(), name } },
    token,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StartReviewResponse>();
}

describe('safe changes to live content', () => {
  it('lists the reviews in progress whose questions a publish changes, and what Update would drop', async () => {
    const { t, admin } = await adminTestApp({ pack: false });
    onTestFinished(() => t.close());
    await publishTestContent(t);
    const user = await t.signIn(demo.user.email, demo.user.password);
    // Two reviews in progress (one half answered), one submitted: only the first two count.
    await startReview(t, user, 'Not yet answered');
    await startReview(t, admin, 'Still in progress');
    const submitted = await startReview(t, admin, 'Submitted');
    await answerAll(t, admin, submitted);
    expect(
      (await t.request(routes.submit, { params: { id: submitted.reviewId }, token: admin })).statusCode,
    ).toBe(200);

    const questions = (
      await t.request(routes.editorSection, {
        params: { surveyId: 'draft', section: 'questions' },
        token: admin,
      })
    ).json<EditorSectionAnswer<'questions'>>();
    const before = await t.request(routes.editorGolden, { token: admin });
    expect(before.json<GoldenComparison>().inProgress).toEqual([]);

    const saved = await t.request(routes.saveSection, {
      params: { section: 'questions' },
      query: {},
      body: { baseRevision: questions.revision, content: changedQuestions(questions.content) },
      token: admin,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const shown = (await t.request(routes.editorGolden, { token: admin })).json<GoldenComparison>();
    expect(shown.inProgress).toEqual([
      {
        version: 1,
        reviews: 2,
        questions: [
          {
            name: 'settlement_asset_type',
            title: 'settlement asset type',
            chunk: 'Settlement / pre',
            kind: 'choices',
            choicesRemoved: ['other'],
          },
          {
            name: 'ts_transfer_date',
            title: 'ts transfer date',
            chunk: 'Trust / acting as settlor',
            kind: 'deleted',
            choicesRemoved: [],
          },
          {
            name: 'ts_transfer_mechanism',
            title: 'ts transfer mechanism',
            chunk: 'Trust / acting as settlor',
            kind: 'renamed',
            renamedTo: 'ts_transfer_route',
            choicesRemoved: [],
          },
        ],
      },
    ]);

    const refused = await t.request(routes.editorPublish, { body: { confirmChanges: false }, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toContain(
      '2 reviews in progress on an earlier version use questions this publish deletes, renames or changes the choices of. They keep their version;',
    );
    const published = await t.request(routes.editorPublish, { body: { confirmChanges: true }, token: admin });
    expect(published.statusCode, published.body).toBe(200);

    // The draft now equals version 2: a publish of other edits deletes nothing, so asks nothing about them.
    const after = (await t.request(routes.editorGolden, { token: admin })).json<GoldenComparison>();
    expect(after.inProgress).toEqual([]);
  });
});
