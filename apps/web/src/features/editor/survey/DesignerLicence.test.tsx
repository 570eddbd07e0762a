import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { apiPath, routes } from '@tsr/contract';
import { setLicenseKey } from 'survey-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../api/auth-session';
import { fakeApi, json } from '../../../test/fake-api';
import { DesignerLicence } from './DesignerLicence';

vi.mock('survey-core', async (original) => ({
  ...(await original<typeof import('survey-core')>()),
  setLicenseKey: vi.fn(),
}));

const configPath = `GET ${apiPath(routes.editorDesignerConfig)}`;

function openDesigner(surveyJsLicenseKey: string | null) {
  const api = fakeApi({ [configPath]: () => json({ surveyJsLicenseKey }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DesignerLicence>
        <p>The Creator</p>
      </DesignerLicence>
    </QueryClientProvider>,
  );
  return api;
}

describe("the SurveyJS Creator's licence", () => {
  beforeEach(() => {
    vi.mocked(setLicenseKey).mockClear();
    storeTokens({ id_token: 'id-token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  });

  it("is given the server's key before the Creator starts", async () => {
    const api = openDesigner('key-from-the-setting');
    expect(await screen.findByText('The Creator')).toBeDefined();
    expect(setLicenseKey).toHaveBeenCalledWith('key-from-the-setting');
    expect(api.calls[0]?.authorization).toBe('Bearer id-token-1');
  });

  it('is given no key when the server has none, so the banner stays', async () => {
    openDesigner(null);
    expect(await screen.findByText('The Creator')).toBeDefined();
    expect(setLicenseKey).not.toHaveBeenCalled();
  });
});
