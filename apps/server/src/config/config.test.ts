import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      demoData: true,
      databaseUrl: undefined,
      helpChat: null,
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('stops the start with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => loadConfig({ HELP_CHAT_PROVIDER: 'crisp' })).toThrow(
      /HELP_CHAT_PROVIDER and HELP_CHAT_SITE_ID/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('turns demo data off on PostgreSQL unless asked, and on when asked', () => {
    const pg = 'postgres://u@localhost/db';
    expect(loadConfig({ DATABASE_URL: pg }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
