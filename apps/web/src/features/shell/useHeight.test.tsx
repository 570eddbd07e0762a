import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, it, vi } from 'vitest';
import { useHeight } from './useHeight';

function Measured() {
  const ref = useRef<HTMLDivElement>(null);
  const height = useHeight(ref);
  return <div ref={ref}>{height === null ? 'not measured' : `${height}px`}</div>;
}

/** A ResizeObserver the test drives: `resize()` calls back as the browser would on a change of size. */
function fakeResizeObserver() {
  const observers: { callback: () => void; targets: Element[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry: { callback: () => void; targets: Element[] };
      constructor(callback: () => void) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    resize: () => {
      for (const o of observers) if (o.targets.length > 0) o.callback();
    },
  };
}

const heightIs = (height: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, height));

describe('useHeight', () => {
  it('measures the element before the first paint and again whenever its size changes', () => {
    const observer = fakeResizeObserver();
    heightIs(56);
    render(<Measured />);
    screen.getByText('56px');
    // The title wrapped to three lines.
    heightIs(96);
    act(() => observer.resize());
    screen.getByText('96px');
  });

  it('has no height where nothing is laid out', () => {
    heightIs(0);
    render(<Measured />);
    screen.getByText('not measured');
  });
});
