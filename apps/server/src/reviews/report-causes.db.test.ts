import { defaultSurveyContent } from '@tsr/content';
import { type ReportCauses, type ReportView, routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../survey/survey-store';
import { pdfText } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Causes on the content pack (docs/scoring.md): Aurora's London flat held through two holding
 * companies is one cause, stated once with every risk it raised, and resolved in one step.
 */

const DWELLING = 'The UK dwelling held by Aurora Holdings Ltd';

let t: TestApp;
let owner: Person;

const submittedReview = () => submittedGolden(t, owner.token, 'aurora-three-level-chain');

const causesOf = async (reviewId: string, token = owner.token) =>
  t.request(routes.reportCauses, { params: { id: reviewId }, token });

beforeAll(async () => {
  t = await createTestApp();
  await publishVersion(t.database.db, defaultSurveyContent());
  owner = await person(t, 'Causes Advisers', { isApprover: true });
});
afterAll(() => t.close());

describe('a report’s causes', () => {
  it('states the flat once, with the risks it raised on the trust and each company of the chain', async () => {
    const reviewId = await submittedReview();
    const res = await causesOf(reviewId);
    expect(res.statusCode).toBe(200);
    const { causes } = res.json<ReportCauses>();
    expect(causes.map((c) => c.text)).toEqual([DWELLING]);
    const [flat] = causes;
    const companyIht = flat?.findings.filter((f) => f.row === 'Company / Company' && f.column === 'IHT');
    expect(companyIht?.map((f) => f.subject).sort()).toEqual([
      'Aurora Holdings Ltd',
      'Aurora Holdings Ltd Holding 1',
      'Aurora Holdings Ltd Holding 2',
    ]);
    expect(flat?.findings.some((f) => f.row === 'Trust / Trustees' && f.column === 'ATED')).toBe(true);
    expect(flat?.findings.every((f) => f.status === null && f.text.length > 0)).toBe(true);

    // The PDF's and API's whole report carries the same causes; the PDF states the cause once.
    const view = (
      await t.request(routes.report, { params: { id: reviewId }, token: owner.token })
    ).json<ReportView>();
    expect(view.causes).toEqual(causes);
    const pdf = await t.request(routes.report, {
      params: { id: reviewId },
      token: owner.token,
      headers: { accept: 'application/pdf' },
    });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text.split(DWELLING)).toHaveLength(2);
    expect(text).toContain(`1. ${DWELLING}`);
  });

  it('resolves every risk of the cause in one step, each recorded in the timeline', async () => {
    const reviewId = await submittedReview();
    const [flat] = (await causesOf(reviewId)).json<ReportCauses>().causes;
    if (!flat) throw new Error('no cause');
    const risks = new Set(flat.findings.map((f) => `${f.selector.entityId}|${f.selector.responseId}`));
    const res = await t.request(routes.updateCauseRemediation, {
      params: { id: reviewId },
      token: owner.token,
      body: { cause: flat.key, action: 'resolved', text: 'Flat sold on 1 March' },
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<ReportView>();
    expect(view.timeline?.length).toBe(risks.size);
    expect(new Set(view.timeline?.map((e) => `${e.selector.entityId}|${e.selector.responseId}`))).toEqual(
      risks,
    );
    expect(view.timeline?.every((e) => e.action === 'resolved' && e.notes === 'Flat sold on 1 March')).toBe(
      true,
    );
    expect(view.score).toBeLessThan(view.originalScore);
    const after = (await causesOf(reviewId)).json<ReportCauses>().causes[0];
    expect(after?.findings.every((f) => f.status === 'resolved')).toBe(true);
  });

  it('refuses a cause that is not in the report, and hides the report from another company', async () => {
    const reviewId = await submittedReview();
    const unknown = await t.request(routes.updateCauseRemediation, {
      params: { id: reviewId },
      token: owner.token,
      body: { cause: 'company_uk_residential_property|nowhere', action: 'resolved', text: '' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('This cause is not in this report.');
    const stranger = await person(t, 'Other Advisers', { isApprover: true });
    expect((await causesOf(reviewId, stranger.token)).statusCode).toBe(404);
    const resolved = await t.request(routes.updateCauseRemediation, {
      params: { id: reviewId },
      token: stranger.token,
      body: { cause: 'company_uk_residential_property|c1', action: 'resolved', text: '' },
    });
    expect(resolved.statusCode).toBe(404);
  });
});
