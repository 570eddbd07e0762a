import {
  type CivilDate,
  PORTFOLIO_MESSAGES,
  type PortfolioCsvQuery,
  type PortfolioSort,
  parseStructureDate,
  portfolioFilterProblem,
  type SortOrder,
  TAX_HEADS,
  type TaxHead,
} from '@tsr/contract';

/** The filter form as typed: text fields, dates as DD/MM/YYYY; '' where nothing is asked. */
export interface FilterForm {
  /** '' for every company (admins only choose one). */
  companyId: string;
  minScore: string;
  head: TaxHead | '';
  minHeadScore: string;
  reviewedFrom: string;
  reviewedTo: string;
  keyDateBefore: string;
}

export const EMPTY_FILTERS: FilterForm = {
  companyId: '',
  minScore: '',
  head: '',
  minHeadScore: '',
  reviewedFrom: '',
  reviewedTo: '',
  keyDateBefore: '',
};

/** The filters as the server takes them: only what is asked. */
export type Filters = Omit<PortfolioCsvQuery, 'sort' | 'order'>;

export const FILTER_MESSAGES = {
  score: (label: string) => `${label} must be a number from 0 to 100.`,
  date: (label: string) => `Enter the ${label} as DD/MM/YYYY.`,
  ...PORTFOLIO_MESSAGES,
} as const;

const iso = (d: CivilDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The score typed, or the sentence that says it is not one. */
function scoreOf(text: string, label: string): number | undefined | string {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : FILTER_MESSAGES.score(label);
}

/** The day typed as DD/MM/YYYY, as YYYY-MM-DD, or the sentence that says it is not a date. */
function dayOf(text: string, label: string): string | undefined | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const date = parseStructureDate(trimmed);
  return date ? iso(date) : { problem: FILTER_MESSAGES.date(label) };
}

/**
 * The form's filters as the server takes them, or the first sentence saying what is wrong: the
 * screen refuses what the server would, in the same words (the contract's check), before sending.
 */
export function filtersOf(form: FilterForm): Filters | string {
  const minScore = scoreOf(form.minScore, 'The minimum score');
  if (typeof minScore === 'string') return minScore;
  const minHeadScore = scoreOf(form.minHeadScore, 'The tax head score');
  if (typeof minHeadScore === 'string') return minHeadScore;
  const days = {
    reviewedFrom: dayOf(form.reviewedFrom, 'last review "from" date'),
    reviewedTo: dayOf(form.reviewedTo, 'last review "to" date'),
    keyDateBefore: dayOf(form.keyDateBefore, 'next key date'),
  };
  for (const day of Object.values(days)) if (typeof day === 'object') return day.problem;
  const filters: Filters = {
    ...(form.companyId ? { companyId: form.companyId } : {}),
    ...(minScore !== undefined ? { minScore } : {}),
    ...(form.head ? { head: form.head } : {}),
    ...(minHeadScore !== undefined ? { minHeadScore } : {}),
    ...(typeof days.reviewedFrom === 'string' ? { reviewedFrom: days.reviewedFrom } : {}),
    ...(typeof days.reviewedTo === 'string' ? { reviewedTo: days.reviewedTo } : {}),
    ...(typeof days.keyDateBefore === 'string' ? { keyDateBefore: days.keyDateBefore } : {}),
  };
  return portfolioFilterProblem(filters) ?? filters;
}

/** The order a column's header gives on its first click: scores and dates that matter most first. */
export const FIRST_ORDER: Record<PortfolioSort, SortOrder> = {
  score: 'desc',
  name: 'asc',
  lastReview: 'desc',
  nextKeyDate: 'asc',
};

export const HEADS: readonly TaxHead[] = TAX_HEADS;

/** YYYY-MM-DD as DD/MM/YYYY. */
export const dayText = (iso: string | null) =>
  iso === null ? '—' : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
