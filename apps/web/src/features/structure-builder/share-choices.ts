import { SHARE_BAND_LABELS, ShareBand } from '@tsr/contract';

/**
 * How the form offers the share held in a period (contract OptionalShare): not known, an exact
 * percentage typed in, or one of the four bands. The draft keeps only the text ('' , '40', a band
 * id); which choice shows is read from it, except while an exact figure is still to be typed.
 */
export type ShareChoice = '' | 'exact' | ShareBand;

export const SHARE_CHOICES: readonly { value: ShareChoice; label: string }[] = [
  { value: '', label: 'Not known' },
  { value: 'exact', label: 'Exact percentage' },
  ...ShareBand.options.map((band) => ({ value: band, label: SHARE_BAND_LABELS[band] })),
];

export const isShareBand = (text: string): text is ShareBand => ShareBand.safeParse(text).success;

/**
 * The choice a stored share shows: its band; 'exact' for any other text (a figure, or a half-typed
 * or wrong one, which stays in the field with validation's message); for an empty share, 'exact'
 * only while the user has chosen to type one.
 */
export function shareChoice(text: string, typingExact: boolean): ShareChoice {
  if (isShareBand(text)) return text;
  return text !== '' || typingExact ? 'exact' : '';
}
