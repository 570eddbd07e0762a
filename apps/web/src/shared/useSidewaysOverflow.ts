import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than its box. */
  overflowing: boolean;
  /** More lies to the left / right of what is shown. */
  moreLeft: boolean;
  moreRight: boolean;
}

const NONE: SidewaysOverflow = { overflowing: false, moreLeft: false, moreRight: false };

/**
 * Whether an element's content is wider than the element, and which way more of it lies;
 * measured on mount, on resize (of the window and of the element and its content) and on scroll.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow & {
  onScroll: () => void;
} {
  const [state, setState] = useState<SidewaysOverflow>(NONE);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const next: SidewaysOverflow =
      hidden > 1
        ? { overflowing: true, moreLeft: el.scrollLeft > 1, moreRight: el.scrollLeft < hidden - 1 }
        : NONE;
    setState((prev) =>
      prev.overflowing === next.overflowing &&
      prev.moreLeft === next.moreLeft &&
      prev.moreRight === next.moreRight
        ? prev
        : next,
    );
  }, [ref]);

  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (el && observer) {
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, ref]);

  return { ...state, onScroll: measure };
}
