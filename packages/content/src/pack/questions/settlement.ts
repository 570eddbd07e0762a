import type { QuestionChunks } from '@tsr/contract';
import { KEY_DATES } from '../constants';
import { checkbox, choice, help, number, survey, yesNo } from './build';

/**
 * Settlement questions (domain primer 5.3): one set per dated addition of property by a settlor.
 * Excluded-property status, tainting and chargeable lifetime transfers are all tested per
 * addition, which is why the structure records each settlement's date (`{date}` below).
 * `{parent.q}` reads the settlor: an entity acting as settlor (entity_type set) answers only the
 * property questions, a will trust's testator (deceased) has no lifetime-transfer questions.
 */

const PERSON = '{parent.entity_type} empty';
const LIFETIME = "{parent.deceased} notcontains 'yes'";
const BEFORE_2025 = `before({date}, '${KEY_DATES.fig_ltr_regime}')`;

export const ASSET_TYPES = [
  ['cash', 'Cash'],
  ['listed_securities', 'Listed shares or securities'],
  ['private_co_shares', 'Shares in a private company'],
  ['uk_residential', 'UK residential property'],
  ['uk_other_land', 'Other UK land'],
  ['non_uk_land', 'Land outside the UK'],
  ['loan_receivable', 'A loan owed to the settlor'],
  ['other', 'Other assets'],
] as const;

/** Assets whose transfer can be a chargeable disposal for CGT. */
export const CHARGEABLE_ASSETS = [
  'listed_securities',
  'private_co_shares',
  'uk_residential',
  'uk_other_land',
  'non_uk_land',
  'other',
] as const;

const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

const pre = survey(
  {
    name: 'settlement-property',
    title: 'The property settled',
    elements: [
      number('settlement_value_gbp', 'What was the value of the property settled, in pounds?', {
        min: 0,
        help: 'The market value when it was added. A chargeable lifetime transfer above the nil-rate band (£325,000) is taxed at 20% (IHTA 1984 s.7).',
      }),
      checkbox('settlement_asset_type', 'What kind of property was it?', ASSET_TYPES),
      yesNo('settlement_asset_uk_situs', 'Was any of it situated in the UK?', {
        help: 'UK-situs property is never excluded property, whoever the settlor is (IHTA 1984 s.6, s.48).',
      }),
    ],
  },
  {
    name: 'settlement-status',
    title: 'The settlor’s status when the property was added',
    elements: [
      yesNo(
        'settlor_uk_resident_at_settlement',
        'Was the settlor UK resident when this property was added?',
        {
          customLogic: PERSON,
        },
      ),
      yesNo(
        'settlor_uk_domiciled_at_settlement',
        'Was the settlor UK domiciled when this property was added?',
        {
          customLogic: `${PERSON} and ${BEFORE_2025}`,
          help: 'Before 6 April 2025 the excluded-property status of non-UK settled property was fixed by the settlor’s domicile when it was added (IHTA 1984 s.48(3) as it then applied).',
        },
      ),
      yesNo(
        'settlor_deemed_dom_at_settlement',
        'Was the settlor deemed UK domiciled when this property was added?',
        {
          customLogic: `${PERSON} and ${BEFORE_2025}`,
          visibleIf: "{settlor_uk_domiciled_at_settlement} != 'yes'",
          help: help('Deemed domicile:', [
            'for IHT, 17 of 20 years until 5 April 2017, then 15 of 20 years or a formerly domiciled resident (IHTA 1984 s.267);',
            'for income tax and CGT from 6 April 2017 (ITA 2007 s.835BA). An addition made while deemed domiciled "tainted" a protected settlement.',
          ]),
        },
      ),
      yesNo(
        'settlor_ltr_at_settlement',
        'Was the settlor a long-term UK resident when this property was added?',
        {
          customLogic: `${PERSON} and not ${BEFORE_2025}`,
          help: 'From 6 April 2025 an addition by a long-term resident (10 of the previous 20 tax years) is a chargeable lifetime transfer (IHTA 1984 s.6A).',
        },
      ),
    ],
  },
);

const post = survey({
  name: 'settlement-transfer',
  title: 'How the property was transferred',
  elements: [
    choice(
      'settlement_form',
      'How was the property transferred to the trustees?',
      [
        ['outright_gift', 'Outright gift', LIFETIME],
        ['loan', 'Loan to the trustees', LIFETIME],
        ['sale_at_undervalue', 'Sale for less than market value', LIFETIME],
        ['sale_at_market_value', 'Sale at full market value', LIFETIME],
        ['on_death', 'Under the settlor’s will or intestacy', "{parent.deceased} contains 'yes'"],
      ],
      {
        help: 'A loan to the trustees gives the settlor a capital sum on repayment (ITTOIA 2005 s.633); a sale at an undervalue is a transfer of value for IHT.',
      },
    ),
    yesNo(
      'settlement_cgt_gain_on_transfer',
      'Did the transfer give rise to a chargeable gain for the settlor?',
      {
        // Only a settlor resident when the property was added made a chargeable disposal.
        customLogic: `${PERSON} and ${LIFETIME} and {settlor_uk_resident_at_settlement} = 'yes' and {settlement_asset_type} anyof ${list(CHARGEABLE_ASSETS)}`,
        help: 'A gift to trustees is a disposal at market value between connected persons (TCGA 1992 ss.17-18, s.70); hold-over relief is not available on a transfer to non-resident trustees (s.261).',
      },
    ),
    choice(
      'settlement_reported_as_clt',
      'Was the addition reported to HMRC as a chargeable lifetime transfer (IHT100)?',
      [
        ['yes', 'Yes'],
        ['no', 'No'],
        ['not_required', 'Not required (for example, within the nil-rate band or exempt)'],
      ],
      {
        // Only an addition within IHT when made can be a chargeable lifetime transfer.
        customLogic: `${PERSON} and ${LIFETIME} and @settlement_in_scope_when_made`,
        unknown: true,
        help: 'A transfer into a relevant-property trust by a settlor within the scope of IHT is a chargeable lifetime transfer (IHTA 1984 ss.2, 3, 7; return under s.216).',
      },
    ),
  ],
});

export const SETTLEMENT_QUESTIONS: QuestionChunks = { pre, post };
