import { type EditorPresence, PRESENCE_EXPIRY_SECONDS, routes } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PresenceService } from './presence-service';

/**
 * Issue 34: two admins with the draft open in the same editor see each other. Each test makes
 * admins of its own, so what other tests leave in the table never decides its answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const admin = () => person(t, 'Presence Provider', { isAdmin: true });

async function nameOf(p: Person): Promise<string> {
  const [row] = await t.database.db.select({ name: users.userName }).from(users).where(eq(users.id, p.id));
  if (!row) throw new Error('no user');
  return row.name;
}

const heartbeat = (p: Person, editor: 'RuleEditor' | 'ResponseEditor') =>
  t.request(routes.editorPresenceHeartbeat, { params: { editor }, token: p.token });

async function othersSeenBy(p: Person, editor: 'RuleEditor' | 'ResponseEditor'): Promise<string[]> {
  const res = await t.request(routes.editorPresence, { params: { editor }, token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorPresence>().others.map((other) => other.name);
}

const principalOf = (p: Person, groups: Principal['groups'] = ['admin']): Principal => ({
  userId: p.id,
  email: p.email,
  companyId: p.companyId,
  groups,
  termsAgreed: 'yes',
  sessionId: 'presence-test',
});

describe('who else has an editor open', () => {
  it('shows two admins in the same editor each other, never themselves, and not an admin in another editor', async () => {
    const [anna, ben, cara] = [await admin(), await admin(), await admin()];
    for (const [who, editor] of [
      [anna, 'RuleEditor'],
      [ben, 'RuleEditor'],
      [cara, 'ResponseEditor'],
    ] as const) {
      const res = await heartbeat(who, editor);
      expect(res.statusCode, res.body).toBe(204);
    }

    const annaSees = await othersSeenBy(anna, 'RuleEditor');
    expect(annaSees).toContain(await nameOf(ben));
    expect(annaSees).not.toContain(await nameOf(anna));
    expect(annaSees).not.toContain(await nameOf(cara));

    const benSees = await othersSeenBy(ben, 'RuleEditor');
    expect(benSees).toContain(await nameOf(anna));
    expect(benSees).not.toContain(await nameOf(ben));

    const caraSees = await othersSeenBy(cara, 'ResponseEditor');
    expect(caraSees).not.toContain(await nameOf(anna));
    expect(caraSees).not.toContain(await nameOf(ben));
  });

  it('forgets an admin who stopped saying they are there once the expiry has passed, and keeps one who goes on', async () => {
    const [anna, ben, cara] = [await admin(), await admin(), await admin()];
    let now = new Date();
    const presence = new PresenceService(t.database.db, () => now);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

    await presence.heartbeat(principalOf(anna), 'RuleEditor');
    await presence.heartbeat(principalOf(ben), 'RuleEditor');
    const seenByCara = async () =>
      (await presence.others(principalOf(cara), 'RuleEditor')).others.map((other) => other.name);
    expect(await seenByCara()).toEqual(expect.arrayContaining([await nameOf(anna), await nameOf(ben)]));

    // Ben keeps his editor open (a heartbeat every 15 seconds); Anna closed her tab.
    now = later(PRESENCE_EXPIRY_SECONDS - 15);
    await presence.heartbeat(principalOf(ben), 'RuleEditor');
    now = later(14);
    expect(await seenByCara()).toEqual(expect.arrayContaining([await nameOf(anna), await nameOf(ben)]));

    now = later(2);
    const after = await seenByCara();
    expect(after).toContain(await nameOf(ben));
    expect(after).not.toContain(await nameOf(anna));
  });

  it('refuses both calls to account leads, approvers and plain users (403), in the routes and the service', async () => {
    const company = 'Presence Customer';
    const callers = [
      await person(t, company, { isAccountLead: true }),
      await person(t, company, { isApprover: true }),
      await person(t, company),
    ];
    for (const caller of callers) {
      expect((await heartbeat(caller, 'RuleEditor')).statusCode).toBe(403);
      const read = await t.request(routes.editorPresence, {
        params: { editor: 'RuleEditor' },
        token: caller.token,
      });
      expect(read.statusCode).toBe(403);
    }
    // The service checks again, whatever a route declares.
    const presence = new PresenceService(t.database.db);
    const lead = principalOf(callers[0] as Person, ['accountlead']);
    await expect(presence.heartbeat(lead, 'RuleEditor')).rejects.toBeInstanceOf(AppError);
    await expect(presence.others(lead, 'RuleEditor')).rejects.toBeInstanceOf(AppError);
  });

  it('refuses an editor that is not one with 400 naming the parameter', async () => {
    const anna = await admin();
    const res = await t.call('POST', '/api/editor/presence/Home', { token: anna.token });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^editor: /);
  });
});
