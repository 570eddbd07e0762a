import { type RefObject, useEffect, useState } from 'react';

/**
 * How far beyond the window an element counts as near: a screen above and below, so an entity's
 * responses are read and drawn before the reader gets to them, and dropped a screen after.
 */
export const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element is within a screen of the window, followed as the page scrolls or resizes
 * (IntersectionObserver: the browser says when it crosses, nothing runs per scroll). Where there
 * is no IntersectionObserver everything counts as near, so nothing is left unshown.
 */
export function useNearViewport(element: RefObject<Element | null>, rootMargin = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setNear(latest.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, rootMargin]);

  return near;
}
