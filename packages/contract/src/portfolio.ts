import { z } from 'zod';
import { TaxHead } from './report';
import { Uuid } from './routes/define-route';

/**
 * The portfolio (issue 33): every saved structure of a company with its latest score, the highest
 * cell per tax head of that report (a heat map), the trend of its scores, its last review and its
 * next key date; for account leads (their company) and admins (every company, or one). Sorted and
 * filtered by the database from the summary kept beside each report (reports.head_scores,
 * reports.next_key_date), never the reports themselves.
 */

export const PORTFOLIO_SORTS = ['score', 'name', 'lastReview', 'nextKeyDate'] as const;
export const PortfolioSort = z.enum(PORTFOLIO_SORTS);
export type PortfolioSort = z.infer<typeof PortfolioSort>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** A calendar day in a query: YYYY-MM-DD (the screen shows and takes DD/MM/YYYY). */
const Day = z.iso.date();

/** What the portfolio says of filters it refuses, the screen and the server in the same words. */
export const PORTFOLIO_MESSAGES = {
  headScoreWithoutHead: 'Choose the tax head whose score to filter by.',
  reviewRangeReversed: 'The last review "to" date must not be before the "from" date.',
} as const;

/** Why a portfolio query's filters are refused, or null when the server reads them. */
export function portfolioFilterProblem(q: {
  head?: TaxHead | undefined;
  minHeadScore?: number | undefined;
  reviewedFrom?: string | undefined;
  reviewedTo?: string | undefined;
}): string | null {
  if (q.minHeadScore !== undefined && q.head === undefined) return PORTFOLIO_MESSAGES.headScoreWithoutHead;
  // YYYY-MM-DD compares as text in calendar order.
  if (q.reviewedFrom && q.reviewedTo && q.reviewedTo < q.reviewedFrom)
    return PORTFOLIO_MESSAGES.reviewRangeReversed;
  return null;
}

const Score = z.coerce.number().min(0).max(100);

/**
 * The filters, shared by the page (GET /portfolio) and the CSV download (GET /portfolio.csv). Each
 * filter given narrows the structures; a structure never submitted has no score, head scores, last
 * review or key date, so any filter on those leaves it out. Checked on the whole query, so a 400
 * says the screen's sentence rather than naming a field.
 */
const filterFields = {
  /** Admins: one company's structures (absent: every company's). A lead may name only their own. */
  companyId: Uuid.optional(),
  sort: PortfolioSort.default('score'),
  order: SortOrder.default('desc'),
  /** The latest overall score at least this. */
  minScore: Score.optional(),
  /** A tax head whose highest cell is at least `minHeadScore` (1 when not given: any risk in it). */
  head: TaxHead.optional(),
  minHeadScore: Score.optional(),
  /** The last review (its report's day, UK time) on or after / on or before these days. */
  reviewedFrom: Day.optional(),
  reviewedTo: Day.optional(),
  /** A next key date before this day (not on it). */
  keyDateBefore: Day.optional(),
};

export const PortfolioCsvQuery = z.object(filterFields).superRefine((q, ctx) => {
  const problem = portfolioFilterProblem(q);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type PortfolioCsvQuery = z.infer<typeof PortfolioCsvQuery>;

export const PortfolioQuery = z
  .object({
    ...filterFields,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((q, ctx) => {
    const problem = portfolioFilterProblem(q);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type PortfolioQuery = z.infer<typeof PortfolioQuery>;

/** The highest cell score of each tax head of a report's original table: the heat map's five cells. */
export const HeadScores = z.object({
  IT: z.number(),
  CGT: z.number(),
  IHT: z.number(),
  CT: z.number(),
  ATED: z.number(),
});
export type HeadScores = z.infer<typeof HeadScores>;

/** One submitted review of a structure in its trend: its report's original score, and when it was made. */
export const TrendPoint = z.object({ score: z.number(), at: z.string() });
export type TrendPoint = z.infer<typeof TrendPoint>;

/** One structure of the portfolio. Instants are ISO 8601; `nextKeyDate` is a day, YYYY-MM-DD. */
export const PortfolioEntry = z.object({
  structureId: z.string(),
  name: z.string(),
  companyId: z.string(),
  /** The company's name: the admins' portfolio spans companies. */
  companyName: z.string(),
  /** The original score of its latest submitted review; null before a first submit. */
  latestScore: z.number().nullable(),
  /** That report's highest cell per tax head; null before a first submit. */
  headScores: HeadScores.nullable(),
  /** Its submitted reviews' scores, oldest first. */
  trend: z.array(TrendPoint),
  /** When its latest submitted review's report was made. */
  lastReviewAt: z.string().nullable(),
  /** That report's soonest key date not overdue on its as-at date; null when it has none. */
  nextKeyDate: z.string().nullable(),
  /** Its reviews, submitted or not (previews never count), as the Structures screen counts them. */
  reviewCount: z.number().int().min(0),
});
export type PortfolioEntry = z.infer<typeof PortfolioEntry>;

/** A company an admin may narrow the portfolio to: one with saved structures. */
export const PortfolioCompany = z.object({ id: z.string(), name: z.string() });
export type PortfolioCompany = z.infer<typeof PortfolioCompany>;

export const Portfolio = z
  .object({
    structures: z.array(PortfolioEntry),
    /** Every structure the filters keep, of which `structures` is the page asked for. */
    total: z.number().int().min(0),
    /** Admins: the companies with saved structures, by name, for the company filter; empty for a lead. */
    companies: z.array(PortfolioCompany),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof Portfolio>;

/** The CSV file's name. */
export const PORTFOLIO_CSV_FILE = 'portfolio.csv';
