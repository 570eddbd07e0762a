import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusIsLeftBehind, focusScreenStart } from './focus-heading';

/** How long after a route change a screen that is still loading may take focus when it appears. */
const SETTLE_MS = 5_000;

/**
 * After every route change (not the first page load, where the skip link is the first Tab stop),
 * focus moves to the new screen's h1. Screens load lazily and show a loading heading first, so
 * until the user presses a key or the pointer, or SETTLE_MS pass, each change under `main` that
 * leaves focus behind moves it to the current h1 again.
 */
export function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || pathname === firstPath.current) return;
    firstPath.current = '';
    const follow = () => {
      if (focusIsLeftBehind(main) || isStaleHeading(main)) focusScreenStart(main);
    };
    const observer = new MutationObserver(follow);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    observer.observe(main, { childList: true, subtree: true });
    follow();
    return stop;
  }, [pathname, mainRef]);
}

/** Focus is on `main` itself (the screen had no h1 yet) and an h1 has since appeared. */
function isStaleHeading(main: HTMLElement): boolean {
  return document.activeElement === main && main.querySelector('h1') !== null;
}
