import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WeeklyChart } from './WeeklyChart';

// A year of weeks from Monday 5 January 2026 (local midnight, as the label reads it).
const weeks = Array.from({ length: 52 }, (_, i) => ({
  weekStart: new Date(2026, 0, 5 + 7 * i).getTime() / 1000,
  started: i % 3,
  submitted: i % 2,
}));

describe('the weekly chart', () => {
  it('is a named region in the Tab order while its weeks are wider than the screen (a phone)', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1464);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    render(<WeeklyChart weeks={weeks} title="Reviews per week, Example Trust Co" />);
    const region = screen.getByRole('region', {
      name: 'Reviews per week, Example Trust Co, scrolls sideways',
    });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('svg')?.getAttribute('width')).toBe('1464');
  });

  it('adds no Tab stop when the weeks fit', () => {
    render(<WeeklyChart weeks={weeks.slice(0, 4)} title="Reviews per week, Example Trust Co" />);
    expect(screen.queryByRole('region')).toBeNull();
    screen.getByRole('img', { name: /^Reviews per week, Example Trust Co: week of 05\/01\/2026/ });
  });

  it('says when there were no reviews in the range', () => {
    render(<WeeklyChart weeks={[]} title="Reviews per week, Example Trust Co" />);
    screen.getByText('No reviews in this range.');
  });
});
