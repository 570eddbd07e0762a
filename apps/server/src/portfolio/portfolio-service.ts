import type { Portfolio, PortfolioCsvQuery, PortfolioEntry, PortfolioQuery } from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertLeadOrAdmin, CUSTOMER_NOT_FOUND, isAdmin } from '../http/policies';
import { portfolioCsv } from './portfolio-csv';
import {
  type PortfolioFilter,
  type PortfolioRead,
  type PortfolioRow,
  type PortfolioScope,
  portfolioCompanies,
  readPortfolio,
} from './portfolio-repository';

/**
 * The portfolio (issue 33): a company's saved structures by their latest reports' summaries, for
 * account leads (their company) and admins (every company, or the one named). A lead naming another
 * company is told it does not exist, as the customer metrics say.
 */
export class PortfolioService {
  constructor(private readonly db: Db) {}

  async page(p: Principal, query: PortfolioQuery): Promise<Portfolio> {
    const scope = scopeOf(p, query.companyId);
    const read = readOf(query, query.limit, query.offset);
    const [rows, companies] = await Promise.all([
      readPortfolio(this.db, scope, read),
      isAdmin(p) ? portfolioCompanies(this.db) : Promise.resolve([]),
    ]);
    // A page past the end holds no row to tell the total: the first row of the same read does.
    const total =
      rows[0]?.total ??
      (query.offset > 0 ? ((await readPortfolio(this.db, scope, readOf(query, 1, 0)))[0]?.total ?? 0) : 0);
    return { structures: rows.map(entryOf), total, companies };
  }

  /** Every structure the filters keep, as the CSV file. */
  async csv(p: Principal, query: PortfolioCsvQuery): Promise<string> {
    const rows = await readPortfolio(this.db, scopeOf(p, query.companyId), readOf(query, null, 0));
    return portfolioCsv(rows.map(entryOf));
  }
}

function scopeOf(p: Principal, companyId: string | undefined): PortfolioScope {
  assertLeadOrAdmin(p);
  if (isAdmin(p)) return companyId ? { kind: 'company', companyId } : { kind: 'all' };
  if (companyId && companyId !== p.companyId) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return { kind: 'company', companyId: p.companyId };
}

function readOf(query: PortfolioCsvQuery, limit: number | null, offset: number): PortfolioRead {
  const filter: PortfolioFilter = {
    minScore: query.minScore ?? null,
    head: query.head ?? null,
    // A tax head alone keeps the structures with any risk in it.
    minHeadScore: query.head ? (query.minHeadScore ?? 1) : null,
    reviewedFrom: query.reviewedFrom ?? null,
    reviewedTo: query.reviewedTo ?? null,
    keyDateBefore: query.keyDateBefore ?? null,
  };
  return { sort: query.sort, order: query.order, filter, limit, offset };
}

const entryOf = ({ total: _total, ...row }: PortfolioRow): PortfolioEntry => row;
