import { parseShare, SHARE_BAND_LABELS, ShareBand } from '@tsr/contract';
import { shareText } from '@tsr/domain/structure';

/**
 * How the form offers the share held in a period (contract OptionalShare): not known, an exact
 * percentage typed in, or one of the four bands (and a range a BODS import kept). The draft keeps only
 * the text ('' , '40', a band id, '(50,75]'); which choice shows is read from it, except while an
 * exact figure is still to be typed.
 */
export type ShareChoice = '' | 'exact' | ShareBand | ShareRangeText;

/** A range a BODS import kept (contract ShareInterval, such as '(50,75]'): chosen as it is, never typed. */
type ShareRangeText = `${'(' | '['}${string}`;

const isShareRange = (text: string): text is ShareRangeText => {
  const share = parseShare(text);
  return share !== null && 'range' in share;
};

/** The choices for a share: the fixed ones, and a range the share already holds, in words. */
export function shareChoices(text: string): readonly { value: ShareChoice; label: string }[] {
  return isShareRange(text)
    ? [...SHARE_CHOICES, { value: text, label: shareText(text) ?? text }]
    : SHARE_CHOICES;
}

export const SHARE_CHOICES: readonly { value: ShareChoice; label: string }[] = [
  { value: '', label: 'Not known' },
  { value: 'exact', label: 'Exact percentage' },
  ...ShareBand.options.map((band) => ({ value: band, label: SHARE_BAND_LABELS[band] })),
];

export const isShareBand = (text: string): text is ShareBand => ShareBand.safeParse(text).success;

/**
 * The choice a stored share shows: its band or its imported range; 'exact' for any other text (a figure, or a half-typed
 * or wrong one, which stays in the field with validation's message); for an empty share, 'exact'
 * only while the user has chosen to type one.
 */
export function shareChoice(text: string, typingExact: boolean): ShareChoice {
  if (isShareBand(text) || isShareRange(text)) return text;
  return text !== '' || typingExact ? 'exact' : '';
}
