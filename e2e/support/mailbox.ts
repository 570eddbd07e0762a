import { expect } from '@playwright/test';

const mailApi = process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3211';

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * Waits for the latest mail to the address received after `since` from which `read` finds what
 * it looks for, and returns that.
 */
async function fromLatestMail(
  to: string,
  since: number,
  what: string,
  read: (raw: string) => string | undefined,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${mailApi}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as ReceivedMail[];
        const mail = mails.filter((m) => m.receivedAt >= since).at(-1);
        found = mail && read(mail.raw);
        return found;
      },
      { message: `${what} mailed to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** Waits for a mail to the address received after `since` and returns its six-digit code. */
export function codeFromMail(to: string, since: number): Promise<string> {
  return fromLatestMail(to, since, 'a code', (raw) => raw.match(/code is (\d{6})/)?.[1]);
}

/** The body of a raw mail as its reader sees it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a mail to the address received after `since` and returns the link in it to `page`. */
export async function linkFromMail(to: string, since: number, page: string): Promise<URL> {
  const link = await fromLatestMail(
    to,
    since,
    `a link to ${page}`,
    (raw) => decodeQuotedPrintable(raw).match(new RegExp(`https?://\\S+/${page}\\?\\S+`))?.[0],
  );
  return new URL(link);
}

/** Waits for the new-account mail to the address received after `since`; its temporary password. */
export function temporaryPasswordFromMail(to: string, since: number): Promise<string> {
  return fromLatestMail(
    to,
    since,
    'a temporary password',
    (raw) => decodeQuotedPrintable(raw).match(/temporary password:\s+(\S+)/)?.[1],
  );
}
