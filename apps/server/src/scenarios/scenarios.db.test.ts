import {
  type NextResponse,
  type ReportView,
  routes,
  SCENARIO_PDF_MARK,
  SCENARIO_TEXTS,
  type ScenarioList,
  type ScenarioSummary,
  type ScenarioView,
  type StartReviewResponse,
  shownScore,
  type WhatIfQuestions,
  type WhatIfResult,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, runningText } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NOT_SUBMITTED } from './scenario-service';

/**
 * What if (issue 33): a report's answers or dates changed and scored again on its own version,
 * against the report, which never changes; scenarios saved, reopened and deleted; access as for
 * the review.
 */
let t: TestApp;
let owner: Person;
let lead: Person;
let approver: Person;
let colleague: Person;
let admin: Person;
let stranger: Person;
let reviewId = '';
let reportScore = 0;
const COMPANY = 'What If Advisers';

/** The trust's living settlor leaves the UK: a change an adviser would try. */
const LEAVES_UK = { answers: { 't1/ann:pre': { settlor_uk_resident_current: 'no' } }, dates: [] };

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  owner = await person(t, COMPANY, { isApprover: true });
  lead = await person(t, COMPANY, { isAccountLead: true });
  approver = await person(t, COMPANY, { isApprover: true });
  colleague = await person(t, COMPANY);
  admin = await person(t, 'Provider', { isAdmin: true });
  stranger = await person(t, 'Elsewhere', { isAccountLead: true, isApprover: true });
  const start = (
    await t.request(routes.startReview, { body: { structure: testStructure() }, token: owner.token })
  ).json<StartReviewResponse>();
  await answerAll(t, owner.token, start);
  expect(
    (await t.request(routes.submit, { params: { id: start.reviewId }, token: owner.token })).statusCode,
  ).toBe(200);
  reviewId = start.reviewId;
  reportScore = (
    await t.request(routes.report, { params: { id: reviewId }, token: owner.token })
  ).json<ReportView>().originalScore;
});
afterAll(() => t.close());

const whatIf = (who: Person, changes: unknown) =>
  t.request(routes.whatIf, { params: { id: reviewId }, token: who.token, body: { changes } as never });

describe('a what-if on a report', () => {
  it('lists the questions it may change, with the answers given', async () => {
    const res = await t.request(routes.whatIfQuestions, { params: { id: reviewId }, token: owner.token });
    expect(res.statusCode).toBe(200);
    const ann = res.json<WhatIfQuestions>().parts.find((p) => p.partId === 't1/ann:pre');
    expect(ann?.questions.find((q) => q.name === 'settlor_uk_resident_current')).toMatchObject({
      value: 'yes',
      answer: ['yes'],
    });
  });

  it('scores the changed answers against the report, and the report does not change', async () => {
    const res = await whatIf(owner, LEAVES_UK);
    expect(res.statusCode).toBe(200);
    const result = res.json<WhatIfResult>();
    expect(result.reportScore).toBe(reportScore);
    expect(result.score).toBeLessThan(reportScore);
    expect(result.comparison.scoreBefore).toBe(reportScore);
    expect(result.comparison.scoreAfter).toBe(result.score);
    expect(result.comparison.cells.some((c) => c.direction === 'down')).toBe(true);
    const again = (
      await t.request(routes.report, { params: { id: reviewId }, token: owner.token })
    ).json<ReportView>();
    expect(again.originalScore).toBe(reportScore);
  });

  it('changes a structure date, and refuses dates and answers the review could not have', async () => {
    const ended = await whatIf(owner, {
      answers: {},
      dates: [{ kind: 'holdingEnd', entityId: 'c2', ownerId: 't1', start: '01/01/2016', date: '31/03/2026' }],
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<WhatIfResult>().structure.entities.c2?.dates[0]?.end).toBe('31/03/2026');
    const badDate = await whatIf(owner, {
      answers: {},
      dates: [{ kind: 'entityEnd', entityId: 'c2', date: '31/02/2026' }],
    });
    expect(badDate.statusCode).toBe(400);
    const badAnswer = await whatIf(owner, {
      answers: { 't1:pre': { trust_type: 'not_offered' } },
      dates: [],
    });
    expect(badAnswer.statusCode).toBe(400);
  });

  it('reads the review again once it was returned, changed and submitted again', async () => {
    const start = (
      await t.request(routes.startReview, { body: { structure: testStructure() }, token: owner.token })
    ).json<StartReviewResponse>();
    await answerAll(t, owner.token, start);
    const id = start.reviewId;
    await t.request(routes.submit, { params: { id }, token: owner.token });
    const tryOn = () =>
      t.request(routes.whatIf, { params: { id }, token: owner.token, body: { changes: LEAVES_UK } });
    const before = (await tryOn()).json<WhatIfResult>();
    expect(before.score).toBeLessThan(before.reportScore);

    // The administrator returns it; the owner answers as the scenario did and submits again.
    expect((await t.request(routes.returnReview, { params: { id }, token: admin.token })).statusCode).toBe(
      204,
    );
    expect((await tryOn()).statusCode).toBe(409);
    const questions = (
      await t.request(routes.whatIfQuestions, { params: { id: reviewId }, token: owner.token })
    ).json<WhatIfQuestions>();
    const ann = questions.parts.find((p) => p.partId === 't1/ann:pre');
    const answers = Object.fromEntries(ann?.questions.map((q) => [q.name, q.value]) ?? []);
    const next = await t.request(routes.next, {
      params: { id },
      token: owner.token,
      body: { part: { id: 't1/ann:pre', answers: { ...answers, ...LEAVES_UK.answers['t1/ann:pre'] } } },
    });
    expect(next.statusCode).toBe(200);
    const step = next.json<NextResponse>();
    // A settlor who left may be asked more (when): answered as the script answers.
    if (!step.finished)
      await answerAll(t, owner.token, { ...start, part: step.part, questions: step.questions });
    expect((await t.request(routes.submit, { params: { id }, token: owner.token })).statusCode).toBe(200);

    // The new report already has the settlor gone: the same scenario changes nothing.
    const after = (await tryOn()).json<WhatIfResult>();
    expect(after.reportScore).toBe(before.score);
    expect(after.score).toBe(after.reportScore);
  });

  it('is for who may read the review; another company reads 404; an unsubmitted review 409', async () => {
    for (const who of [lead, approver, admin]) expect((await whatIf(who, LEAVES_UK)).statusCode).toBe(200);
    for (const who of [colleague, stranger]) expect((await whatIf(who, LEAVES_UK)).statusCode).toBe(404);
    const open = (
      await t.request(routes.startReview, { body: { structure: testStructure() }, token: owner.token })
    ).json<StartReviewResponse>();
    const refused = await t.request(routes.whatIf, {
      params: { id: open.reviewId },
      token: owner.token,
      body: { changes: LEAVES_UK },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(NOT_SUBMITTED);
  });
});

describe('saved scenarios', () => {
  it('are saved with a name, reopened scored again, renamed, and deleted', async () => {
    const saved = await t.request(routes.saveScenario, {
      params: { id: reviewId },
      token: owner.token,
      body: { name: 'Ann leaves the UK', changes: LEAVES_UK },
    });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<ScenarioSummary>();
    const listed = (
      await t.request(routes.scenarios, { params: { id: reviewId }, token: lead.token })
    ).json<ScenarioList>();
    expect(listed.scenarios.map((s) => s.name)).toContain('Ann leaves the UK');

    const opened = (
      await t.request(routes.scenario, { params: { id }, token: owner.token })
    ).json<ScenarioView>();
    expect(opened).toMatchObject({ name: 'Ann leaves the UK', createdBy: owner.email, mayEdit: true });
    expect(opened.result.score).toBeLessThan(reportScore);

    const renamed = await t.request(routes.updateScenario, {
      params: { id },
      token: owner.token,
      body: { name: 'Ann leaves in April', changes: LEAVES_UK },
    });
    expect(renamed.json<ScenarioSummary>().name).toBe('Ann leaves in April');

    // An approver reads it but may not change or delete another's scenario; another company reads 404.
    expect(
      (await t.request(routes.scenario, { params: { id }, token: approver.token })).json<ScenarioView>()
        .mayEdit,
    ).toBe(false);
    expect(
      (await t.request(routes.deleteScenario, { params: { id }, token: approver.token })).statusCode,
    ).toBe(403);
    expect((await t.request(routes.scenario, { params: { id }, token: stranger.token })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request(routes.deleteScenario, { params: { id }, token: stranger.token })).statusCode,
    ).toBe(404);

    expect((await t.request(routes.deleteScenario, { params: { id }, token: lead.token })).statusCode).toBe(
      204,
    );
    expect((await t.request(routes.scenario, { params: { id }, token: owner.token })).statusCode).toBe(404);
  });

  it('download as a PDF marked a scenario on every page, with the scenario against the report', async () => {
    const { id } = (
      await t.request(routes.saveScenario, {
        params: { id: reviewId },
        token: owner.token,
        body: { name: 'Ann leaves the UK', changes: LEAVES_UK },
      })
    ).json<ScenarioSummary>();
    const opened = (
      await t.request(routes.scenario, { params: { id }, token: owner.token })
    ).json<ScenarioView>();
    const res = await t.request(routes.scenarioPdf, { params: { id }, token: lead.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Scenario - Ann leaves the UK - Oak structure.pdf');
    const pdf = res.rawPayload;
    const pages = (await pdfText(pdf)).split('\n');
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain(SCENARIO_PDF_MARK);
    const text = runningText(pages.join(' '));
    expect(text).toContain(runningText(SCENARIO_TEXTS.named('Ann leaves the UK')));
    expect(text).toContain(runningText(SCENARIO_TEXTS.against));
    // The same scores as the screen: the scenario's risk score, and the report's beside it.
    expect(text).toContain(runningText(`Risk score: ${shownScore(opened.result.score)} / 100`));
    expect(text).toContain(
      runningText(`Risk score ${shownScore(opened.result.reportScore)} ${shownScore(opened.result.score)}`),
    );
    // It is no state of the report: Verify a PDF does not take it for one.
    const verified = await t.request(routes.verifyReportPdf, {
      params: { id: reviewId },
      token: owner.token,
      body: { pdf: pdf.toString('base64') },
    });
    expect(verified.json<{ verified: boolean }>().verified).toBe(false);
    expect((await t.request(routes.scenarioPdf, { params: { id }, token: stranger.token })).statusCode).toBe(
      404,
    );
  });

  it('are not saved when their changes cannot be scored', async () => {
    const refused = await t.request(routes.saveScenario, {
      params: { id: reviewId },
      token: owner.token,
      body: { name: 'Nonsense', changes: { answers: { 'x:pre': { a: 1 } }, dates: [] } },
    });
    expect(refused.statusCode).toBe(400);
    const listed = (
      await t.request(routes.scenarios, { params: { id: reviewId }, token: owner.token })
    ).json<ScenarioList>();
    expect(listed.scenarios.map((s) => s.name)).not.toContain('Nonsense');
  });
});
