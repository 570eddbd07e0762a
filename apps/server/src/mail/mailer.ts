import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, each mail is written as an .eml file to
 * the outbox folder and the file is logged (never the mail's text: it carries codes).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe(mail.to)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      opts.log.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}

const safe = (s: string) => s.replace(/[^a-zA-Z0-9@._-]/g, '_');
