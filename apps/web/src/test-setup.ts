import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setUpI18n } from './i18n/i18n';

setUpI18n('en-GB');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
