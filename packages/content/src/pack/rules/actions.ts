import type { RuleAction } from '@tsr/contract';

/**
 * The dated actions of the pack's rules (docs/scoring.md, key dates): what the client does, by
 * when, under which law, worked out as at the review's date where the rule fired. The report
 * lists them under "Key dates and actions" and offers them as a calendar file.
 */

const NEXT_TEN_YEAR = 'nextAnniversary(@trust_commencement, 10)';
/** The anniversary before the next: none while the trust is younger than ten years. */
const LAST_TEN_YEAR = `iif(yearsBetween(@trust_commencement, today()) >= 10, addYears(${NEXT_TEN_YEAR}, -10), '')`;
/** An IHT account is due six months after the end of the month of the chargeable event. */
const ihtAccountDue = (event: string) => `iif(isDate(${event}), endOfMonth(addMonths(${event}, 6)), '')`;

const ATED_RETURN: RuleAction = {
  text: 'File the ATED return (or relief declaration) and pay any charge for the chargeable period starting 1 April',
  due: 'nextDate(30, 4)',
  law: 'FA 2013 s.159, s.163',
};

export const RULE_ACTIONS: ReadonlyMap<string, readonly RuleAction[]> = new Map<
  string,
  readonly RuleAction[]
>([
  [
    'TT-IHT-2',
    [
      {
        text: 'Ten-year anniversary: the principal charge on the relevant property',
        due: NEXT_TEN_YEAR,
        law: 'IHTA 1984 s.61, s.64',
      },
      {
        text: 'Deliver the IHT100 account and pay the ten-year charge',
        due: ihtAccountDue(NEXT_TEN_YEAR),
        law: 'IHTA 1984 s.216(6), s.226',
      },
      {
        text: 'Confirm the Trust Registration Service record is up to date for the tax year',
        due: 'nextDate(31, 1)',
        law: 'MLR 2017 reg 45',
      },
    ],
  ],
  [
    'TT-IHT-3',
    [
      {
        text: 'Deliver the overdue IHT100 account for the last ten-year anniversary: penalties and interest run',
        due: ihtAccountDue(LAST_TEN_YEAR),
        law: 'IHTA 1984 s.216(6), s.233, s.245',
      },
    ],
  ],
  [
    'TT-IHT-5',
    [
      {
        text: 'Register the trust on the Trust Registration Service now: the 90-day deadline has passed',
        due: 'today()',
        law: 'MLR 2017 reg 45',
      },
    ],
  ],
  [
    'CC-ATED-1',
    [
      ATED_RETURN,
      {
        text: 'ATED returns not filed: the return and charge of the period running were due, and every earlier period since the dwelling came within ATED is in arrears, with penalties and interest',
        due: "iif({company_ated_returns_filed} = 'not_filed', lastDate(30, 4), '')",
        law: 'FA 2013 s.159, s.163; FA 2009 Sch 55, Sch 56',
      },
    ],
  ],
  [
    'CC-ATED-2',
    [
      {
        text: 'File the missing ATED relief declaration return of the period running: late-filing penalties run',
        due: 'lastDate(30, 4)',
        law: 'FA 2013 s.159A; FA 2009 Sch 55',
      },
    ],
  ],
  ['CC-ATED-3', [ATED_RETURN]],
  [
    'CC-ATED-5',
    [
      {
        text: 'Register the overseas entity on the Register of Overseas Entities before any dealing with the land',
        due: 'today()',
        law: 'ECTEA 2022 s.4, s.33',
      },
    ],
  ],
]);
