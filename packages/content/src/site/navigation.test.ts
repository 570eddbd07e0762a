import { NavKey } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_TITLES } from './navigation';
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
      'Survey Editor',
      'Response Editor',
      'Rule Editor',
      'Definition Editor',
      'Survey Preview',
      'Reviews',
      'Customer Metrics',
      'User List',
      'Support',
      'Change Password',
      'Logout',
    ]);
  });
});
