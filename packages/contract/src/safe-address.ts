import { z } from 'zod';

/**
 * The one rule for every address a user or an admin can store (footer links, the trial
 * terms, attachments, and the links of every Markdown text the product renders). Server and web
 * share it, so what the editors say before a save is what the API refuses (docs/authoring.md,
 * "Addresses", and docs/decisions/0011).
 *
 * Allowed: `https:`, `http:` and `mailto:` (in any case), and relative addresses: a path
 * (`/support`, `terms.pdf`, `../x`), a query (`?tab=2`) or an anchor (`#fees`), all of which stay
 * on this site. Refused: any other scheme (`javascript:`, `vbscript:`, `data:`, `file:`, `tel:`
 * ...), a protocol-relative `//host` (another site, with this page's scheme), and anything a
 * browser would read otherwise than it looks: spaces and control or invisible characters anywhere
 * (browsers drop leading spaces and tabs or line breaks inside, so ` java\tscript:` runs as
 * `javascript:`), and backslashes (browsers read `/\host` as `//host`).
 */
export const ALLOWED_SCHEMES = ['https', 'http', 'mailto'] as const;

/** The most an address may hold; longer is no address a person typed. */
export const ADDRESS_MAX_LENGTH = 2_000;

export const ADDRESS_MESSAGES = {
  empty: 'Please enter an address',
  tooLong: `Please use an address of at most ${ADDRESS_MAX_LENGTH.toLocaleString('en-GB')} characters`,
  hidden: (codePoint: string) =>
    `Please remove the space or invisible character ${codePoint} from the address (use %20 for a space)`,
  backslash: 'Please use / instead of \\ in the address',
  otherSite: 'Please start the address with https: (an address starting with // is not allowed)',
  scheme: (scheme: string) =>
    `Addresses starting with '${scheme}:' are not allowed: use an https:, http: or mailto: address, or a relative path such as /support or #fees`,
} as const;

// Spaces and separators of any script, C0 and C1 controls, DEL, and the invisible format
// characters (zero-width, bidirectional overrides, byte order mark) that make an address read
// otherwise than it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const INVISIBLE = /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why an address cannot be stored, in words for the admin; null when it can. */
export function addressProblem(address: string): string | null {
  if (address === '') return ADDRESS_MESSAGES.empty;
  if (address.length > ADDRESS_MAX_LENGTH) return ADDRESS_MESSAGES.tooLong;
  const hidden = [...address].find((char) => CONTROL.test(char) || INVISIBLE.test(char));
  if (hidden !== undefined) return ADDRESS_MESSAGES.hidden(codePoint(hidden));
  if (address.includes('\\')) return ADDRESS_MESSAGES.backslash;
  const scheme = SCHEME.exec(address)?.[1];
  if (scheme !== undefined) {
    return (ALLOWED_SCHEMES as readonly string[]).includes(scheme.toLowerCase())
      ? null
      : ADDRESS_MESSAGES.scheme(scheme);
  }
  // No scheme: a relative address, unless it names another host.
  if (address.startsWith('//')) return ADDRESS_MESSAGES.otherSite;
  return null;
}

/** Whether an address may be stored and made a link. */
export function isSafeAddress(address: string): boolean {
  return addressProblem(address) === null;
}

/** A stored address: https:, http:, mailto: or relative (see above), else the reason. */
export const SafeAddress = z.string().superRefine((value, ctx) => {
  const problem = addressProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
