import { type DesignerConfig, routes } from '@tsr/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { person } from '../testing/people';
import { createTestApp } from '../testing/test-app';

/** The SurveyJS Creator's licence key: the setting reaches the admins who open the Creator, and nobody else. */

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  onTestFinished(() => t.close());
  return t;
}

describe("the survey editor's Creator settings", () => {
  it('give an admin the licence key of SURVEYJS_LICENSE_KEY, and keep it out of the public configuration', async () => {
    const t = await appWith({ SURVEYJS_LICENSE_KEY: 'surveyjs-key-from-settings' });
    const admin = await person(t, 'Designer Provider', { isAdmin: true });
    const res = await t.request(routes.editorDesignerConfig, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DesignerConfig>()).toEqual({ surveyJsLicenseKey: 'surveyjs-key-from-settings' });
    const publicConfig = await t.request(routes.config);
    expect(publicConfig.statusCode).toBe(200);
    expect(publicConfig.body).not.toContain('surveyjs-key-from-settings');
  });

  it('give no key without the setting, so the Creator shows its licence banner', async () => {
    const t = await appWith({});
    const admin = await person(t, 'Designer Provider', { isAdmin: true });
    const res = await t.request(routes.editorDesignerConfig, { token: admin.token });
    expect(res.json<DesignerConfig>()).toEqual({ surveyJsLicenseKey: null });
  });

  it('are refused to account leads, approvers and plain users (403)', async () => {
    const t = await appWith({ SURVEYJS_LICENSE_KEY: 'surveyjs-key-from-settings' });
    for (const flags of [{ isAccountLead: true }, { isApprover: true }, {}]) {
      const caller = await person(t, 'Designer Customer', flags);
      const res = await t.request(routes.editorDesignerConfig, { token: caller.token });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('surveyjs-key-from-settings');
    }
  });
});
