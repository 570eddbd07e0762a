import { Portfolio, PortfolioCsvQuery, PortfolioQuery } from '../portfolio';
import { defineRoute } from './define-route';

const tag = 'portfolio';
const callers =
  "account leads (their company's structures) and admins (every company's, or one with `companyId`); anyone else gets 403";
const otherStatuses = {
  404: "An account lead named another company: 'This customer does not exist.'",
} as const;

/** The portfolio (issue 33): a company's saved structures by their latest reports' summaries. */
export const portfolioRoutes = {
  portfolio: defineRoute({
    method: 'GET',
    path: '/api/portfolio',
    tag,
    summary: 'Every saved structure with its latest score, heat map, trend, last review and next key date',
    description:
      'Sorted by `sort` (score, name, lastReview, nextKeyDate) and `order`; a structure without the value sorted by comes last either way, then by name. Filters: `minScore`, `head` with `minHeadScore` (1 when not given), the last review between `reviewedFrom` and `reviewedTo` (UK days), a next key date before `keyDateBefore`. A page at a time (`limit`, `offset`) with the `total` the filters keep.',
    callers,
    otherStatuses,
    access: ['accountlead'],
    keyScopes: ['readReports'],
    query: PortfolioQuery,
    responses: { 200: Portfolio },
  }),
  portfolioCsv: defineRoute({
    method: 'GET',
    path: '/api/portfolio.csv',
    tag,
    summary: 'The portfolio as a CSV file, every structure the filters keep',
    description:
      "The same sort and filters as the portfolio, without pages: a download named 'portfolio.csv'. Every cell is quoted; a text starting with =, +, - or @ is prefixed with ' so that a spreadsheet does not run it. Dates are DD/MM/YYYY.",
    callers,
    otherStatuses,
    files: ['text/csv'],
    access: ['accountlead'],
    keyScopes: ['readReports'],
    query: PortfolioCsvQuery,
    responses: {},
  }),
};
