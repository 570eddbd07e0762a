import { inspect } from 'node:util';
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
      databasePoolSize: 20,
      helpChat: null,
      surveyJsLicenseKey: null,
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
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: /);
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
  });

  it('turns demo data off on PostgreSQL unless asked, and on when asked', () => {
    const pg = 'postgres://u@localhost/db';
    expect(loadConfig({ DATABASE_URL: pg }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads the SurveyJS Creator licence key', () => {
    expect(loadConfig({ SURVEYJS_LICENSE_KEY: 'key-1' }).surveyJsLicenseKey).toBe('key-1');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('keeps files on disk under DATA_DIR/files unless FILE_STORE=s3', () => {
    const c = loadConfig({ DATA_DIR: '/srv/tsr' });
    expect(c.fileStore).toEqual({ kind: 'disk', dir: '/srv/tsr/files' });
  });

  it('needs the bucket and both keys for FILE_STORE=s3, naming what is missing', () => {
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      /FILE_STORE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
  });

  it('never shows the S3 secret when the configuration is printed or logged', () => {
    const secret = 'very-secret-key-value-123';
    const c = loadConfig({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: secret,
    });
    expect(c.fileStore).toMatchObject({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'AKIA1',
    });
    // The store still reads it...
    expect(c.fileStore.kind === 's3' && c.fileStore.secretAccessKey).toBe(secret);
    // ...but no way of printing the configuration does.
    expect(JSON.stringify(c)).not.toContain(secret);
    expect(inspect(c, { depth: 5 })).not.toContain(secret);
  });
});
