import { NavKey } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_TITLES, LATER_NAV_KEYS, withLaterEntries } from './navigation';
import { shellContent } from './shell';

describe("the navigation's default titles (spec 2.2)", () => {
  it("are the shell document's navigation, every entry in the spec's order", () => {
    expect(shellContent('Tax Structure Review').navigation).toEqual(
      NavKey.options.map((key) => ({ key, title: DEFAULT_NAV_TITLES[key] })),
    );
    expect(shellContent('Tax Structure Review').navigation.map((entry) => entry.title)).toEqual([
      'Home',
      'Dashboard',
      'About',
      'New Review',
      'Structures',
      'Survey Editor',
      'Response Editor',
      'Rule Editor',
      'Definition Editor',
      'Survey Preview',
      'Reviews',
      'Customer Metrics',
      'Portfolio',
      'User List',
      'Integrations',
      'Support',
      'Change Password',
      'Logout',
    ]);
  });
});

describe('a shell document published before an entry existed', () => {
  // What an admin published before saved structures: every entry of spec 2.2, one renamed.
  const published = NavKey.options
    .filter((key) => !LATER_NAV_KEYS.includes(key))
    .map((key) => ({ key, title: key === 'Support' ? 'Help centre' : DEFAULT_NAV_TITLES[key] }));

  it('gets the later entries under their default titles, and keeps its own titles', () => {
    const navigation = withLaterEntries(published);
    expect(navigation.find((entry) => entry.key === 'Structures')?.title).toBe('Structures');
    expect(navigation.find((entry) => entry.key === 'Portfolio')?.title).toBe('Portfolio');
    expect(navigation.find((entry) => entry.key === 'Support')?.title).toBe('Help centre');
    expect(navigation).toHaveLength(NavKey.options.length);
  });

  it('keeps a later entry it has, an emptied title too (that one reads missing)', () => {
    const emptied = [
      ...published,
      { key: 'Structures' as const, title: '' },
      { key: 'Portfolio' as const, title: 'Our structures' },
      { key: 'Integrations' as const, title: 'Connections' },
    ];
    expect(withLaterEntries(emptied)).toEqual(emptied);
  });

  it('adds none of spec 2.2’s entries: one a document lacks still reads missing (spec 1)', () => {
    const withoutSupport = published.filter((entry) => entry.key !== 'Support');
    expect(withLaterEntries(withoutSupport).some((entry) => entry.key === 'Support')).toBe(false);
  });
});
