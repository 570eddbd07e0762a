import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { Principal } from '../http/access';
import { SurveyStore } from '../survey/survey-store';
import { openTestDatabase } from '../testing/test-database';
import { ReportPool } from './report-pool';
import { ReviewAdminService } from './review-admin-service';

let database: Database;
let service: ReviewAdminService;
// Never started: every call here is refused before anything is scored.
const reports = new ReportPool();

beforeAll(async () => {
  database = await openTestDatabase();
  service = new ReviewAdminService(database.db, new SurveyStore(database.db), reports);
});
afterAll(async () => {
  await reports.close();
  await database.close();
});

const principal = (groups: Principal['groups']): Principal => ({
  userId: randomUUID(),
  email: 'someone@example.com',
  companyId: randomUUID(),
  groups,
  termsAgreed: 'yes',
  sessionId: randomUUID(),
});

const adminOnly = {
  resetScore: (p: Principal, id: string) => service.resetScore(p, id),
  resubmit: (p: Principal, id: string) => service.resubmit(p, id),
  revert: (p: Principal, id: string) => service.revert(p, id),
  useLatestSurvey: (p: Principal, id: string) => service.useLatestSurvey(p, id),
};

// The routes declare these admin-only too; the service refuses on its own, so a new route that
// forgot its access declaration could still not reach them.
describe('the report service checks who acts, not only the route', () => {
  for (const [name, call] of Object.entries(adminOnly)) {
    it(`${name} refuses an account lead with 403 before reading anything`, async () => {
      await expect(call(principal(['accountlead', 'approval']), randomUUID())).rejects.toMatchObject({
        status: 403,
        message: 'Only an administrator can do this.',
      });
    });

    it(`${name} lets an admin through to the review (404 for one that does not exist)`, async () => {
      await expect(call(principal(['admin']), randomUUID())).rejects.toMatchObject({ status: 404 });
    });
  }
});
