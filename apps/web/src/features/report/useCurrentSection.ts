import { type RefObject, useEffect, useState } from 'react';
import { currentSection } from './report-sections';

/**
 * The index of the section being read, followed as the page scrolls or resizes (once per frame).
 * The line it is measured against is just below the sticky navigation.
 */
export function useCurrentSection(ids: readonly string[], nav: RefObject<HTMLElement | null>): number {
  const [current, setCurrent] = useState(0);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Sections land 8px below the bar (their scroll margin); the line sits a little lower, so a
      // section just scrolled to counts as reached despite rounding.
      const line = (nav.current?.getBoundingClientRect().bottom ?? 0) + 24;
      const tops = sectionIds.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? 0);
      const page = document.documentElement;
      const atPageEnd = page.scrollTop > 0 && window.innerHeight + page.scrollTop >= page.scrollHeight - 2;
      setCurrent(Math.max(0, currentSection(tops, line, atPageEnd)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, nav]);

  return current;
}
