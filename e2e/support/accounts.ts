import { expect } from '@playwright/test';
import { temporaryPasswordFromMail } from './mailbox';
import { demo } from './session';

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 3210)}`;

export interface OwnAccount {
  email: string;
  password: string;
}

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * A user of the demo lead's company made for one journey, signed in once to set its own password:
 * a journey that changes its user's password or ends its sessions uses one of these, so the
 * journeys beside it keep the demo accounts as the README lists them.
 */
export async function ownAccount(name: string): Promise<OwnAccount> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@northbridge.example`;
  const password = 'Own-account-2026';
  const since = Date.now();

  const lead = await post('/api/auth/login', { username: demo.lead.email, password: demo.lead.password });
  const { tokens } = (await lead.json()) as { tokens: { id_token: string } };
  const created = await post('/api/users/users', { name, email }, tokens.id_token);
  expect(created.status, await created.clone().text()).toBe(202);

  const temporary = await temporaryPasswordFromMail(email, since);
  const first = await post('/api/auth/login', { username: email, password: temporary });
  const { session } = (await first.json()) as { session: string };
  const set = await post('/api/auth/newpassword', { session, new_password: password });
  expect(set.status, await set.clone().text()).toBe(200);
  return { email, password };
}
