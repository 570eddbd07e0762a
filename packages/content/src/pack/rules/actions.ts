import type { RuleAction } from '@tsr/contract';
import { TT_IHT_2_CONDITION } from './trust';

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

type Holder = 'company' | 'foundation';

/**
 * The latest ATED return whose filing date has passed: the one of 30 April, or the first return
 * when the dwelling came within ATED after that 30 April (its 30 days run from that day).
 */
const atedLatestDue = (holder: Holder) =>
  `iif(after(@${holder}_ated_first_return_due, lastDate(30, 4)), @${holder}_ated_first_return_due, lastDate(30, 4))`;

/** The ATED returns answered as not filed: the latest one due. */
const atedNotFiled = (holder: Holder, text: string, law: string): RuleAction => ({
  text,
  due: `iif({${holder}_ated_returns_filed} = 'not_filed', ${atedLatestDue(holder)}, '')`,
  law,
});

/**
 * The ATED returns answered as not filed, from the first: listed when the first return was due
 * before the latest (the dwelling came within ATED in an earlier chargeable period), so every
 * period from the first to the latest is in arrears. The text cannot count them (an action's text
 * is fixed), so it names the first and says a return is due for each period since.
 */
const atedArrears = (holder: Holder, text: string, law: string): RuleAction => ({
  text,
  due: `iif({${holder}_ated_returns_filed} = 'not_filed' and before(@${holder}_ated_first_return_due, lastDate(30, 4)), @${holder}_ated_first_return_due, '')`,
  law,
});

const ATED_NOT_FILED =
  'ATED returns not filed: file the latest return and pay its charge, due on this date; penalties for late filing (FA 2009 Sch 55) and late payment (Sch 56) and interest run from it';
const ATED_ARREARS =
  'ATED returns in arrears since the dwelling came within ATED: the first return and charge were due on this date, and a return and the charge are due for every chargeable period (1 April to 31 March) since, each with penalties for late filing (FA 2009 Sch 55) and late payment (Sch 56) and interest';
const ATED_LAW = 'FA 2013 s.159, s.163; FA 2009 Sch 55, Sch 56';
const ATED_ARREARS_LAW = 'FA 2013 s.159, s.163, Sch 35 para 4; FA 2009 Sch 55, Sch 56';

/** The next update statement to the Register of Overseas Entities (definitions, "Dated actions"). */
const roeUpdate = (holder: Holder): RuleAction => ({
  text: 'File the Register of Overseas Entities update statement: due within the 14 days after the 12-month update period ends',
  due: `@${holder}_roe_update_due`,
  law: 'ECTEA 2022 s.7',
});

/** The latest update statement whose due date has passed, answered as not delivered. */
const roeUpdateLate = (holder: Holder): RuleAction => ({
  text: 'Register of Overseas Entities update statement not delivered: deliver it now; the entity and every officer in default commit an offence, and until it is delivered Companies House treats the overseas entity ID as invalid, so the land cannot be sold, leased or charged',
  due: `iif({${holder}_roe_updates_filed} = 'no', @${holder}_roe_update_late, '')`,
  law: 'ECTEA 2022 s.7, s.8',
});

/**
 * The dates of a relevant-property trust within the IHT charges: its ten-year anniversary and
 * account, its latest exit's account, and the yearly TRS check. TT-IHT-2 lists them; TT-IHT-1
 * lists them where the trust is brought within the charges by a UK dwelling alone (IHTA 1984
 * Sch A1), which fires TT-IHT-1 and not TT-IHT-2, so that they are listed once either way.
 */
const RELEVANT_PROPERTY_DATES: readonly RuleAction[] = [
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
    text: 'Deliver the IHT100 account and pay the exit charge for the latest property to leave the trust: due six months after the end of the month of the exit; for an exit before 6 April 2014 this is the account’s date, 12 months after, and the tax was due earlier',
    // @trust_exit_account_due: six months after the end of the month of the exit, 12 months for
    // an exit before 6 April 2014 (FA 2014 Sch 25 para 5; definitions, "Dated actions").
    // Listed while it is not yet past, or, past, when the IHT returns are answered as not
    // filed (then overdue); a past exit answered as filed, not known or none due is left out.
    due: "iif({trust_iht_returns_filed} = 'no' or not before(@trust_exit_account_due, today()), @trust_exit_account_due, '')",
    law: 'IHTA 1984 s.65, s.216(6), s.226',
  },
  {
    text: 'Confirm the Trust Registration Service record is up to date for the tax year',
    due: 'nextDate(31, 1)',
    law: 'MLR 2017 reg 45',
  },
];

/** An action listed only where the rule fires and TT-IHT-2 does not, on a relevant-property trust. */
const whereTtIht2DoesNot = (action: RuleAction): RuleAction => ({
  ...action,
  due: `iif(@trust_relevant_property and not (${TT_IHT_2_CONDITION}), ${action.due}, '')`,
});

export const RULE_ACTIONS: ReadonlyMap<string, readonly RuleAction[]> = new Map<
  string,
  readonly RuleAction[]
>([
  ['TT-IHT-1', RELEVANT_PROPERTY_DATES.map(whereTtIht2DoesNot)],
  ['TT-IHT-2', RELEVANT_PROPERTY_DATES],
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
    'TT-CGT-2',
    [
      {
        text: 'File the UK property return and pay the tax on account for the latest disposal of UK land: penalties for late filing (FA 2009 Sch 55) and interest run from this date',
        due: "iif({trust_nrcgt_returns_filed} != 'yes', @trust_uk_land_return_due, '')",
        law: 'FA 2019 Sch 2 para 3, Sch 2 para 6; TMA 1970 s.12ZB',
      },
    ],
  ],
  [
    'CC-ATED-1',
    [
      ATED_RETURN,
      atedNotFiled('company', ATED_NOT_FILED, ATED_LAW),
      atedArrears('company', ATED_ARREARS, ATED_ARREARS_LAW),
    ],
  ],
  [
    'CC-ATED-2',
    [
      {
        text: 'File the missing ATED relief declaration return of the period running: late-filing penalties run',
        // The 30 April return, or the first return when the dwelling came within ATED after it.
        due: atedLatestDue('company'),
        law: 'FA 2013 s.159A; FA 2009 Sch 55',
      },
      atedArrears(
        'company',
        'ATED returns claiming relief in arrears since the dwelling came within ATED: the first was due on this date, and one is due for every chargeable period (1 April to 31 March) since, each with late-filing penalties (FA 2009 Sch 55)',
        'FA 2013 s.159, s.159A, Sch 35 para 4; FA 2009 Sch 55',
      ),
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
  ['CC-ATED-7', [roeUpdate('company')]],
  ['CC-ATED-8', [roeUpdateLate('company'), roeUpdate('company')]],
  [
    'FF-ATED-1',
    [
      ATED_RETURN,
      atedNotFiled(
        'foundation',
        'ATED returns not filed: file the latest return (or relief declaration) and pay any charge, due on this date; penalties for late filing (FA 2009 Sch 55) and late payment (Sch 56) and interest run from it',
        ATED_LAW,
      ),
      atedArrears(
        'foundation',
        'ATED returns in arrears since the dwelling came within ATED: the first return (or relief declaration) was due on this date, and one is due for every chargeable period (1 April to 31 March) since, each with penalties for late filing (FA 2009 Sch 55) and late payment of any charge (Sch 56) and interest',
        ATED_ARREARS_LAW,
      ),
    ],
  ],
  ['FF-ATED-2', [ATED_RETURN]],
  ['FF-ATED-5', [roeUpdate('foundation')]],
  ['FF-ATED-6', [roeUpdateLate('foundation'), roeUpdate('foundation')]],
]);
