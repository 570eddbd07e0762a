import { parseShare, parseStructureDate, type ShareBand, shareIntervalText } from '@tsr/contract';

/**
 * The values BODS 0.4 and our structure write differently (docs/decisions/0041-bods.md): dates
 * (BODS's YYYY-MM-DD, our dd/mm/yyyy) and shares (BODS's exact figure or range, our exact figure,
 * band or range text).
 */

/** A BODS date (YYYY-MM-DD) as our dd/mm/yyyy, or null when it is not a real calendar date. */
export function fromBodsDate(text: string | undefined): string | null {
  const match = text === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ours = `${match[3]}/${match[2]}/${match[1]}`;
  return parseStructureDate(ours) ? ours : null;
}

/** Our dd/mm/yyyy as a BODS date, or undefined when the text is not a date (a draft's blank). */
export function toBodsDate(text: string | undefined): string | undefined {
  const date = text === undefined ? null : parseStructureDate(text);
  if (!date) return undefined;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** BODS's share of an interest: an exact percentage, or a range with each end inclusive or exclusive. */
export interface BodsShare {
  exact?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

type Interval = { lo: number; hi: number; loOpen: boolean; hiOpen: boolean };

/** Our bands as the ranges the law's thresholds make (contract SHARE_BAND_LABELS). */
const BANDS: Readonly<Record<ShareBand, Interval>> = {
  under_5: { lo: 0, hi: 5, loOpen: true, hiOpen: true },
  '5_to_25': { lo: 5, hi: 25, loOpen: false, hiOpen: false },
  over_25_to_50: { lo: 25, hi: 50, loOpen: true, hiOpen: false },
  over_50: { lo: 50, hi: 100, loOpen: true, hiOpen: false },
};

const sameInterval = (a: Interval, b: Interval) =>
  a.lo === b.lo && a.hi === b.hi && a.loOpen === b.loOpen && a.hiOpen === b.hiOpen;

/** What a BODS share becomes: our share text, or the reason it has no place. */
export type ShareReading = { share: string } | { problem: string };

/**
 * A BODS share as our share text: an exact figure as it is; a range that is one of our bands as
 * that band; any other range as a range (never widened to a band, which would claim more than the
 * file says). A range open at the top reads up to 100%; one open at the bottom from 0%.
 */
export function fromBodsShare(share: BodsShare): ShareReading {
  if (share.exact !== undefined) {
    const text = String(share.exact);
    const parsed = parseShare(text);
    return parsed && 'exact' in parsed
      ? { share: text }
      : {
          problem: `the share ${share.exact}% is not a holding our structure keeps (more than 0%, at most 100%, 4 decimals)`,
        };
  }
  const lo = share.exclusiveMinimum ?? share.minimum ?? 0;
  const hi = share.exclusiveMaximum ?? share.maximum ?? 100;
  const interval: Interval = {
    lo,
    hi,
    // No lower end: any holding is more than 0%.
    loOpen: share.exclusiveMinimum !== undefined || share.minimum === undefined,
    hiOpen: share.exclusiveMaximum !== undefined,
  };
  const band = (Object.keys(BANDS) as ShareBand[]).find((key) => sameInterval(BANDS[key], interval));
  if (band) return { share: band };
  if (interval.lo === 0 && !interval.loOpen) interval.loOpen = true;
  const text = shareIntervalText(interval);
  return parseShare(text)
    ? { share: text }
    : {
        problem: `the share range ${describe(share)} is not a range of a holding (from more than 0% to at most 100%)`,
      };
}

function describe(share: BodsShare): string {
  return Object.entries(share)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
}

/** Our share text as BODS's share; undefined when none was given (or the draft's text is not a share). */
export function toBodsShare(text: string | undefined): BodsShare | undefined {
  const share = text ? parseShare(text) : null;
  if (!share) return undefined;
  if ('exact' in share) return { exact: share.exact };
  const { lo, hi, loOpen, hiOpen } = 'band' in share ? BANDS[share.band] : share.range;
  return {
    ...(loOpen ? { exclusiveMinimum: lo } : { minimum: lo }),
    ...(hiOpen ? { exclusiveMaximum: hi } : { maximum: hi }),
  };
}
