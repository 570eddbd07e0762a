import type { QuestionChunks } from '@tsr/contract';
import { KEY_DATES } from '../constants';
import { checkbox, choice, number, survey, yesNo } from './build';
import { ASSET_TYPES, CHARGEABLE_ASSETS } from './settlement';

/**
 * Contribution questions (domain primer 5.6): one set per dated endowment of a foundation by a
 * founder, the counterpart of the settlement questions.
 */

const PERSON = '{parent.entity_type} empty';
const LIFETIME = "{parent.deceased} notcontains 'yes'";
const BEFORE_2025 = `before({date}, '${KEY_DATES.fig_ltr_regime}')`;
const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

const pre = survey(
  {
    name: 'contribution-property',
    title: 'The property contributed',
    elements: [
      number('contribution_value_gbp', 'What was the value of the contribution, in pounds?', { min: 0 }),
      checkbox('contribution_asset_type', 'What kind of property was it?', ASSET_TYPES),
      yesNo('contribution_asset_uk_situs', 'Was any of it situated in the UK?'),
    ],
  },
  {
    name: 'contribution-status',
    title: 'The founder’s status when the contribution was made',
    elements: [
      yesNo(
        'founder_uk_resident_at_contribution',
        'Was the founder UK resident when this contribution was made?',
        {
          customLogic: PERSON,
        },
      ),
      yesNo(
        'founder_uk_domiciled_at_contribution',
        'Was the founder UK domiciled when this contribution was made?',
        {
          customLogic: `${PERSON} and ${BEFORE_2025}`,
        },
      ),
      yesNo(
        'founder_deemed_dom_at_contribution',
        'Was the founder deemed UK domiciled when this contribution was made?',
        {
          customLogic: `${PERSON} and ${BEFORE_2025}`,
          visibleIf: "{founder_uk_domiciled_at_contribution} != 'yes'",
        },
      ),
      yesNo(
        'founder_ltr_at_contribution',
        'Was the founder a long-term UK resident when this contribution was made?',
        {
          customLogic: `${PERSON} and not ${BEFORE_2025}`,
        },
      ),
    ],
  },
);

const post = survey({
  name: 'contribution-transfer',
  title: 'How the contribution was made',
  elements: [
    choice(
      'contribution_form',
      'How was the property transferred to the foundation?',
      [
        ['outright_gift', 'Outright gift (endowment)', LIFETIME],
        ['loan', 'Loan to the foundation', LIFETIME],
        ['sale_at_undervalue', 'Sale for less than market value', LIFETIME],
        ['sale_at_market_value', 'Sale at full market value', LIFETIME],
        ['subscription_for_rights', 'Subscription for membership rights or shares', LIFETIME],
        ['on_death', 'On the founder’s death', "{parent.deceased} contains 'yes'"],
      ],
      {
        help: 'For a company-like foundation a subscription is still a transfer of assets to a person abroad (ITA 2007 s.716).',
      },
    ),
    yesNo(
      'contribution_cgt_gain_on_transfer',
      'Did the contribution give rise to a chargeable gain for the founder?',
      {
        customLogic: `${PERSON} and ${LIFETIME} and {founder_uk_resident_at_contribution} = 'yes' and {contribution_asset_type} anyof ${list(CHARGEABLE_ASSETS)}`,
        help: 'A gift to a connected person is a disposal at market value (TCGA 1992 ss.17-18).',
      },
    ),
    choice(
      'contribution_reported_as_clt',
      'Was the contribution reported to HMRC as a chargeable lifetime transfer (IHT100)?',
      [
        ['yes', 'Yes'],
        ['no', 'No'],
        ['not_required', 'Not required'],
      ],
      { customLogic: `${PERSON} and ${LIFETIME} and @contribution_in_scope_when_made`, unknown: true },
    ),
  ],
});

export const CONTRIBUTION_QUESTIONS: QuestionChunks = { pre, post };
