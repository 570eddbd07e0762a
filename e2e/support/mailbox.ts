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
