import { defaultSurveyContent } from '@tsr/content';
import { type PdfVerification, type ReportView, routes, VERIFY_TEXTS } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../pdf/pdf-fingerprint';
import { publishVersion } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Reproducible report PDFs and "Verify a PDF" (docs/decisions/0035). */

let t: TestApp;
let owner: Person;
let reviewId = '';

async function pdfOf(remediated: boolean): Promise<Buffer> {
  const res = await t.request(routes.report, {
    params: { id: reviewId },
    query: { remediated: remediated ? 'true' : 'false' },
    token: owner.token,
    headers: { accept: 'application/pdf' },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const verify = async (file: Buffer, token = owner.token) =>
  t.request(routes.verifyReportPdf, {
    params: { id: reviewId },
    token,
    body: { pdf: file.toString('base64') },
  });

const verdict = async (file: Buffer) => (await verify(file)).json<PdfVerification>();

beforeAll(async () => {
  t = await createTestApp();
  await publishVersion(t.database.db, defaultSurveyContent());
  owner = await person(t, 'Verify Advisers', { isApprover: true });
  reviewId = await submittedGolden(t, owner.token, 'aurora-trust-london-flat');
});
afterAll(() => t.close());

describe('a report PDF an adviser can prove unaltered', () => {
  it('renders the same report to the same bytes, its footer carrying the fingerprint', async () => {
    const [first, second] = [await pdfOf(false), await pdfOf(false)];
    expect(sha256(second)).toBe(sha256(first));
    // The tests run in any order: another may have remediated the report already.
    const remediations = (
      await t.request(routes.report, { params: { id: reviewId }, token: owner.token })
    ).json<ReportView>().comments.length;
    expect(await verdict(first)).toEqual({
      verified: true,
      message: VERIFY_TEXTS.verified(false, remediations),
      remediated: false,
      remediations,
    });
  });

  it('fails a copy with one byte changed, a file that is no PDF and a PDF of something else', async () => {
    const altered = Buffer.from(await pdfOf(false));
    const at = Math.floor(altered.length / 2);
    altered[at] = (altered[at] ?? 0) ^ 0x01;
    expect(await verdict(altered)).toEqual({ verified: false, message: VERIFY_TEXTS.altered });
    expect(await verdict(Buffer.from('not a pdf at all'))).toEqual({
      verified: false,
      message: VERIFY_TEXTS.notAPdf,
    });
    expect(await verdict(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))).toEqual({
      verified: false,
      message: VERIFY_TEXTS.notOurs,
    });
  });

  it('still verifies a PDF made before a later remediation, and the remediated view made after it', async () => {
    const before = await pdfOf(false);
    const view = (
      await t.request(routes.report, { params: { id: reviewId }, token: owner.token })
    ).json<ReportView>();
    const cell = Object.values(view.table.values)
      .flatMap((row) => Object.values(row))
      .find((c) => c.score > 0 && c.entityId && c.responseId);
    if (!cell?.entityId || !cell.responseId) throw new Error('no risk to remediate');
    const done = await t.request(routes.updateRemediation, {
      params: { id: reviewId },
      token: owner.token,
      body: {
        selector: { entityId: cell.entityId, responseId: cell.responseId },
        action: 'resolved',
        text: 'Sold',
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await verdict(before)).verified).toBe(true);
    const after = await pdfOf(true);
    expect(await verdict(after)).toMatchObject({ verified: true, remediated: true });
  });

  it('tells another company nothing', async () => {
    const stranger = await person(t, 'Elsewhere Verifiers', { isApprover: true });
    expect((await verify(await pdfOf(false), stranger.token)).statusCode).toBe(404);
  });
});
