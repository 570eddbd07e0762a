import { describe, expect, it } from 'vitest';
import { currentShare, mayBeAtLeast, mayBeOver, plus, shareRange, shareText, times } from './shares';

describe('shares of holdings', () => {
  it('reads an exact share, a band and a share not given as the percentages they allow', () => {
    expect(shareRange('40')).toMatchObject({ lo: 40, hi: 40, exact: true });
    expect(shareRange('over_25_to_50')).toMatchObject({
      lo: 25,
      loOpen: true,
      hi: 50,
      hiOpen: false,
      exact: false,
    });
    expect(shareRange('')).toMatchObject({ lo: 0, hi: 100, exact: false });
    expect(shareRange('not a share')).toMatchObject({ lo: 0, hi: 100, exact: false });
  });

  it('multiplies along a chain and adds up paths, never beyond all of it', () => {
    expect(times(shareRange('60'), shareRange('50'))).toMatchObject({ lo: 30, hi: 30, exact: true });
    expect(plus(shareRange('over_50'), shareRange('over_50'))).toMatchObject({ hi: 100, hiOpen: false });
  });

  it('tests thresholds the cautious way at the band ends', () => {
    expect(mayBeAtLeast(shareRange('under_5'), 5)).toBe(false);
    expect(mayBeAtLeast(shareRange('5_to_25'), 5)).toBe(true);
    expect(mayBeOver(shareRange('5_to_25'), 25)).toBe(false);
    expect(mayBeOver(shareRange(''), 25)).toBe(true);
  });

  it('takes the share of the period still held, else of the one that ended last', () => {
    expect(
      currentShare([
        { id: 'a', date: '01/01/2010', end: '31/12/2015', share: '10' },
        { id: 'a', date: '01/01/2016', share: '60' },
      ]),
    ).toBe('60');
    expect(
      currentShare([
        { id: 'a', date: '01/01/2010', end: '31/12/2019', share: '10' },
        { id: 'a', date: '01/01/2016', end: '31/12/2015', share: '20' },
      ]),
    ).toBe('10');
    expect(currentShare([{ id: 'a', date: '01/01/2010', share: '' }])).toBeUndefined();
  });

  it('shows a share as a person reads it', () => {
    expect(shareText('12.5')).toBe('12.5%');
    expect(shareText('over_50')).toBe('More than 50%');
    expect(shareText(undefined)).toBeUndefined();
  });

  it('keeps a range a register gives as it is: its ends, each included or not, read and shown', () => {
    expect(shareRange('(50,75]')).toEqual({ lo: 50, hi: 75, loOpen: true, hiOpen: false, exact: false });
    expect(shareRange('[75,100)')).toEqual({ lo: 75, hi: 100, loOpen: false, hiOpen: true, exact: false });
    expect(mayBeOver(shareRange('(50,75]'), 75)).toBe(false);
    expect(mayBeAtLeast(shareRange('[75,100)'), 75)).toBe(true);
    expect(shareText('(50,75]')).toBe('More than 50%, up to 75%');
    expect(shareText('[75,100)')).toBe('75% or more, less than 100%');
    expect(shareText('(0,10)')).toBe('Less than 10%');
    // Not a range of a holding: empty, reversed, beyond 100, or starting at a 0 it includes.
    for (const text of ['(50,50]', '[60,40]', '(50,101]', '[0,10]', '(5;10)'])
      expect(shareText(text)).toBeUndefined();
  });
});
