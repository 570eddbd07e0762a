import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const entry = (target: Element, isIntersecting: boolean) =>
  ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry;

/**
 * happy-dom's IntersectionObserver never reports, as if nothing were ever scrolled to. This one
 * lets a test scroll: `near(element)` says the element came within the observer's margin (the
 * reader scrolled to it), `far(element)` that it left. With `allNear`, everything observed is near
 * at once: the reader of a short report sees it all.
 */
export function fakeIntersection({ allNear = false }: { allNear?: boolean } = {}) {
  const observed = new Map<Element, { callback: Callback; observer: IntersectionObserver }[]>();
  const tell = (target: Element, isIntersecting: boolean) =>
    act(() => {
      for (const { callback, observer } of observed.get(target) ?? [])
        callback([entry(target, isIntersecting)], observer);
    });

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    private readonly targets = new Set<Element>();
    constructor(
      private readonly callback: Callback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
    }
    observe(target: Element) {
      this.targets.add(target);
      const list = observed.get(target) ?? [];
      list.push({ callback: this.callback, observer: this as unknown as IntersectionObserver });
      observed.set(target, list);
      if (allNear) queueMicrotask(() => void tell(target, true));
    }
    unobserve(target: Element) {
      this.targets.delete(target);
      observed.set(
        target,
        (observed.get(target) ?? []).filter((o) => o.observer !== (this as unknown as IntersectionObserver)),
      );
    }
    disconnect() {
      for (const target of [...this.targets]) this.unobserve(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** The elements observed now. */
    observed: () => [...observed].filter(([, list]) => list.length > 0).map(([target]) => target),
    near: (target: Element) => tell(target, true),
    far: (target: Element) => tell(target, false),
  };
}
