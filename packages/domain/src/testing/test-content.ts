import {
  type SurveyChoice,
  SurveyContent,
  type SurveyContentInput,
  type SurveyElement,
  type SurveyJson,
} from '@tsr/contract';
import { loadContent } from '../content/load';

/**
 * A small test content set (not the default content pack) that uses every feature of the
 * engine, with question names and rules drawn from the domain primer (shared/domain, sections 5
 * and 6): loops (settlors, settlements, founders, shareholders, over settlors), a transformed
 * subcategory and group, definitions that use definitions, customLogic on questions and
 * choices, acting-as-settlor and acting-as-founder chunks, rules about a deceased settlor and a
 * nominee. It also carries what loading must drop: a NOT WORKING definition group and an
 * unreferenced rule and response. `validateContent(TEST_CONTENT_INPUT)` is empty.
 */

const YES_NO = ['yes', 'no', 'unknown'];

function question(type: string, name: string, fields: Partial<SurveyElement> = {}): SurveyElement {
  return { type, name, title: name.replace(/_/g, ' '), ...fields };
}
const yesNo = (name: string, fields: Partial<SurveyElement> = {}) =>
  question('radiogroup', name, { choices: YES_NO, ...fields });
const choice = (name: string, choices: SurveyChoice[], fields: Partial<SurveyElement> = {}) =>
  question('radiogroup', name, { choices, ...fields });
const text = (name: string, inputType: string, fields: Partial<SurveyElement> = {}) =>
  question('text', name, { inputType, ...fields });
const survey = (...pages: SurveyElement[][]): SurveyJson => ({
  pages: pages.map((elements, index) => ({ name: `page${index + 1}`, elements })),
});

const QUESTIONS: SurveyContentInput['questions'] = {
  trust: {
    pre: survey(
      [
        choice('trust_type', [
          'discretionary',
          // A qualifying interest in possession needs a trust made before the 2006 regime.
          {
            value: 'qualifying_iip',
            text: 'Qualifying IIP',
            customLogic: "before({first_settlement}, '22/03/2006')",
          },
          'bare_or_nominee',
        ]),
      ],
      [
        yesNo('trustees_all_non_uk_resident'),
        yesNo('trust_any_uk_resident_trustee', { visibleIf: "{trustees_all_non_uk_resident} = 'no'" }),
      ],
    ),
    post: survey([
      choice('trust_uk_residential_property', ['none', 'direct', 'via_company']),
      yesNo('benefits_to_uk_beneficiaries'),
      // Returns for relevant-property charges only matter for a discretionary trust (asked in pre).
      yesNo('trust_iht_returns_filed', { customLogic: "{trust_type} = 'discretionary'" }),
    ]),
    settlor: survey([
      text('ts_transfer_date', 'date'),
      choice('ts_transfer_mechanism', ['appointment', 'loan', 'sale']),
    ]),
  },
  settlor: {
    pre: survey([
      choice('settlor_kind', [
        'individual',
        // Only a settlor copied down from an owner can be a company or a trust.
        { value: 'company', customLogic: "{copied} = 'YES'" },
        { value: 'trust', customLogic: "{copied} = 'YES'" },
      ]),
      yesNo('settlor_uk_resident_current', { customLogic: "{deceased} != 'yes'" }),
      text('settlor_date_of_death', 'date', { customLogic: "{deceased} = 'yes'" }),
    ]),
    post: survey([yesNo('settlor_or_spouse_can_benefit', { customLogic: "{deceased} != 'yes'" })]),
  },
  settlement: {
    pre: survey([
      text('settlement_value_gbp', 'number'),
      choice('settlement_asset_type', ['cash', 'uk_residential', 'other']),
    ]),
  },
  foundation: {
    pre: survey([
      choice('foundation_uk_characterisation', ['trust_like', 'company_like', 'undetermined']),
      yesNo('foundation_council_uk_resident_majority'),
    ]),
  },
  founder: { pre: survey([yesNo('founder_uk_resident_current')]) },
  contribution: { pre: survey([text('contribution_value_gbp', 'number')]) },
  company: {
    pre: survey([yesNo('company_cmc_in_uk'), yesNo('company_uk_residential_property')]),
    post: survey([
      choice('company_dwelling_use', ['let_to_unconnected', 'occupied_by_connected'], {
        customLogic: "{company_uk_residential_property} = 'yes'",
      }),
    ]),
    settlor: survey([choice('cs_settlement_purpose', ['commercial', 'bounty'])]),
    founder: survey([choice('cf_contribution_purpose', ['commercial', 'bounty'])]),
  },
  shareholder: {
    pre: survey([yesNo('shareholder_uk_resident'), text('shareholding_pct', 'number')]),
  },
};

const rule = (
  id: string,
  logic: string,
  score: number,
  response: string,
  fields: Record<string, unknown> = {},
) => ({
  id,
  name: id,
  logic,
  score,
  response,
  ...fields,
});
const subgroup = (id: string, rules: string[], fields: Record<string, unknown> = {}) => ({
  id,
  name: id,
  rules,
  ...fields,
});
const group = (
  id: string,
  name: string,
  subgroups: ReturnType<typeof subgroup>[],
  fields: Record<string, unknown> = {},
) => ({
  id,
  name,
  subgroups,
  ...fields,
});

const RULES: SurveyContentInput['rules'] = {
  categories: [
    {
      id: 'cat-trust',
      name: 'Trust',
      order: 0,
      subcategories: [
        {
          id: 'sub-trustees',
          name: 'Trustees',
          groups: [
            group('g-tt-it', 'IT', [subgroup('sg-tt-it', ['TT-IT-1'])]),
            group('g-tt-iht', 'IHT', [
              subgroup('sg-tt-iht', ['TT-IHT-1', 'TT-IHT-3'], { logic: '@holds_uk_dwelling' }),
              // Looped at the subgroup: one value per settlement of every settlor.
              subgroup('sg-tt-clt', ['TT-IHT-CLT'], { isLooped: true, loopKey: 'settlements' }),
            ]),
          ],
        },
        {
          id: 'sub-settlor',
          name: 'Settlor',
          isLooped: true,
          loopKey: 'settlors',
          groups: [
            group('g-ts-it', 'IT', [subgroup('sg-ts-it', ['TS-IT-1'])]),
            group('g-ts-iht', 'IHT', [subgroup('sg-ts-iht', ['TS-IHT-5'])]),
          ],
        },
        {
          id: 'sub-beneficiaries',
          name: 'Beneficiaries',
          groups: [group('g-tb-cgt', 'CGT', [subgroup('sg-tb-cgt', ['TB-CGT-1'])])],
        },
      ],
    },
    {
      id: 'cat-foundation',
      name: 'Foundation',
      order: 1,
      // A group directly under the category reports in the category's own row (Foundation).
      groups: [group('g-ff-it', 'IT', [subgroup('sg-ff-it', ['FF-IT-2'])])],
      subcategories: [
        {
          id: 'sub-founder',
          name: 'Founder',
          groups: [
            // Looped at the rule only.
            group('g-fo-iht', 'IHT', [subgroup('sg-fo-iht', ['FO-IHT-1'])]),
          ],
        },
      ],
    },
    {
      id: 'cat-company',
      name: 'Company',
      order: 2,
      subcategories: [
        {
          id: 'sub-company',
          name: 'Company',
          groups: [
            group('g-co-it', 'IT', [subgroup('sg-co-it', ['CO-IT-NOMINEE'])]),
            group('g-co-ct', 'CT', [subgroup('sg-co-ct', ['CO-CT-1'])]),
            group('g-co-ated', 'ATED', [subgroup('sg-co-ated', ['CO-ATED-1'])]),
          ],
        },
        {
          id: 'sub-shareholder',
          name: 'Shareholder',
          isLooped: true,
          loopKey: 'shareholders',
          groups: [group('g-sh-it', 'IT', [subgroup('sg-sh-it', ['SH-IT-1'])])],
        },
        {
          id: 'sub-over-settlors',
          name: 'Over Settlors',
          isLooped: true,
          loopKey: 'overSettlors',
          groups: [group('g-os-it', 'IT', [subgroup('sg-os-it', ['OS-IT-1'])])],
        },
        {
          // A company acting as settlor is asked about it on the company, but the risk belongs
          // to the trust's settlor row: the subcategory is transformed into Trust / Settlor.
          id: 'sub-company-as-settlor',
          name: 'Company',
          isTransformed: true,
          transformedCatId: 'cat-trust',
          transformedSubCatId: 'sub-settlor',
          groups: [
            group('g-cs', 'Corporate settlor', [subgroup('sg-cs', ['CS-IT-1'])], {
              transformedGroupId: 'g-ts-it',
            }),
          ],
        },
      ],
    },
  ],
  rules: [
    rule(
      'TT-IT-1',
      "{trustees_all_non_uk_resident} = 'no' and {settlors.settlor_uk_resident_current} contains 'yes'",
      80,
      'r-tt-it-1',
      {
        context: 'ITA s.474-476',
      },
    ),
    rule('TT-IHT-1', "{trust_type} = 'discretionary'", 75, 'r-tt-iht-1', { context: 'IHTA s.58, s.64' }),
    rule('TT-IHT-3', '@uk_dwelling_not_filed', 90, 'r-tt-iht-3', { context: 'IHTA s.216' }),
    rule('TT-IHT-CLT', '{loop.settlement_value_gbp} > 325000', 60, 'r-tt-clt', { context: 'IHTA s.2, s.3' }),
    rule(
      'TS-IT-1',
      "@uk_resident_settlor and {loop.settlor_or_spouse_can_benefit} = 'yes'",
      85,
      'r-ts-it-1',
      {
        context: 'ITTOIA s.624',
      },
    ),
    rule('TS-IHT-5', "{loop.deceased} = 'yes'", 10, 'r-ts-iht-5', { context: 'IHTA s.48(3)' }),
    rule(
      'TB-CGT-1',
      "{benefits_to_uk_beneficiaries} = 'yes' and {trustees_all_non_uk_resident} = 'yes'",
      80,
      'r-tb-cgt-1',
      {
        context: 'TCGA s.87',
      },
    ),
    rule('FF-IT-2', "{foundation_council_uk_resident_majority} = 'yes'", 75, 'r-ff-it-2'),
    rule('FO-IHT-1', "{loop.founder_uk_resident_current} = 'yes'", 40, 'r-fo-iht-1', {
      isLooped: true,
      loopKey: 'founders',
    }),
    rule('CO-IT-NOMINEE', "any(owned, {entity_type} = 'nominee')", 30, 'r-co-nominee', {
      context: 'Nominees: look through',
    }),
    rule('CO-CT-1', "{company_cmc_in_uk} = 'yes'", 70, 'r-co-ct-1', { context: 'CTA09 s.14' }),
    rule('CO-ATED-1', "{company_dwelling_use} = 'occupied_by_connected'", 85, 'r-co-ated-1', {
      context: 'FA13 s.94',
    }),
    rule(
      'SH-IT-1',
      "{loop.shareholder_uk_resident} = 'yes' and {loop.shareholding_pct} >= 25",
      50,
      'r-sh-it-1',
    ),
    rule('OS-IT-1', "{loop.settlor_uk_resident_current} = 'yes'", 65, 'r-os-it-1', { context: 'ITA s.720' }),
    rule('CS-IT-1', "{cs_settlement_purpose} = 'bounty'", 50, 'r-cs-it-1', { context: 'ITTOIA s.620(3)' }),
    // Nothing references this rule: loading drops it (spec 5.3).
    rule('OLD-1', "{trust_type} = 'purpose'", 5, 'r-old'),
  ],
};

const risk = (id: string, text: string) => ({ id, name: id, text, isRiskScore: true });

const RESPONSES: SurveyContentInput['responses'] = {
  categories: [
    {
      id: 'rc-trust',
      name: 'Trust',
      order: 0,
      groups: [
        {
          id: 'rg-trust',
          name: 'Trust',
          heading: 'Trust',
          headingSize: 2,
          logic: "{entity_type} = 'trust'",
          subgroups: [
            {
              id: 'rs-trust-intro',
              name: 'Overview',
              heading: 'Overview',
              responses: ['r-trust-heading', 'r-trust-intro', 'r-trust-detail'],
            },
            {
              id: 'rs-trust-risks',
              name: 'Risks',
              responses: ['r-tt-it-1', 'r-tt-iht-1', 'r-tt-iht-3', 'r-tt-clt', 'r-tb-cgt-1'],
            },
            {
              id: 'rs-trust-settlors',
              name: 'Settlors',
              heading: 'Settlors',
              isLooped: true,
              loopKey: 'settlors',
              responses: ['r-settlor-deceased', 'r-ts-it-1', 'r-ts-iht-5'],
            },
          ],
        },
      ],
    },
    {
      id: 'rc-foundation',
      name: 'Foundation',
      order: 1,
      groups: [
        {
          id: 'rg-foundation',
          name: 'Foundation',
          logic: "{entity_type} = 'foundation'",
          subgroups: [{ id: 'rs-foundation', name: 'Risks', responses: ['r-ff-it-2', 'r-fo-iht-1'] }],
        },
      ],
    },
    {
      id: 'rc-company',
      name: 'Company',
      order: 2,
      groups: [
        {
          id: 'rg-company',
          name: 'Company',
          logic: "{entity_type} = 'company'",
          subgroups: [
            {
              id: 'rs-company',
              name: 'Risks',
              responses: ['r-co-nominee', 'r-co-ct-1', 'r-co-ated-1', 'r-sh-it-1', 'r-os-it-1', 'r-cs-it-1'],
            },
          ],
        },
      ],
    },
  ],
  responses: [
    { id: 'r-trust-heading', name: 'Heading', text: 'Trust overview', isHeading: true, headingSize: 3 },
    { id: 'r-trust-intro', name: 'Intro', text: 'This trust was reviewed against the UK offshore rules.' },
    {
      id: 'r-trust-detail',
      name: 'Detail',
      text: 'A discretionary trust is relevant property: 10-year and exit charges apply.',
      isMoreDetail: true,
      logic: "{trust_type} = 'discretionary'",
    },
    {
      id: 'r-settlor-deceased',
      name: 'Deceased',
      text: 'This settlor has died: the position at death applies.',
      logic: "{loop.deceased} = 'yes'",
    },
    risk('r-tt-it-1', 'Mixed trustee body with a UK-resident settlor: the trust is likely UK resident.'),
    risk('r-tt-iht-1', 'Relevant-property trust holding a UK dwelling: 10-year and exit charges apply.'),
    risk('r-tt-iht-3', 'IHT100 returns for a UK dwelling appear not to have been filed.'),
    risk('r-tt-clt', 'A settlement above the nil-rate band was a chargeable lifetime transfer.'),
    risk('r-tb-cgt-1', 'Benefits to UK beneficiaries are matched to trust gains.'),
    risk('r-ts-it-1', 'Settlor-interested trust: trust income is taxable on the settlor as it arises.'),
    risk('r-ts-iht-5', 'Settlor died: the old domicile test applies to each addition.'),
    risk('r-ff-it-2', 'Council decisions taken in the UK: the foundation may be UK resident.'),
    risk('r-fo-iht-1', 'A UK-resident founder brings the foundation into IHT.'),
    risk('r-co-nominee', 'Shares held through a nominee: look through to the principal.'),
    risk('r-co-ct-1', 'Central management and control in the UK: the company may be UK resident.'),
    risk('r-co-ated-1', 'A connected person occupies the enveloped dwelling: ATED reliefs are denied.'),
    risk('r-sh-it-1', 'A UK-resident shareholder with 25% or more: attribution of gains and income.'),
    risk('r-os-it-1', 'A UK-resident settlor above the company: transfer of assets abroad.'),
    risk('r-cs-it-1', 'A company settled property for bounty: look through to its controllers.'),
    // Nothing references this response once OLD-1 is gone: loading drops it.
    risk('r-old', 'Purpose trust.'),
  ],
};

const DEFINITIONS: SurveyContentInput['definitions'] = {
  groups: [
    { id: 'Residence', definitions: ['uk_resident_settlor'] },
    { id: 'Property', definitions: ['holds_uk_dwelling', 'uk_dwelling_not_filed'] },
    // Spec 5.3: a group named NOT WORKING is dropped on load, and with it its definitions.
    { id: 'NOT WORKING', definitions: ['old_test'] },
  ],
  definitions: [
    // Used in rules looped over settlors: it reads the loop instance.
    {
      id: 'uk_resident_settlor',
      logic: "{loop.settlor_uk_resident_current} = 'yes' and {loop.deceased} != 'yes'",
    },
    { id: 'holds_uk_dwelling', logic: "{trust_uk_residential_property} anyof ['direct', 'via_company']" },
    // A definition that uses another.
    { id: 'uk_dwelling_not_filed', logic: "@holds_uk_dwelling and {trust_iht_returns_filed} = 'no'" },
    { id: 'old_test', logic: "{trust_type} = 'purpose'" },
  ],
};

/** The raw test content, as an editor would save it (defaults left out). */
export const TEST_CONTENT_INPUT: SurveyContentInput = {
  questions: QUESTIONS,
  rules: RULES,
  responses: RESPONSES,
  definitions: DEFINITIONS,
};

/** The test content parsed (defaults filled in) and loaded (spec 5.3 clean-ups applied). */
export function testContent(): SurveyContent {
  return loadContent(SurveyContent.parse(TEST_CONTENT_INPUT));
}
