import { routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../accounts/user-rows';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import type { Mail } from '../mail/mailer';
import { person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

// Sign-up, reset and a lead's new user must not reveal whether an e-mail has an account, by their
// answer or its time: both paths answer before doing any of the work that differs (hashing, writes,
// the e-mail).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const registered = demoAccounts.find((a) => a.role === 'plain user')?.email ?? '';

/** Holds every e-mail until released, as a slow mail server would. */
function holdMail(): { release: () => Promise<void>; sent: () => Mail[] } {
  const before = t.mailer.sent.length;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const send = t.mailer.send.bind(t.mailer);
  t.mailer.send = async (mail) => {
    await gate;
    await send(mail);
  };
  return {
    sent: () => t.mailer.sent.slice(before),
    release: async () => {
      t.mailer.send = send;
      open();
      await t.app.settled();
    },
  };
}
// Straight to the server: the test app's calls wait for the work after the answer, which the held
// mail keeps from finishing.
const post = (url: string, payload: object) => t.app.server.inject({ method: 'POST', url, payload });

describe('sign-up', () => {
  it('answers a registered and a new e-mail alike, before hashing, writing or mailing for either', async () => {
    const fresh = 'first.time@family-office.example';
    const mail = holdMail();
    const answers = [
      await post(routes.signUp.path, { email: registered, password: 'Another-pass-2026' }),
      await post(routes.signUp.path, { email: fresh, password: 'Another-pass-2026' }),
    ];
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [201, answers[1]?.body],
      [
        201,
        JSON.stringify({
          message: 'Your account has been created. Check your email for further instructions.',
        }),
      ],
    ]);
    // Nothing of either path had happened when the answers came.
    expect(await findUserByEmail(t.database.db, fresh)).toBeUndefined();
    expect(mail.sent()).toEqual([]);

    await mail.release();
    // One e-mail each, in whichever order the two finished.
    expect(new Map(mail.sent().map((m) => [m.to, m.subject]))).toEqual(
      new Map([
        [registered, 'Tax Structure Review: sign-up attempt'],
        [fresh, 'Tax Structure Review: your confirmation code'],
      ]),
    );
    expect(mail.sent()).toHaveLength(2);
    expect((await findUserByEmail(t.database.db, fresh))?.userStatus).toBe('UNCONFIRMED');
  });
});

describe('an account lead adding a user', () => {
  it("answers another company's address and a new one alike, before hashing, writing or mailing", async () => {
    const lead = await person(t, 'Disclosure Lead Ltd', { isAccountLead: true });
    const fresh = 'new.colleague@disclosure-lead.example';
    const mail = holdMail();
    const add = (email: string) =>
      t.app.server.inject({
        method: 'POST',
        url: routes.createUser.path,
        payload: { name: 'A Colleague', email },
        headers: { authorization: `Bearer ${lead.token}` },
      });
    const answers = [await add(registered), await add(fresh)];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    // The same body but for the address it repeats.
    expect(answers[0]?.body.replace(registered, fresh)).toBe(answers[1]?.body);
    expect(mail.sent()).toEqual([]);

    await mail.release();
    expect(new Map(mail.sent().map((m) => [m.to, m.subject]))).toEqual(
      new Map([
        [registered, 'Tax Structure Review: someone tried to add your e-mail address'],
        [fresh, 'Tax Structure Review: your new account'],
      ]),
    );
    expect(mail.sent()).toHaveLength(2);
    expect((await findUserByEmail(t.database.db, registered))?.companyId).not.toBe(lead.companyId);
    expect((await findUserByEmail(t.database.db, fresh))?.companyId).toBe(lead.companyId);
  });
});

describe('password reset', () => {
  it('answers a registered and an unknown e-mail alike, before issuing or mailing a code', async () => {
    const mail = holdMail();
    const answers = [
      await post(routes.resetPassword.path, { email: registered }),
      await post(routes.resetPassword.path, { email: 'ghost@nowhere.example' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Please check your email for password reset instructions.' });
    }
    expect(mail.sent()).toEqual([]);

    await mail.release();
    expect(mail.sent().map((m) => [m.to, m.subject])).toEqual([
      [registered, 'Tax Structure Review: password reset code'],
    ]);
  });
});
