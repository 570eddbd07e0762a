import { defaultSurveyContent } from '@tsr/content';
import {
  allRoutes,
  type EditorProblems,
  type EditorRules,
  type EditorVocabulary,
  type ErrorBody,
  type GoldenComparison,
  type PublishResponse,
  type RuleTree,
  type SaveSectionResponse,
} from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { ensureFirstSurvey, SurveyStore } from '../survey/survey-store';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makeUser } from '../testing/user-factory';

/**
 * Issue 13: the draft and its per-section revisions, saving, the golden gate and publishing, as
 * two administrators using the editors would meet them through the API.
 */
let t: TestApp;
const token: Record<string, string> = {};
let secondAdmin = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  for (const key of ['admin', 'lead', 'approver', 'user', 'trial'] as const)
    token[key] = await t.signIn(demo[key].email, demo[key].password);
  const other = await makeUser(t.database.db, { isAdmin: true });
  secondAdmin = other.email;
  token.secondAdmin = await t.signIn(other.email, other.password);
});
afterAll(() => t.close());

const editorRoutes = allRoutes.filter((r) => r.tag === 'editor');
const urlOf = (path: string) =>
  path.replace(':surveyId', 'draft').replace(':id', '00000000-0000-4000-8000-000000000000');

const rules = async (who = 'admin'): Promise<EditorRules> => {
  const res = await t.call('GET', '/api/editor/draft/rules', { token: token[who] });
  expect(res.statusCode).toBe(200);
  return res.json<EditorRules>();
};
const saveRules = (who: string, baseRevision: number, content: unknown) =>
  t.call('POST', '/api/editor/rules/save', { token: token[who], body: { baseRevision, content } });

/** The rules with one rule's score changed: a change the golden structures may notice. */
function withScore(tree: RuleTree, ruleId: string, score: number): RuleTree {
  return { ...tree, rules: tree.rules.map((r) => (r.id === ruleId ? { ...r, score } : r)) };
}

describe('who may use the editors', () => {
  it('refuses every editor call to each role but admin (403), and to a visitor signed out (401)', async () => {
    expect(editorRoutes).toHaveLength(15);
    for (const route of editorRoutes) {
      // A well-formed body: the refusal is about who calls, not what they send.
      const body = route.path.endsWith('/save')
        ? { baseRevision: 1 }
        : route.path.endsWith('/checklogic')
          ? { logic: '1 = 1' }
          : route.path.endsWith('/upload')
            ? { bytes: 1 }
            : route.method !== 'GET'
              ? {}
              : undefined;
      for (const who of ['lead', 'approver', 'user', 'trial']) {
        const res = await t.call(route.method, urlOf(route.path), { token: token[who], body });
        expect(`${who} ${route.method} ${route.path} ${res.statusCode}`).toBe(
          `${who} ${route.method} ${route.path} 403`,
        );
      }
      const res = await t.call(route.method, urlOf(route.path), { body });
      expect(`${route.method} ${route.path} ${res.statusCode}`).toBe(`${route.method} ${route.path} 401`);
    }
  });
});

describe('the draft', () => {
  it('starts as the latest published version, at revision 1 for every section', async () => {
    const published = defaultSurveyContent();
    const draft = await rules();
    expect(draft).toMatchObject({ surveyId: 'draft', revision: 1 });
    expect(draft.content).toEqual(published.rules);
    for (const section of ['questions', 'responses', 'definitions']) {
      const res = await t.call('GET', `/api/editor/draft/${section}`, { token: token.admin });
      expect(res.json()).toMatchObject({ surveyId: 'draft', revision: 1 });
    }
    const v1 = await t.call('GET', '/api/editor/1/definitions', { token: token.admin });
    expect(v1.json()).toEqual({ surveyId: 1, revision: 0, content: published.definitions });
    const missing = await t.call('GET', '/api/editor/99/rules', { token: token.admin });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 'No changes to save' when the section equals the stored one, and keeps the revision", async () => {
    const draft = await rules();
    const res = await saveRules('admin', draft.revision, draft.content);
    expect(res.json()).toEqual({ revision: draft.revision, changed: false, message: 'No changes to save' });
    expect((await rules()).revision).toBe(draft.revision);
  });

  it('saves a changed section as the next revision, which the next reader sees', async () => {
    const draft = await rules();
    const ruleId = draft.content.rules[0]?.id as string;
    const res = await saveRules('admin', draft.revision, {
      ...draft.content,
      rules: draft.content.rules.slice(),
    });
    expect(res.json<SaveSectionResponse>().changed).toBe(false);
    const renamed = {
      ...draft.content,
      rules: draft.content.rules.map((r) => (r.id === ruleId ? { ...r, name: 'Renamed by the test' } : r)),
    };
    const saved = await saveRules('admin', draft.revision, renamed);
    expect(saved.json()).toEqual({ revision: draft.revision + 1, changed: true, message: 'Success' });
    const after = await rules('secondAdmin');
    expect(after.revision).toBe(draft.revision + 1);
    expect(after.content.rules.find((r) => r.id === ruleId)?.name).toBe('Renamed by the test');
    // The other sections keep their revision: only the changed section moves on.
    const definitions = await t.call('GET', '/api/editor/draft/definitions', { token: token.admin });
    expect(definitions.json()).toMatchObject({ revision: 1 });
  });

  it('refuses a save from an old revision with who saved it and when, and that the edits are kept', async () => {
    const draft = await rules();
    const mine = withScore(draft.content, draft.content.rules[1]?.id as string, 7);
    expect((await saveRules('secondAdmin', draft.revision, mine)).statusCode).toBe(200);
    const stale = await saveRules(
      'admin',
      draft.revision,
      withScore(draft.content, draft.content.rules[2]?.id as string, 9),
    );
    expect(stale.statusCode).toBe(409);
    const body = stale.json<ErrorBody>();
    expect(body.message).toContain(secondAdmin);
    expect(body.message).toMatch(/saved the rules at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
    expect(body.message).toContain('Your edits are kept in this tab');
    // Nothing of the first save was lost.
    expect((await rules()).content).toEqual(mine);
  });

  it('lets exactly one of two saves of the same section from the same revision win', async () => {
    const draft = await rules();
    const [a, b] = await Promise.all([
      saveRules('admin', draft.revision, withScore(draft.content, draft.content.rules[3]?.id as string, 11)),
      saveRules(
        'secondAdmin',
        draft.revision,
        withScore(draft.content, draft.content.rules[3]?.id as string, 12),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 11 : 12;
    const after = await rules();
    expect(after.revision).toBe(draft.revision + 1);
    expect(after.content.rules.find((r) => r.id === draft.content.rules[3]?.id)?.score).toBe(winner);
  });

  it('keeps both of two saves of different sections made at once', async () => {
    const draft = await rules();
    const defs = (await t.call('GET', '/api/editor/draft/definitions', { token: token.admin })).json();
    const added = {
      groups: [...defs.content.groups, { id: 'Test group', definitions: ['test_added'] }],
      definitions: [...defs.content.definitions, { id: 'test_added', logic: '1 = 1' }],
    };
    const [a, b] = await Promise.all([
      saveRules('admin', draft.revision, withScore(draft.content, draft.content.rules[4]?.id as string, 13)),
      t.call('POST', '/api/editor/definitions/save', {
        token: token.secondAdmin,
        body: { baseRevision: defs.revision, content: added },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await rules()).content.rules.find((r) => r.id === draft.content.rules[4]?.id)?.score).toBe(13);
    const after = (await t.call('GET', '/api/editor/draft/definitions', { token: token.admin })).json();
    expect(after.content).toEqual(added);
  });

  it('refuses a section that does not parse with 400 naming the path', async () => {
    const draft = await rules();
    const broken = { ...draft.content, rules: [{ ...draft.content.rules[0], score: 101 }] };
    const res = await saveRules('admin', draft.revision, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^content\.rules\.0\.score: /);
    const none = await saveRules('admin', draft.revision, undefined);
    expect(none.statusCode).toBe(400);
  });
});

describe('problems, vocabulary and checklogic of the draft', () => {
  it('lists a broken reference as an error and an unused definition as a warning', async () => {
    const draft = await rules();
    const ruleId = draft.content.rules[0]?.id as string;
    const broken = {
      ...draft.content,
      rules: draft.content.rules.map((r) =>
        r.id === ruleId ? { ...r, logic: '{no_such_question} = true' } : r,
      ),
    };
    expect((await saveRules('admin', draft.revision, broken)).statusCode).toBe(200);
    const { problems } = (
      await t.call('GET', '/api/editor/problems', { token: token.admin })
    ).json<EditorProblems>();
    const index = draft.content.rules.findIndex((r) => r.id === ruleId);
    expect(problems).toContainEqual(
      expect.objectContaining({
        section: 'rules',
        id: ruleId,
        path: `rules.rules[${index}].logic`,
        severity: 'error',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        section: 'definitions',
        id: 'test_added',
        code: 'unused-definition',
        severity: 'warning',
      }),
    );

    const vocabulary = (
      await t.call('GET', '/api/editor/vocabulary', { token: token.admin })
    ).json<EditorVocabulary>();
    expect(vocabulary.definitions).toContain('test_added');
    expect(vocabulary.loopKeys).toContain('settlors');
    expect(vocabulary.questions.some((q) => q.type === 'trust')).toBe(true);
    expect(vocabulary.usedBy?.questions.no_such_question).toEqual([
      { section: 'rules', path: `rules.rules[${index}].logic`, id: ruleId },
    ]);

    const checked = await t.call('POST', '/api/editor/checklogic', {
      token: token.admin,
      body: { logic: '@test_added and {no_such_question}' },
    });
    expect(checked.statusCode).toBe(200);
    const hints = checked.json().logicResponse.logic.hints as { code: string }[];
    expect(hints.map((h) => h.code)).toContain('unknown-question');
  });

  it('refuses to publish while the draft has errors: 422 with every error (path, message)', async () => {
    const res = await t.call('POST', '/api/editor/publish', {
      token: token.admin,
      body: { confirmChanges: true },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(
      body.contentFindings?.some((f) => f.path.startsWith('rules.rules[') && f.path.endsWith('.logic')),
    ).toBe(true);
    expect(body.message).toMatch(/^The draft has \d+ errors?, so it was not published/);
  });
});

describe('publishing behind the golden gate', () => {
  it('shows the golden cells that change, needs a confirmation, then publishes an immutable version', async () => {
    // Back to the published rules, then one change the golden structures notice.
    const published = defaultSurveyContent().rules;
    let draft = await rules();
    expect((await saveRules('admin', draft.revision, published)).statusCode).toBe(200);
    const unchanged = (
      await t.call('GET', '/api/editor/golden', { token: token.admin })
    ).json<GoldenComparison>();
    expect(unchanged.changed).toBe(false);
    expect(unchanged.cases.length).toBeGreaterThan(10);

    draft = await rules();
    const zeroed = { ...draft.content, rules: draft.content.rules.map((r) => ({ ...r, score: 0 })) };
    expect((await saveRules('admin', draft.revision, zeroed)).statusCode).toBe(200);
    const comparison = (
      await t.call('GET', '/api/editor/golden', { token: token.admin })
    ).json<GoldenComparison>();
    expect(comparison.changed).toBe(true);
    const aurora = comparison.cases[0];
    expect(aurora?.draftScore).toBe(0);
    expect(aurora?.publishedScore).toBeGreaterThan(0);
    expect(aurora?.cells.every((c) => c.draft === 0 || c.draft === null)).toBe(true);
    expect(aurora?.cells.length).toBeGreaterThan(0);

    const store = new SurveyStore(t.database.db);
    expect((await store.latestPublished()).version).toBe(1);
    const refused = await t.call('POST', '/api/editor/publish', {
      token: token.admin,
      body: { confirmChanges: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().comparison).toEqual(comparison);

    const res = await t.call('POST', '/api/editor/publish', {
      token: token.admin,
      body: { confirmChanges: true },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PublishResponse>();
    expect(answer).toMatchObject({ version: 2, publishedBy: demo.admin.email });
    expect(Date.now() - Date.parse(answer.publishedAt)).toBeLessThan(60_000);
    expect(answer.warnings.some((w) => w.id === 'test_added')).toBe(true);

    // A store that had cached version 1 sees version 2 at once (as another server process would).
    const latest = await store.latestPublished();
    expect(latest.version).toBe(2);
    expect(latest.compiled.content.rules.rules.every((r) => r.score === 0)).toBe(true);
    const v2 = (await t.call('GET', '/api/editor/2/rules', { token: token.admin })).json<EditorRules>();
    expect(v2).toEqual({ surveyId: 2, revision: 0, content: zeroed });
    // Version 1 is unchanged; the draft goes on from what was published.
    const v1 = (await t.call('GET', '/api/editor/1/rules', { token: token.admin })).json<EditorRules>();
    expect(v1.content).toEqual(published);
    expect((await rules()).content).toEqual(zeroed);
    const now = (await t.call('GET', '/api/editor/golden', { token: token.admin })).json<GoldenComparison>();
    expect(now.changed).toBe(false);

    // Publishing again without a save makes no identical version 3.
    const again = await t.call('POST', '/api/editor/publish', {
      token: token.admin,
      body: { confirmChanges: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(
      'No changes to publish: the draft is the same as the published version 2.',
    );
    expect((await store.latestPublished()).version).toBe(2);
  });
});
