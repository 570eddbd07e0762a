import type { ChoiceInput } from './build';
import { help } from './build';

/**
 * Help of the date questions a company and a foundation are both asked, for the report's key
 * dates (docs/scoring.md): when the entity came within ATED (the returns in arrears) and when it
 * was registered on the Register of Overseas Entities (its yearly update statements); and of the
 * trust's latest exit from the relevant property charges (its IHT100 account).
 */

type Holder = 'company' | 'foundation';

export const atedFirstDateHelp = (holder: Holder): string =>
  help(
    `The first return in arrears is the one for the chargeable period (1 April to 31 March) in which the ${holder} came within ATED. Give the first day it held a UK dwelling worth more than the threshold then in force (FA 2013 s.94, s.99, as amended):`,
    [
      'more than £2 million from 1 April 2013, when ATED began;',
      'more than £1 million from 1 April 2015, and more than £500,000 from 1 April 2016: for a dwelling already held then, give that 1 April;',
      'the value is taken on 1 April 2012, 2017 or 2022, or on acquisition if later (FA 2013 s.102); a dwelling a revaluation brought within ATED came within it on the next 1 April (1 April 2018 or 2023);',
      'for a dwelling acquired later, give the day it was acquired.',
    ],
    'A return is due by the end of the 30 days beginning with that day (FA 2013 s.159(2)): by 30 April for a dwelling held on 1 April. The first returns, for 2013-14, were due by 1 October 2013 (FA 2013 Sch 35 para 4). Where the law allowed longer (90 days for a new dwelling, s.159(3); 1 October 2015 for the first returns of the £1 million band, FA 2014 s.109), the review shows the earlier date: the conservative reading.',
  );

export const roeRegistrationHelp = (holder: Holder): string =>
  help(
    'A registered overseas entity must deliver an update statement every year, even when nothing has changed (ECTEA 2022 s.7):',
    [
      'each update period is 12 months, the first beginning with the date of registration;',
      'the statement is due within the 14 days after each period ends: by the 13th day after each anniversary of registration (registered on 1 August 2022, due by 14 August 2023);',
      'failing to deliver it is an offence by the entity and every officer in default (s.8), and Companies House treats the overseas entity ID as invalid until it is delivered: the land cannot be sold, leased or charged.',
    ],
    `Companies House counts the next 12 months from an update statement delivered early: if the ${holder} has delivered one early, give the date of the latest one instead. The register shows the next statement date.`,
  );

export const ROE_UPDATES_CHOICES: readonly ChoiceInput[] = [
  ['yes', 'Yes, for every update period that has ended'],
  ['none_due', 'None is due yet: the first update period has not ended'],
  ['no', 'No'],
];

export const ROE_UPDATES_HELP =
  'An update statement is due within the 14 days after each 12-month update period (ECTEA 2022 s.7(1)), confirming or correcting the beneficial owners and managing officers on the register.';

export const TRUST_EXIT_DATE_HELP = help(
  'An exit charge arises when property ceases to be relevant property (IHTA 1984 s.65): a capital distribution or appointment to a beneficiary, a transfer to a company or to a foundation that is not a settlement, or non-UK property becoming excluded property (from 6 April 2025, when the settlor stops being a long-term UK resident). Property moving to another settlement remains in the first (s.81): that is not an exit.',
  [
    'for an exit on or after 6 April 2014, the trustees must deliver the account (IHT100 with the IHT100c event form) and pay the tax within six months after the end of the month of the exit (s.216(6)(ad), s.226(3C), inserted by FA 2014 Sch 25): an exit on 15 March 2025 is due by 30 September 2025;',
    'for an exit before 6 April 2014, the account was due within 12 months after the end of the month of the exit (s.216(6)(c)), and the tax six months after the end of that month, or on 30 April next for an exit from 6 April to 30 September (s.226(1));',
    'interest runs on tax paid late (s.233) and penalties on a late account (s.245).',
  ],
  'Give the latest exit: each earlier one had its own account. Leave it blank if no property has left the trust.',
);
