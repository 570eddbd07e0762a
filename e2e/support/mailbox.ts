import { expect } from '@playwright/test';

const mailApi = process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3211';

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/** Waits for a mail to the address received after `since` and returns its six-digit code. */
export async function codeFromMail(to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${mailApi}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as ReceivedMail[];
        const mail = mails.filter((m) => m.receivedAt >= since).at(-1);
        code = mail?.raw.match(/code is (\d{6})/)?.[1];
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** The body of a raw mail as its reader sees it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a mail to the address received after `since` and returns the link in it to `page`. */
export async function linkFromMail(to: string, since: number, page: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${mailApi}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as ReceivedMail[];
        const mail = mails.filter((m) => m.receivedAt >= since).at(-1);
        link = mail && decodeQuotedPrintable(mail.raw).match(new RegExp(`https?://\\S+/${page}\\?\\S+`))?.[0];
        return link;
      },
      { message: `a link to ${page} mailed to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link as string);
}
