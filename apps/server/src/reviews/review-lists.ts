import type { UserReports } from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { isAccountLead, isAdmin } from '../http/policies';
import { type ListFilter, type ListScope, listReviews } from './list-repository';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The reviews lists (spec 2.8): completed reviews with their report, and reviews still being answered. */
export class ReviewLists {
  constructor(private readonly db: Db) {}

  /**
   * GET /user/reports: own reviews; an account lead's 'company wide' view shows the company's. An
   * admin's wide view shows every customer company's reviews: admins are the provider's staff
   * (spec 1, 6), their own company has none, and this is how they find a customer's review.
   */
  async userReports(p: Principal, createdBy: 'company' | 'mine', filter: ListFilter): Promise<UserReports> {
    // One row more than the page tells whether another page follows.
    const found = await listReviews(this.db, scopeOf(p, createdBy), { ...filter, limit: filter.limit + 1 });
    const rows = found.slice(0, filter.limit);
    const latest = rows[0]?.latestVersionId ?? null;
    const result: UserReports = { reports: [], answers: [], has_more: found.length > filter.limit };
    for (const r of rows) {
      const is_own = r.userId === p.userId;
      if (r.reportId && r.submittedAt) {
        result.reports.push({
          report_id: r.reportId,
          review_id: r.id,
          structure_name: r.structureName,
          submitted: unix(r.submittedAt),
          created_by: r.email,
          risk_score: r.score ?? 0,
          is_own,
          old_report: latest !== null && r.surveyVersionId !== latest,
        });
      } else {
        result.answers.push({
          survey_answer_id: r.id,
          structure_name: r.structureName,
          last_modified: unix(r.updatedAt),
          created_by: r.email,
          is_own,
          finished: r.finished,
        });
      }
    }
    return result;
  }
}

/** Only an admin or an account lead widens the list; anyone else asking for it sees their own. */
function scopeOf(p: Principal, createdBy: 'company' | 'mine'): ListScope {
  if (createdBy !== 'company') return { kind: 'user', userId: p.userId };
  if (isAdmin(p)) return { kind: 'all' };
  if (isAccountLead(p)) return { kind: 'company', companyId: p.companyId };
  return { kind: 'user', userId: p.userId };
}
