import { defaultSurveyContent } from '@tsr/content';
import {
  allRoutes,
  type Definitions,
  type EditorVocabulary,
  type ErrorBody,
  type GoldenComparison,
  type PublishResponse,
  type RuleTree,
  type SaveSectionResponse,
} from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { SurveyStore } from '../survey/survey-store';
import { type EditorDraft, newDraft } from '../testing/editor-draft';
import { makeUser } from '../testing/user-factory';

/**
 * The draft and its per-section revisions, saving, the golden gate and publishing, as two
 * administrators using the editors would meet them through the API. Each test opens a draft of its
 * own (newDraft), so it runs alone and in any order.
 */

const editorRoutes = allRoutes.filter((r) => r.tag === 'editor');
const urlOf = (path: string) =>
  path
    .replace(':surveyId', 'draft')
    .replace(':section', 'rules')
    .replace(':editor', 'RuleEditor')
    .replace(':id', '00000000-0000-4000-8000-000000000000');

/** A second administrator, signed in: who saved first is told to the other. */
async function secondAdmin({ t }: EditorDraft): Promise<{ email: string; token: string }> {
  const other = await makeUser(t.database.db, { isAdmin: true });
  return { email: other.email, token: await t.signIn(other.email, other.password) };
}

/** The rules with one rule's score changed: a change the golden structures may notice. */
function withScore(tree: RuleTree, ruleId: string, score: number): RuleTree {
  return { ...tree, rules: tree.rules.map((r) => (r.id === ruleId ? { ...r, score } : r)) };
}

/** The rules with the first rule reading a question that does not exist. */
function withBrokenRule(tree: RuleTree): RuleTree {
  return {
    ...tree,
    rules: tree.rules.map((r, i) => (i === 0 ? { ...r, logic: '{no_such_question} = true' } : r)),
  };
}

/** The definitions with a definition no logic text uses, in a group of its own. */
const withUnusedDefinition = (definitions: Definitions): Definitions => ({
  groups: [...definitions.groups, { id: 'Test group', definitions: ['test_added'] }],
  definitions: [...definitions.definitions, { id: 'test_added', logic: '1 = 1' }],
});

/** Saves a definition nobody uses into the draft (a warning of the problems and of publish). */
async function addUnusedDefinition(draft: EditorDraft): Promise<void> {
  const definitions = await draft.read('definitions');
  const saved = await draft.save(
    'definitions',
    definitions.revision,
    withUnusedDefinition(definitions.content),
  );
  expect(saved.statusCode).toBe(200);
}

describe('who may use the editors', () => {
  it('refuses every editor call to each role but admin (403), and to a visitor signed out (401)', async () => {
    const { t } = await newDraft();
    const token: Record<string, string> = {};
    for (const who of ['lead', 'approver', 'user', 'trial'] as const)
      token[who] = await t.signIn(demo[who].email, demo[who].password);
    expect(editorRoutes).toHaveLength(14);
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
    const draft = await newDraft();
    const published = defaultSurveyContent();
    const rules = await draft.read('rules');
    expect(rules).toMatchObject({ section: 'rules', surveyId: 'draft', revision: 1 });
    expect(rules.content).toEqual(published.rules);
    for (const section of ['questions', 'responses', 'definitions'] as const) {
      expect(await draft.read(section)).toMatchObject({ section, surveyId: 'draft', revision: 1 });
    }
    expect(await draft.read('definitions', { surveyId: 1 })).toEqual({
      section: 'definitions',
      surveyId: 1,
      revision: 0,
      content: published.definitions,
    });
    const missing = await draft.t.call('GET', '/api/editor/99/rules', { token: draft.admin });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 'No changes to save' when the section equals the stored one, and keeps the revision", async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const res = await draft.save('rules', rules.revision, rules.content);
    expect(res.json()).toEqual({ revision: rules.revision, changed: false, message: 'No changes to save' });
    expect((await draft.read('rules')).revision).toBe(rules.revision);
  });

  it('saves a changed section as the next revision, which the next reader sees', async () => {
    const draft = await newDraft();
    const other = await secondAdmin(draft);
    const rules = await draft.read('rules');
    const ruleId = rules.content.rules[0]?.id as string;
    const res = await draft.save('rules', rules.revision, {
      ...rules.content,
      rules: rules.content.rules.slice(),
    });
    expect(res.json<SaveSectionResponse>().changed).toBe(false);
    const renamed = {
      ...rules.content,
      rules: rules.content.rules.map((r) => (r.id === ruleId ? { ...r, name: 'Renamed by the test' } : r)),
    };
    const saved = await draft.save('rules', rules.revision, renamed);
    expect(saved.json()).toEqual({ revision: rules.revision + 1, changed: true, message: 'Success' });
    const after = await draft.read('rules', { token: other.token });
    expect(after.revision).toBe(rules.revision + 1);
    expect(after.content.rules.find((r) => r.id === ruleId)?.name).toBe('Renamed by the test');
    // The other sections keep their revision: only the changed section moves on.
    expect((await draft.read('definitions')).revision).toBe(1);
  });

  it('refuses a save from an old revision with who saved it and when, and that the edits are kept', async () => {
    const draft = await newDraft();
    const other = await secondAdmin(draft);
    const rules = await draft.read('rules');
    const theirs = withScore(rules.content, rules.content.rules[1]?.id as string, 7);
    const saved = await draft.save('rules', rules.revision, theirs, { token: other.token });
    expect(saved.statusCode).toBe(200);
    const stale = await draft.save(
      'rules',
      rules.revision,
      withScore(rules.content, rules.content.rules[2]?.id as string, 9),
    );
    expect(stale.statusCode).toBe(409);
    const body = stale.json<ErrorBody>();
    expect(body.message).toContain(other.email);
    expect(body.message).toMatch(/saved the rules at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
    expect(body.message).toContain('Your edits are kept in this tab');
    // Nothing of the first save was lost.
    expect((await draft.read('rules')).content).toEqual(theirs);
  });

  it('lets exactly one of two saves of the same section from the same revision win', async () => {
    const draft = await newDraft();
    const other = await secondAdmin(draft);
    const rules = await draft.read('rules');
    const ruleId = rules.content.rules[3]?.id as string;
    const [a, b] = await Promise.all([
      draft.save('rules', rules.revision, withScore(rules.content, ruleId, 11)),
      draft.save('rules', rules.revision, withScore(rules.content, ruleId, 12), { token: other.token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 11 : 12;
    const after = await draft.read('rules');
    expect(after.revision).toBe(rules.revision + 1);
    expect(after.content.rules.find((r) => r.id === ruleId)?.score).toBe(winner);
  });

  it('keeps both of two saves of different sections made at once', async () => {
    const draft = await newDraft();
    const other = await secondAdmin(draft);
    const rules = await draft.read('rules');
    const ruleId = rules.content.rules[4]?.id as string;
    const definitions = await draft.read('definitions');
    const added = withUnusedDefinition(definitions.content);
    const [a, b] = await Promise.all([
      draft.save('rules', rules.revision, withScore(rules.content, ruleId, 13)),
      draft.save('definitions', definitions.revision, added, { token: other.token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await draft.read('rules')).content.rules.find((r) => r.id === ruleId)?.score).toBe(13);
    expect((await draft.read('definitions')).content).toEqual(added);
  });

  it('lower-cases the definition ids it saves (spec 5.3), and logic naming one in another case still finds it', async () => {
    const draft = await newDraft();
    const definitions = await draft.read('definitions');
    const saved = await draft.save('definitions', definitions.revision, {
      groups: [...definitions.content.groups, { id: 'Walks', definitions: ['Walk_Mixed_Case', 'Walk_User'] }],
      definitions: [
        ...definitions.content.definitions,
        { id: 'Walk_Mixed_Case', logic: '1 = 1' },
        { id: 'Walk_User', logic: '@Walk_Mixed_Case' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await draft.read('definitions')).content;
    expect(after.definitions.filter((d) => d.id.startsWith('walk_'))).toEqual([
      { id: 'walk_mixed_case', logic: '1 = 1' },
      { id: 'walk_user', logic: '@Walk_Mixed_Case' },
    ]);
    expect(after.definitions.some((d) => d.id === 'Walk_Mixed_Case')).toBe(false);
    expect(after.groups.find((g) => g.id === 'Walks')?.definitions).toEqual(['walk_mixed_case', 'walk_user']);
    // `@Walk_Mixed_Case` is read case-blind: the definition using it has no error.
    const problems = await draft.problems();
    expect(problems.filter((p) => p.section === 'definitions' && p.severity === 'error')).toEqual([]);
    expect(problems.filter((p) => p.id === 'walk_user').map((p) => p.code)).toEqual(['unused-definition']);
  });

  it('refuses a section that does not parse with 400 naming the path', async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    const broken = { ...rules.content, rules: [{ ...rules.content.rules[0], score: 101 }] };
    const res = await draft.save('rules', rules.revision, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^content\.rules\.0\.score: /);
    const none = await draft.save('rules', rules.revision, undefined);
    expect(none.statusCode).toBe(400);
  });
});

describe('problems, vocabulary and checklogic of the draft', () => {
  it('lists a broken reference as an error and an unused definition as a warning', async () => {
    const draft = await newDraft();
    await addUnusedDefinition(draft);
    const rules = await draft.read('rules');
    const ruleId = rules.content.rules[0]?.id as string;
    expect((await draft.save('rules', rules.revision, withBrokenRule(rules.content))).statusCode).toBe(200);
    const problems = await draft.problems();
    expect(problems).toContainEqual(
      expect.objectContaining({
        section: 'rules',
        id: ruleId,
        path: 'rules.rules[0].logic',
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
      await draft.t.call('GET', '/api/editor/vocabulary', { token: draft.admin })
    ).json<EditorVocabulary>();
    expect(vocabulary.definitions).toContain('test_added');
    expect(vocabulary.loopKeys).toContain('settlors');
    expect(vocabulary.questions.some((q) => q.type === 'trust')).toBe(true);
    expect(vocabulary.usedBy?.questions.no_such_question).toEqual([
      { section: 'rules', path: 'rules.rules[0].logic', id: ruleId },
    ]);

    const checked = await draft.t.call('POST', '/api/editor/checklogic', {
      token: draft.admin,
      body: { logic: '@test_added and {no_such_question}' },
    });
    expect(checked.statusCode).toBe(200);
    const hints = checked.json().logicResponse.logic.hints as { code: string }[];
    expect(hints.map((h) => h.code)).toContain('unknown-question');
  });

  it('refuses to publish while the draft has errors: 422 with every error (path, message)', async () => {
    const draft = await newDraft();
    const rules = await draft.read('rules');
    expect((await draft.save('rules', rules.revision, withBrokenRule(rules.content))).statusCode).toBe(200);
    const res = await draft.publish(true);
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
    const draft = await newDraft();
    const { t, admin } = draft;
    const published = defaultSurveyContent().rules;
    // A warning for publish to give back: a definition nobody uses.
    await addUnusedDefinition(draft);
    const unchanged = (await t.call('GET', '/api/editor/golden', { token: admin })).json<GoldenComparison>();
    expect(unchanged.changed).toBe(false);
    expect(unchanged.cases.length).toBeGreaterThan(10);

    // One change the golden structures notice.
    const rules = await draft.read('rules');
    const zeroed = { ...rules.content, rules: rules.content.rules.map((r) => ({ ...r, score: 0 })) };
    expect((await draft.save('rules', rules.revision, zeroed)).statusCode).toBe(200);
    const comparison = (await t.call('GET', '/api/editor/golden', { token: admin })).json<GoldenComparison>();
    expect(comparison.changed).toBe(true);
    const aurora = comparison.cases[0];
    expect(aurora?.draftScore).toBe(0);
    expect(aurora?.publishedScore).toBeGreaterThan(0);
    expect(aurora?.cells.every((c) => c.draft === 0 || c.draft === null)).toBe(true);
    expect(aurora?.cells.length).toBeGreaterThan(0);

    const store = new SurveyStore(t.database.db);
    expect((await store.latestPublished()).version).toBe(1);
    const refused = await draft.publish(false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().comparison).toEqual(comparison);

    const res = await draft.publish(true);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PublishResponse>();
    expect(answer).toMatchObject({ version: 2, publishedBy: demo.admin.email });
    expect(Date.now() - Date.parse(answer.publishedAt)).toBeLessThan(60_000);
    expect(answer.warnings.some((w) => w.id === 'test_added')).toBe(true);

    // A store that had cached version 1 sees version 2 at once (as another server process would).
    const latest = await store.latestPublished();
    expect(latest.version).toBe(2);
    expect(latest.compiled.content.rules.rules.every((r) => r.score === 0)).toBe(true);
    expect(await draft.read('rules', { surveyId: 2 })).toEqual({
      section: 'rules',
      surveyId: 2,
      revision: 0,
      content: zeroed,
    });
    // Version 1 is unchanged; the draft goes on from what was published.
    expect((await draft.read('rules', { surveyId: 1 })).content).toEqual(published);
    expect((await draft.read('rules')).content).toEqual(zeroed);
    const now = (await t.call('GET', '/api/editor/golden', { token: admin })).json<GoldenComparison>();
    expect(now.changed).toBe(false);

    // Publishing again without a save makes no identical version 3.
    const again = await draft.publish(true);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(
      'No changes to publish: the draft is the same as the published version 2.',
    );
    expect((await store.latestPublished()).version).toBe(2);
  });
});
