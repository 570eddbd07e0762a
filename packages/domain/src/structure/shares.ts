import {
  type DateRecord,
  type OwnerDate,
  parseShare,
  SHARE_BAND_LABELS,
  type ShareBand,
  type ShareInterval,
} from '@tsr/contract';
import { compareDates, parseDate } from '../dates';

/**
 * Shares of holdings (docs/logic-language.md, "Shares along a chain"): what the user gave for a
 * link, exact or as a band, read as the range of percentages it allows, and the arithmetic of a
 * chain of links. A share not given allows anything above 0 up to 100, so a test on it reads the
 * cautious way: the threshold may be met.
 */

/** The percentages a share allows: from `lo` to `hi`, each end included unless marked open. */
export interface ShareRange {
  readonly lo: number;
  readonly hi: number;
  readonly loOpen: boolean;
  readonly hiOpen: boolean;
  /** Every share it was made from was given as an exact percentage. */
  readonly exact: boolean;
}

const BAND_RANGES: Readonly<Record<ShareBand, ShareRange>> = {
  under_5: { lo: 0, hi: 5, loOpen: true, hiOpen: true, exact: false },
  '5_to_25': { lo: 5, hi: 25, loOpen: false, hiOpen: false, exact: false },
  over_25_to_50: { lo: 25, hi: 50, loOpen: true, hiOpen: false, exact: false },
  over_50: { lo: 50, hi: 100, loOpen: true, hiOpen: false, exact: false },
};

/** A link whose share was not given: it is a holding, so more than 0, and at most all. */
export const SHARE_NOT_GIVEN: ShareRange = { lo: 0, hi: 100, loOpen: true, hiOpen: false, exact: false };

export const NO_SHARE: ShareRange = { lo: 0, hi: 0, loOpen: false, hiOpen: false, exact: true };

const exactly = (n: number): ShareRange => ({ lo: n, hi: n, loOpen: false, hiOpen: false, exact: true });

/** Ten decimal places: enough for any product of 4-decimal percentages, and no float dust in tests. */
const tidy = (n: number): number => Math.round(n * 1e10) / 1e10;

/** The range a share text allows; a text that is not a share (a draft's) reads as not given. */
export function shareRange(text: string | undefined): ShareRange {
  if (text === undefined || text === '') return SHARE_NOT_GIVEN;
  const share = parseShare(text);
  if (!share) return SHARE_NOT_GIVEN;
  if ('exact' in share) return exactly(share.exact);
  return 'band' in share ? BAND_RANGES[share.band] : { ...share.range, exact: false };
}

/** Holding `a` of a company that holds `b` of the next: a × b (percentages). */
export function times(a: ShareRange, b: ShareRange): ShareRange {
  return {
    lo: tidy((a.lo * b.lo) / 100),
    hi: tidy((a.hi * b.hi) / 100),
    loOpen: a.loOpen || b.loOpen,
    hiOpen: a.hiOpen || b.hiOpen,
    exact: a.exact && b.exact,
  };
}

/** Two paths to the same company add up; nobody holds more than all of it. */
export function plus(a: ShareRange, b: ShareRange): ShareRange {
  const hi = tidy(a.hi + b.hi);
  return {
    lo: Math.min(100, tidy(a.lo + b.lo)),
    hi: Math.min(100, hi),
    loOpen: a.loOpen || b.loOpen,
    hiOpen: hi < 100 && (a.hiOpen || b.hiOpen),
    exact: a.exact && b.exact,
  };
}

/** The share may be `t` or more (the cautious reading of "at least t"). */
export const mayBeAtLeast = (s: ShareRange, t: number): boolean => s.hi > t || (s.hi === t && !s.hiOpen);

/** The share may be more than `t`. */
export const mayBeOver = (s: ShareRange, t: number): boolean => s.hi > t;

/** The share as a person reads it: '40%', 'More than 25%, up to 50%'; undefined when not given. */
export function shareText(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  const share = parseShare(text);
  if (!share) return undefined;
  if ('exact' in share) return `${share.exact}%`;
  return 'band' in share ? SHARE_BAND_LABELS[share.band] : intervalText(share.range);
}

/** A range in the bands' words: 'More than 50%, up to 75%', '75% or more, less than 100%'. */
function intervalText({ lo, hi, loOpen, hiOpen }: ShareInterval): string {
  const upper = hiOpen ? `less than ${hi}%` : `up to ${hi}%`;
  if (lo === 0) return upper.charAt(0).toUpperCase() + upper.slice(1);
  return `${loOpen ? `More than ${lo}%` : `${lo}% or more`}, ${upper}`;
}

/**
 * The share of the current period of a holding: the latest-starting period still held (no end),
 * else the one that ended last. A holding's share can change between periods; the rules read
 * the position now.
 */
export function currentShare(periods: readonly (DateRecord | OwnerDate)[]): string | undefined {
  let best: DateRecord | OwnerDate | undefined;
  for (const period of periods) {
    if (!best || laterPeriod(period, best)) best = period;
  }
  return best?.share === '' ? undefined : best?.share;
}

function laterPeriod(a: DateRecord | OwnerDate, b: DateRecord | OwnerDate): boolean {
  const aOpen = !a.end;
  const bOpen = !b.end;
  if (aOpen !== bOpen) return aOpen;
  const aDate = parseDate(aOpen ? a.date : (a.end as string));
  const bDate = parseDate(bOpen ? b.date : (b.end as string));
  if (!aDate || !bDate) return aDate !== null;
  return compareDates(aDate, bDate) > 0;
}
