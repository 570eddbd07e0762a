import { routes, type StartReviewResponse } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTags, tagElements } from '../testing/pdf-text';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The report PDF's ownership diagram draws the structure as its user drew it (decision 0037). */

let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  owner = await person(t, 'Diagram Advisers', { isApprover: true });
});
afterAll(() => t.close());

describe('the ownership diagram of a review', () => {
  it('is the structure in the order its user drew it', async () => {
    // The company is drawn before the trust that owns it; preparation puts owners first.
    const drawn = structure(
      [
        own(entity('c1', 'company', { name: 'PropCo 9' }), 't1', '01/01/2011'),
        entity('t1', 'trust', {
          name: 'Trust A-104',
          children: [party('s1', 'settlor', 't1', ['01/06/2010'], { name: 'Settlor S-1' })],
        }),
      ],
      'Drawn order',
    );
    const start = (
      await t.request(routes.startReview, { body: { structure: drawn }, token: owner.token })
    ).json<StartReviewResponse>();
    await answerAll(t, owner.token, start);
    const submit = await t.request(routes.submit, { params: { id: start.reviewId }, token: owner.token });
    expect(submit.statusCode).toBe(200);

    const res = await t.request(routes.report, {
      params: { id: start.reviewId },
      query: { remediated: 'false' },
      token: owner.token,
      headers: { accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    const tags = await pdfTags(res.rawPayload);
    const figure = [...tagElements(tags.pages[1]?.tree ?? [])].find((node) => node.role === 'Figure');
    // The entities in the builder's order, which the report's prepared structure no longer keeps.
    expect(figure?.alt).toContain('Entities: PropCo 9 (Company), Trust A-104 (Trust).');
    expect(figure?.alt).toContain('Trust A-104 owns PropCo 9 (from 01/01/2011).');
    expect(figure?.alt).toContain('Settlor S-1 settled Trust A-104 (01/06/2010).');
  });
});
