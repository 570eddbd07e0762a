import { defaultSurveyContent } from '@tsr/content';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { ensureFirstSurvey } from '../survey/survey-store';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app with the demo accounts and the admin signed in, for the editors' tests; with the
 * default content pack published as version 1 unless `pack` is false.
 */
export async function adminTestApp({ pack = true } = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp();
  await seedDemoData(t.database.db);
  if (pack) await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  return { t, admin: await t.signIn(demo.admin.email, demo.admin.password) };
}
