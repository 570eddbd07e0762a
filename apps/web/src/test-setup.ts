import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetEditsCache } from './features/editor/edits-storage';
import { setUpI18n } from './i18n/i18n';

setUpI18n('en-GB');

// Screens load lazily, as in the browser: on a busy two-core machine (the whole suite at once, CI)
// the first load of a screen's chunk can take seconds, so waits for what a user would see wait long
// enough. These are bounds on waiting, never timing assertions.
configure({ asyncUtilTimeout: 8000 });

// The files of a worker share one page (vitest.projects.ts), and Testing Library's `screen` queries
// the body it found when first loaded: a test that replaced the head or the body (writing
// documentElement.innerHTML, say) would leave every later file's renders where `screen` never looks.
const page = { head: document.head, body: document.body, title: document.title };

afterEach(() => {
  cleanup();
  if (document.head !== page.head || document.body !== page.body)
    document.documentElement.replaceChildren(page.head, page.body);
  if (document.title !== page.title) document.title = page.title;
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  // The editor keeps its unsaved edits in memory beside sessionStorage: they go with the tab's storage.
  resetEditsCache();
});
