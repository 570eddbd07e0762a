import { defaultSurveyContent } from '@tsr/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { ensureFirstSurvey, SurveyStore } from './survey-store';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the first published survey', () => {
  it('is the default content pack, published once even when two servers start together', async () => {
    const results = await Promise.all([
      ensureFirstSurvey(database.db, defaultSurveyContent()),
      ensureFirstSurvey(database.db, defaultSurveyContent()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ensureFirstSurvey(database.db, defaultSurveyContent())).toBe(false);
    const latest = await new SurveyStore(database.db).latestPublished();
    expect(latest.version).toBe(1);
    expect(latest.compiled.findings).toEqual([]);
    expect(latest.compiled.categories.map((c) => c.rowGroup.id)).toEqual(['trust', 'foundation', 'company']);
  });
});
