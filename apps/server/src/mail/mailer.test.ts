import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP_URL', () => {
  it('writes each mail to the outbox folder as an .eml file', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'tsr-mail-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'TSR <no-reply@tsr.example>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({ to: 'someone@client.example', subject: 'Your code', text: 'Your code is 123456' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: someone@client.example');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Your code is 123456');
  });
});
