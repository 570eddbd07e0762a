import { screen, waitFor } from '@testing-library/react';
import { VERIFY_TEXTS } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

afterEach(() => vi.restoreAllMocks());

describe('Verify a PDF (docs/decisions/0035)', () => {
  it('sends the chosen file and says whether it is an unaltered copy of this report', async () => {
    let verified = true;
    const bodies: unknown[] = [];
    fakeIntersection({ allNear: true });
    const { user } = renderApp('/review/r-1/report', plainUser);
    reportApi(
      { original: originalReport },
      {
        'POST /api/review/r-1/report/verify': () =>
          json(
            verified
              ? { verified, message: VERIFY_TEXTS.verified(false, 0), remediated: false, remediations: 0 }
              : { verified, message: VERIFY_TEXTS.altered },
          ),
      },
    );
    const wrapped = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/report/verify')) bodies.push(JSON.parse(String(init?.body)));
      return wrapped(input, init);
    });
    await screen.findByRole('button', { name: VERIFY_TEXTS.button });
    const file = new File(['%PDF-1.7 report'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('PDF to verify'), file);
    expect((await screen.findByRole('status')).textContent).toBe(VERIFY_TEXTS.verified(false, 0));
    expect(bodies).toEqual([{ pdf: btoa('%PDF-1.7 report') }]);

    verified = false;
    await user.upload(screen.getByLabelText('PDF to verify'), file);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(VERIFY_TEXTS.altered));
  });
});
