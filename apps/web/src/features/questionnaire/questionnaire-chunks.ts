import { type ComponentProps, type ComponentType, lazy } from 'react';

type PartModule = typeof import('./QuestionnairePart');
type PartComponent = ComponentType<ComponentProps<PartModule['default']>>;

let loading: Promise<PartModule> | null = null;
let loaded: PartComponent | null = null;

/**
 * The questionnaire's part with SurveyJS and its stylesheet: one download, shared by the prefetch
 * and the screen. Vite's import() fetches the chunk's CSS with it, so both arrive together.
 */
export function loadQuestionnairePart(): Promise<PartModule> {
  loading ??= import('./QuestionnairePart').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline a moment) may be tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyQuestionnairePart = lazy(loadQuestionnairePart);

/**
 * The component to render the part with: the module itself when it is already here, so the first
 * render shows the questions without suspending (no fallback frame, no second render); otherwise
 * the lazy one. A screen picks it once: switching type later would remount SurveyJS.
 */
export function questionnairePartComponent(): PartComponent {
  return loaded ?? LazyQuestionnairePart;
}

/**
 * Fetches the questionnaire's screen and SurveyJS while the user is still drawing the
 * structure, so Start review waits only for the server. Run when the browser is idle, so that it
 * does not compete with the builder's first render; `now` for the press of Start review itself.
 */
export function prefetchQuestionnaire({ now = false } = {}): void {
  const run = () => {
    // Failures are left to the screen, which loads the same modules again and shows its own error.
    void loadQuestionnairePart().catch(() => undefined);
    void import('./ReviewScreen').catch(() => undefined);
  };
  if (now || typeof window.requestIdleCallback !== 'function') run();
  else window.requestIdleCallback(run, { timeout: 2_000 });
}
