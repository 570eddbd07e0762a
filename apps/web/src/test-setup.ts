import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setUpI18n } from './i18n/i18n';

setUpI18n('en-GB');

// Screens load lazily, as in the browser: on a busy two-core machine (the whole suite at once, CI)
// the first load of a screen's chunk can take seconds, so waits for what a user would see wait long
// enough. These are bounds on waiting, never timing assertions.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
