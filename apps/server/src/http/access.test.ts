import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Principal, registerAccessControl } from './access';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';

const principals: Record<string, Principal> = {
  user: {
    userId: 'u',
    email: 'u@x.example',
    companyId: 'c',
    groups: ['submitter'],
    termsAgreed: 'yes',
    sessionId: 's',
  },
  lead: {
    userId: 'l',
    email: 'l@x.example',
    companyId: 'c',
    groups: ['accountlead'],
    termsAgreed: 'yes',
    sessionId: 's',
  },
  admin: {
    userId: 'a',
    email: 'a@x.example',
    companyId: 'c',
    groups: ['admin'],
    termsAgreed: 'yes',
    sessionId: 's',
  },
  trial: {
    userId: 't',
    email: 't@x.example',
    companyId: 'c',
    groups: ['trialuser'],
    termsAgreed: 'no',
    sessionId: 's',
  },
};

async function appWithRoutes() {
  const app = Fastify();
  registerErrorHandling(app);
  registerAccessControl(app, async (req) => {
    const who = req.headers['x-who'];
    const p = typeof who === 'string' ? principals[who] : undefined;
    if (!p) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    return p;
  });
  app.get('/api/open', { config: { access: 'public' } }, async () => 'ok');
  app.get('/api/mine', { config: { access: 'signedIn' } }, async () => 'ok');
  app.get('/api/leads', { config: { access: ['accountlead'] } }, async () => 'ok');
  app.get('/api/me', { config: { access: 'signedIn', allowTermsPending: true } }, async () => 'ok');
  const body = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
  app.post('/api/leads', { config: { access: ['accountlead'] }, schema: { body } }, async () => 'ok');
  return app;
}

const status = async (url: string, who?: string) =>
  (await (await appWithRoutes()).inject({ url, headers: who ? { 'x-who': who } : {} })).statusCode;

describe('access declarations', () => {
  it('refuses to start when an API route does not say who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app, async () => principals.user as Principal);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare who may call it/);
  });

  it('lets public routes through and asks for sign-in elsewhere', async () => {
    expect(await status('/api/open')).toBe(200);
    expect(await status('/api/mine')).toBe(401);
  });

  it('checks groups, and admins pass every group check', async () => {
    expect(await status('/api/leads', 'user')).toBe(403);
    expect(await status('/api/leads', 'lead')).toBe(200);
    expect(await status('/api/leads', 'admin')).toBe(200);
  });

  it('refuses before the body is read or validated', async () => {
    const post = async (payload: string, who?: string) => {
      const res = await (await appWithRoutes()).inject({
        method: 'POST',
        url: '/api/leads',
        payload,
        headers: { 'content-type': 'application/json', ...(who ? { 'x-who': who } : {}) },
      });
      return res.statusCode;
    };
    for (const payload of ['{}', '{"name":', 'x'.repeat(2_000_000)]) {
      expect([await post(payload), await post(payload, 'user'), await post(payload, 'trial')]).toEqual([
        401, 403, 403,
      ]);
    }
    expect([await post('{}', 'lead'), await post('{"name":"x"}', 'lead')]).toEqual([400, 200]);
  });

  it('keeps a trial user who has not agreed to the terms out of everything but the terms flow', async () => {
    expect(await status('/api/mine', 'trial')).toBe(403);
    expect(await status('/api/me', 'trial')).toBe(200);
  });
});
