import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes, type StartReviewResponse, type SubmitResponse } from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { charges, reports, reviews } from '../db/schema';
import { person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { type TestApp, testAppOn } from '../testing/test-app';
import { BACKUP_MESSAGES, backupDataDir, restoreDataDir } from './backup';

/** The embedded database backed up and restored (README, "Backups"): everything comes back. */

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `tsr-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A server's app on a data folder on disk, as main.ts opens it. */
async function serverOn(dataDir: string): Promise<TestApp> {
  return testAppOn({
    config: loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent' }),
    database: await openDatabase({ dataDir }),
    filesDir: path.join(dataDir, 'files'),
  });
}

async function counts(t: TestApp) {
  const [r] = await t.database.db.select({ n: count() }).from(reviews);
  const [p] = await t.database.db.select({ n: count() }).from(reports);
  const [c] = await t.database.db.select({ n: count() }).from(charges);
  return { reviews: r?.n, reports: p?.n, charges: c?.n };
}

describe('npm run backup and npm run restore', () => {
  it('restores into a fresh DATA_DIR every review, report, charge and file', async () => {
    const dataDir = folder('data');
    const t = await serverOn(dataDir);
    const { token } = await person(t, 'Backed Up Ltd', { isApprover: true });
    await publishTestContent(t);
    const start = (
      await t.request(routes.startReview, { token, body: { structure: testStructure() } })
    ).json<StartReviewResponse>();
    await answerAll(t, token, start);
    const submitted = await t.request(routes.submit, { params: { id: start.reviewId }, token });
    expect(submitted.statusCode).toBe(200);
    await t.request(routes.startReview, { token, body: { structure: testStructure() } });
    await t.app.files.put('attachments/terms.pdf', new TextEncoder().encode('%PDF-1.4 terms'), {
      contentType: 'application/pdf',
    });
    const before = await counts(t);
    expect(before).toEqual({ reviews: 2, reports: 1, charges: 1 });

    // A running server keeps the folder: the backup refuses and says why.
    const target = path.join(folder('backups'), 'nightly');
    await expect(backupDataDir(dataDir, target)).rejects.toThrow(BACKUP_MESSAGES.serverRunning(dataDir));
    await t.close();

    await backupDataDir(dataDir, target);
    const fresh = folder('restored');
    await restoreDataDir(target, fresh);
    await expect(restoreDataDir(target, fresh)).rejects.toThrow(BACKUP_MESSAGES.restoreNotEmpty(fresh));

    const restored = await serverOn(fresh);
    try {
      expect(await counts(restored)).toEqual(before);
      const file = await restored.app.files.get('attachments/terms.pdf');
      expect(file && new TextDecoder().decode(file.body)).toBe('%PDF-1.4 terms');
      // The same person, with the token the first server gave (its key is in the database too).
      const report = await restored.request(routes.report, {
        params: { id: start.reviewId },
        query: { remediated: 'false' },
        token,
      });
      expect(report.statusCode).toBe(200);
      expect(report.json<{ report_id: string }>().report_id).toBe(submitted.json<SubmitResponse>().report_id);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a folder that is not a backup, and a data folder another server holds', async () => {
    await expect(restoreDataDir(folder('nothing'), folder('data'))).rejects.toThrow('is not a backup');
    const busy = folder('busy');
    const lock = lockDataDir(busy);
    try {
      await expect(backupDataDir(busy, folder('target'))).rejects.toThrow('There is no embedded database');
    } finally {
      lock.release();
    }
  });
});
