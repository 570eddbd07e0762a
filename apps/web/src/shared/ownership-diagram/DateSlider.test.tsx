import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CivilDate, parseDate } from '@tsr/domain/dates';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateSlider, keyedDate } from './DateSlider';

const day = (text: string) => parseDate(text) as CivilDate;
const range = { earliest: day('02/02/2005'), latest: day('05/04/2024') };
const today = day('05/04/2024');

/** The slider with its date kept as a panel keeps it. */
function Harness({ start = null }: { start?: CivilDate | null }) {
  const [value, setValue] = useState<CivilDate | null>(start);
  return <DateSlider range={range} value={value} today={today} onChange={setValue} />;
}

function openSlider(start: CivilDate | null = null) {
  const user = userEvent.setup();
  render(<Harness start={start} />);
  const slider = screen.getByRole('slider', { name: 'Structure as at' });
  return { user, slider, said: () => slider.getAttribute('aria-valuetext') };
}

describe('the diagram’s date slider', () => {
  it('says its date in words to a screen reader and shows it as dd/mm/yyyy', () => {
    const { slider, said } = openSlider(day('05/04/2019'));
    expect(said()).toBe('5 April 2019');
    screen.getByText('05/04/2019');
    // The range's ends, and how the keys move it, are on screen too.
    screen.getByText('02/02/2005');
    expect(slider.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(slider.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^Arrow keys move a month, Shift and an arrow a day, Page Up/);
  });

  it('moves a calendar month by an arrow, a day with Shift, and a year by Page Up and Page Down', async () => {
    const { user, slider, said } = openSlider(day('31/01/2019'));
    slider.focus();
    await user.keyboard('{ArrowRight}');
    // A month on from 31 January is the last day of February.
    expect(said()).toBe('28 February 2019');
    await user.keyboard('{ArrowUp}');
    expect(said()).toBe('28 March 2019');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(said()).toBe('28 December 2018');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(said()).toBe('29 December 2018');
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(said()).toBe('27 December 2018');
    await user.keyboard('{PageUp}');
    expect(said()).toBe('27 December 2019');
    await user.keyboard('{PageDown}{PageDown}');
    expect(said()).toBe('27 December 2017');
    screen.getByText('27/12/2017');
  });

  it('goes to the range’s ends by Home and End, and stops there', async () => {
    const { user, slider, said } = openSlider(day('01/06/2010'));
    slider.focus();
    await user.keyboard('{Home}');
    expect(said()).toBe('2 February 2005');
    await user.keyboard('{PageDown}{ArrowLeft}');
    expect(said()).toBe('2 February 2005');
    await user.keyboard('{End}');
    expect(said()).toBe('5 April 2024');
    await user.keyboard('{PageUp}');
    expect(said()).toBe('5 April 2024');
  });

  it('shows all dates until a date is chosen, from the end of the range', async () => {
    const { user, slider, said } = openSlider();
    expect(said()).toBe('All dates');
    screen.getByText('All dates', { selector: 'span' });
    expect(slider.getAttribute('aria-valuenow')).toBe(slider.getAttribute('aria-valuemax'));
    expect(screen.getByRole('button', { name: 'All dates' })).toHaveProperty('disabled', true);
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(said()).toBe('5 March 2024');
  });

  it('comes back to today, and to all dates', async () => {
    const { user, said } = openSlider(day('01/06/2010'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(said()).toBe('5 April 2024');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(said()).toBe('All dates');
  });

  it('leaves other keys alone', () => {
    expect(keyedDate('a', false, day('01/06/2010'), range)).toBeNull();
    expect(keyedDate('Tab', true, day('01/06/2010'), range)).toBeNull();
  });
});
