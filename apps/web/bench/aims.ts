/**
 * The aims for what users wait for, each under one throttling profile (the aim column of decision
 * 0027's table); they replace the sign-in route's old aim of 150 KB of JavaScript (decision 0014,
 * retired in decision 0023). The bench prints each beside what it measured and never fails over
 * one.
 */

export type Scenario = 'signIn' | 'plainSignIn' | 'open' | 'next5' | 'next50' | 'report50';

export interface Aim {
  scenario: Scenario;
  profile: string;
  underMs: number;
}

export const AIMS: readonly Aim[] = [
  { scenario: 'signIn', profile: 'Slow 4G', underMs: 2_500 },
  { scenario: 'open', profile: 'Slow 4G', underMs: 4_000 },
  { scenario: 'next50', profile: 'Fast 4G', underMs: 200 },
  { scenario: 'report50', profile: 'unthrottled', underMs: 1_000 },
  { scenario: 'report50', profile: 'Fast 4G', underMs: 3_000 },
];

/** "under 2,500 ms on Slow 4G: met" for each aim of the scenario, given its medians by profile name. */
export function verdicts(scenario: Scenario, medians: Readonly<Record<string, number>>): string {
  return AIMS.filter((aim) => aim.scenario === scenario)
    .map((aim) => {
      const median = medians[aim.profile];
      const verdict =
        median === undefined || Number.isNaN(median)
          ? 'not measured'
          : median < aim.underMs
            ? 'met'
            : 'not met';
      return `under ${aim.underMs.toLocaleString('en-GB')} ms on ${aim.profile}: ${verdict}`;
    })
    .join('; ');
}
