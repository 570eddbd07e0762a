import { apiPath, PORTFOLIO_CSV_FILE, type PortfolioSort, routes, type SortOrder } from '@tsr/contract';
import { withIdToken } from '../../api/authed';
import { call } from '../../api/client';
import { send } from '../../api/http';
import { saveFile } from '../../shared/file-download';
import type { Filters } from './portfolio-filters';

/** What a page of the portfolio is asked with: the filters applied, the sort, the page. */
export interface PortfolioPageQuery {
  filters: Filters;
  sort: PortfolioSort;
  order: SortOrder;
  offset: number;
  limit: number;
}

export const fetchPortfolio = ({ filters, sort, order, offset, limit }: PortfolioPageQuery) =>
  call(routes.portfolio, { query: { ...filters, sort, order, limit, offset } });

export const portfolioKeys = {
  page: (q: PortfolioPageQuery) => ['portfolio', q] as const,
};

/**
 * GET /api/portfolio.csv with the filters and sort shown: the server writes the file, every
 * structure the filters keep rather than the page on screen. Sent as any API call is (the bearer
 * token, one refresh on a 401, the error body's message when refused), and saved as a file.
 */
export async function downloadPortfolioCsv(filters: Filters, sort: PortfolioSort, order: SortOrder) {
  const path = apiPath(routes.portfolioCsv, { query: { ...filters, sort, order } });
  const response = await withIdToken((idToken) => send(path, { idToken }));
  saveFile(await response.blob(), PORTFOLIO_CSV_FILE);
}
