import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * An element's rendered height in pixels, measured before the first paint and again whenever it
 * changes (a title that wraps on a narrower window, a font that loads late); null until measured,
 * and where nothing is laid out (a test's document).
 */
export function useHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const h = el.getBoundingClientRect().height;
      setHeight(h > 0 ? h : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
