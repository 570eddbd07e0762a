import type { SurveyContentInput } from '@tsr/contract';
import { ATED_BANDS, ATED_CHARGEABLE_BANDS, ATED_CHARGES_YEAR, KEY_DATES, NIL_RATE_BAND } from '../constants';
import { instantiate, type Template } from './template';

/**
 * The named concepts the rules use again and again (domain primer section 4), in groups for the
 * definition editor. Rules read best as `@settlor_ltr and @trust_non_resident`; the tax meaning
 * of each name is written once, here.
 */

const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;
const UK_LAND_ASSETS = "['uk_residential', 'uk_other_land']";

interface Group {
  readonly name: string;
  readonly definitions: readonly { id: string; logic: string }[];
}

const keyDates: Group = {
  name: 'Key dates and amounts',
  definitions: [
    ...Object.entries(KEY_DATES).map(([id, value]) => ({ id: `date_${id}`, logic: `'${value}'` })),
    { id: 'nil_rate_band', logic: String(NIL_RATE_BAND) },
  ],
};

/**
 * Tax-year figures (docs/authoring.md): one definition a figure and tax year, `{name}__{yyyy}_{yy}`.
 * The ATED annual charges are known for 2025-26 only: a review as at a later tax year says the
 * content has no figure for it until an administrator adds that year's.
 */
const taxYearFigures: Group = {
  name: 'Tax-year figures',
  definitions: ATED_BANDS.filter((band) => band.charge > 0).map((band) => ({
    id: `ated_charge_${band.value}__${ATED_CHARGES_YEAR}`,
    logic: String(band.charge),
  })),
};

/** A party that is the loop instance: the same settlor or founder as the subject of a quantifier (not one of the same name). */
const loopParty: Group = {
  name: 'Loop instances',
  definitions: [
    {
      id: 'is_loop_party',
      logic: 'isLoop()',
    },
  ],
};

const settlorTemplates: Template[] = [
  { id: 'settlor_is_entity', logic: "{$entity_type} anyof ['company', 'trust', 'foundation']" },
  {
    id: 'settlor_is_person',
    logic: "not @$settlor_is_entity and {$settlor_kind} != 'entity_not_in_structure'",
  },
  { id: 'settlor_dead', logic: "{$deceased} = 'yes' or {$settlor_alive} = 'no'" },
  { id: 'settlor_living_person', logic: '@$settlor_is_person and not @$settlor_dead' },
  { id: 'settlor_uk_resident', logic: "@$settlor_living_person and {$settlor_uk_resident_current} = 'yes'" },
  { id: 'settlor_fig', logic: "@$settlor_uk_resident and {$settlor_fig_claim_current} = 'yes'" },
  { id: 'settlor_taxable_on_arising', logic: '@$settlor_uk_resident and not @$settlor_fig' },
  {
    id: 'settlor_ltr',
    logic:
      "@$settlor_living_person and {$settlor_uk_resident_years_last_20} >= 10 and not ({$settlor_uk_resident_current} = 'no' and {$settlor_non_dom_at_2024_10_30} = 'yes')",
  },
  {
    id: 'settlor_interested_income',
    logic: "{$settlor_or_spouse_can_benefit} = 'yes' or {$settlor_actually_benefited} = 'yes'",
  },
  {
    id: 'settlor_interested_gains',
    logic: "@$settlor_interested_income or {$settlor_defined_persons_can_benefit} = 'yes'",
  },
  {
    id: 'settlor_reserves_benefit',
    logic:
      "{$settlor_can_benefit_personally} = 'yes' or {$settlor_actually_benefited} = 'yes' or {$settlor_family_occupies_uk_dwelling} = 'settlor_or_spouse'",
  },
  {
    id: 'settlor_residence_unknown',
    logic:
      "@$settlor_living_person and ({$settlor_uk_resident_current} = 'unknown' or {$settlor_uk_resident_current} empty or {$settlor_uk_resident_years_last_20} empty)",
  },
  {
    id: 'settlor_died_in_scope',
    logic: `@$settlor_is_person and ({$settlor_estate_status_at_death} = 'yes' or ({$settlor_alive} = 'no' and {$settlor_status_at_death} = 'yes' and not before({$settlor_date_of_death}, @date_fig_ltr_regime)))`,
  },
  { id: 'settlor_in_scope_by_status', logic: '@$settlor_ltr or @$settlor_died_in_scope' },
  {
    id: 'settlor_uk_domiciled_historic',
    logic: "@$settlor_is_person and {$settlor_domicile_pre_2025} = 'uk_domiciled'",
  },
];

/** Settlor definitions that read the settlor's settlements: subject variant only. */
const settlorSettlements = [
  {
    id: 'settlor_uk_situs_settlement',
    logic: `any(settlements, {settlement_asset_uk_situs} = 'yes' or {settlement_asset_type} anyof ${UK_LAND_ASSETS})`,
  },
  {
    id: 'settlor_died_before_2025_with_dom_settlement',
    logic:
      "{settlor_alive} = 'no' and before({settlor_date_of_death}, @date_fig_ltr_regime) and any(settlements, {settlor_uk_domiciled_at_settlement} = 'yes' or {settlor_deemed_dom_at_settlement} = 'yes')",
  },
  {
    id: 'settlor_property_not_excluded',
    logic:
      '@settlor_uk_situs_settlement or (@settlor_is_person and (@settlor_in_scope_by_status or @settlor_died_before_2025_with_dom_settlement))',
  },
  {
    id: 'settlor_addition_not_excluded_30_oct_2024',
    logic: `any(settlements, not before({date}, @date_excluded_property_snapshot) or {settlement_asset_uk_situs} = 'yes' or {settlement_asset_type} anyof ${UK_LAND_ASSETS} or {settlor_uk_domiciled_at_settlement} = 'yes' or {settlor_deemed_dom_at_settlement} = 'yes')`,
  },
  {
    id: 'settlor_addition_excluded_30_oct_2024',
    logic: `any(settlements, before({date}, @date_excluded_property_snapshot) and {settlement_asset_uk_situs} != 'yes' and {settlement_asset_type} noneof ${UK_LAND_ASSETS} and {settlor_uk_domiciled_at_settlement} != 'yes' and {settlor_deemed_dom_at_settlement} != 'yes')`,
  },
  // A settlor looked through an owning company (after Fisher, not a transferor for ITA 2007 s.720).
  {
    id: 'loop_settlor_behind_company',
    logic: "{loop.copied} = 'YES' and not @loop_settlor_is_entity and any(owners, {entity_type} = 'company')",
  },
  // The settlor died before 6 April 2025 and added nothing while domiciled or deemed domiciled:
  // the old test keeps the non-UK property excluded for good (IHTA 1984 s.48(3) as it applied).
  {
    id: 'loop_settlor_old_test_keeps_excluded',
    logic:
      "{loop.settlor_alive} = 'no' and before({loop.settlor_date_of_death}, @date_fig_ltr_regime) and not any(settlors, isLoop() and @settlor_died_before_2025_with_dom_settlement)",
  },
  {
    id: 'loop_settlor_property_not_excluded',
    logic: 'any(settlors, @is_loop_party and @settlor_property_not_excluded)',
  },
  {
    id: 'loop_settlor_addition_not_excluded_30_oct_2024',
    logic: 'any(settlors, @is_loop_party and @settlor_addition_not_excluded_30_oct_2024)',
  },
  {
    id: 'loop_settlor_addition_excluded_30_oct_2024',
    logic: 'any(settlors, @is_loop_party and @settlor_addition_excluded_30_oct_2024)',
  },
];

const settlementTemplates: Template[] = [
  {
    id: 'settlement_in_scope_when_made',
    logic:
      "{$settlor_uk_domiciled_at_settlement} = 'yes' or {$settlor_deemed_dom_at_settlement} = 'yes' or {$settlor_ltr_at_settlement} = 'yes' or {$settlement_asset_uk_situs} = 'yes'",
  },
  {
    id: 'settlement_clt',
    logic:
      "{$settlement_value_gbp} > @nil_rate_band and {$settlement_form} noneof ['on_death', 'sale_at_market_value'] and @$settlement_in_scope_when_made",
  },
];

const founderTemplates: Template[] = [
  { id: 'founder_is_entity', logic: "{$entity_type} anyof ['company', 'trust', 'foundation']" },
  {
    id: 'founder_is_person',
    logic: "not @$founder_is_entity and {$founder_kind} != 'entity_not_in_structure'",
  },
  { id: 'founder_dead', logic: "{$deceased} = 'yes' or {$founder_alive} = 'no'" },
  { id: 'founder_living_person', logic: '@$founder_is_person and not @$founder_dead' },
  { id: 'founder_uk_resident', logic: "@$founder_living_person and {$founder_uk_resident_current} = 'yes'" },
  { id: 'founder_fig', logic: "@$founder_uk_resident and {$founder_fig_claim_current} = 'yes'" },
  { id: 'founder_taxable_on_arising', logic: '@$founder_uk_resident and not @$founder_fig' },
  {
    id: 'founder_ltr',
    logic:
      "@$founder_living_person and {$founder_uk_resident_years_last_20} >= 10 and not ({$founder_uk_resident_current} = 'no' and {$founder_non_dom_at_2024_10_30} = 'yes')",
  },
  {
    id: 'founder_interested_income',
    logic:
      "{$founder_is_beneficiary_or_spouse_is} = 'yes' or {$founder_actually_benefited} = 'yes' or {$founder_can_revoke_or_amend} = 'yes'",
  },
  {
    id: 'founder_interested_gains',
    logic: "@$founder_interested_income or {$founder_defined_persons_can_benefit} = 'yes'",
  },
  {
    id: 'founder_reserves_benefit',
    logic:
      "{$founder_can_benefit_personally} = 'yes' or {$founder_actually_benefited} = 'yes' or {$founder_family_occupies_uk_dwelling} = 'founder_or_spouse'",
  },
  {
    id: 'founder_residence_unknown',
    logic:
      "@$founder_living_person and ({$founder_uk_resident_current} = 'unknown' or {$founder_uk_resident_current} empty or {$founder_uk_resident_years_last_20} empty)",
  },
  {
    id: 'founder_died_in_scope',
    logic: `@$founder_is_person and ({$founder_estate_status_at_death} = 'yes' or ({$founder_alive} = 'no' and {$founder_status_at_death} = 'yes' and not before({$founder_date_of_death}, @date_fig_ltr_regime)))`,
  },
  { id: 'founder_in_scope_by_status', logic: '@$founder_ltr or @$founder_died_in_scope' },
];

const founderContributions = [
  {
    id: 'founder_uk_situs_contribution',
    logic: `any(contributions, {contribution_asset_uk_situs} = 'yes' or {contribution_asset_type} anyof ${UK_LAND_ASSETS})`,
  },
  {
    id: 'founder_died_before_2025_with_dom_contribution',
    logic:
      "{founder_alive} = 'no' and before({founder_date_of_death}, @date_fig_ltr_regime) and any(contributions, {founder_uk_domiciled_at_contribution} = 'yes' or {founder_deemed_dom_at_contribution} = 'yes')",
  },
  {
    id: 'founder_property_not_excluded',
    logic:
      '@founder_uk_situs_contribution or (@founder_is_person and (@founder_in_scope_by_status or @founder_died_before_2025_with_dom_contribution))',
  },
  {
    id: 'founder_addition_not_excluded_30_oct_2024',
    logic: `any(contributions, not before({date}, @date_excluded_property_snapshot) or {contribution_asset_uk_situs} = 'yes' or {contribution_asset_type} anyof ${UK_LAND_ASSETS} or {founder_uk_domiciled_at_contribution} = 'yes' or {founder_deemed_dom_at_contribution} = 'yes')`,
  },
  {
    id: 'loop_founder_behind_company',
    logic: "{loop.copied} = 'YES' and not @loop_founder_is_entity and any(owners, {entity_type} = 'company')",
  },
  {
    id: 'loop_founder_addition_not_excluded_30_oct_2024',
    logic: 'any(founders, @is_loop_party and @founder_addition_not_excluded_30_oct_2024)',
  },
];

const contributionTemplates: Template[] = [
  {
    id: 'contribution_in_scope_when_made',
    logic:
      "{$founder_uk_domiciled_at_contribution} = 'yes' or {$founder_deemed_dom_at_contribution} = 'yes' or {$founder_ltr_at_contribution} = 'yes' or {$contribution_asset_uk_situs} = 'yes'",
  },
  {
    id: 'contribution_clt',
    logic:
      "{$contribution_value_gbp} > @nil_rate_band and {$contribution_form} noneof ['on_death', 'sale_at_market_value', 'subscription_for_rights'] and @$contribution_in_scope_when_made",
  },
];

/** A company's over settlors are settlors or founders of the trusts and foundations above it. */
const overSettlors: Group = {
  name: 'Over settlors',
  definitions: [
    // Inside any(owners_chain, ...): the trust or foundation above that the loop's settlor or
    // founder belongs to. The rules read the chain from it to the company as the law does.
    { id: 'is_loop_os_entity', logic: 'any(settlors, isLoop()) or any(founders, isLoop())' },
    {
      id: 'loop_os_dwelling_within_iht',
      logic: 'any(owners_chain, @is_loop_os_entity and chainShareAtLeast(5, @company_may_be_close))',
    },
    {
      id: 'loop_os_s3_reach',
      logic: 'any(owners_chain, @is_loop_os_entity and chainShareOver(25, @company_s3_link))',
    },
    {
      id: 'loop_os_controls',
      logic: 'any(owners_chain, @is_loop_os_entity and chainPaths(@company_may_be_close) > 0)',
    },
    { id: 'loop_os_uk_resident', logic: '@loop_settlor_uk_resident or @loop_founder_uk_resident' },
    { id: 'loop_os_fig', logic: '@loop_settlor_fig or @loop_founder_fig' },
    {
      id: 'loop_os_taxable_on_arising',
      logic: '@loop_settlor_taxable_on_arising or @loop_founder_taxable_on_arising',
    },
    { id: 'loop_os_ltr', logic: '@loop_settlor_ltr or @loop_founder_ltr' },
    { id: 'loop_os_dead', logic: '@loop_settlor_dead or @loop_founder_dead' },
    {
      id: 'loop_os_interested_income',
      logic: '@loop_settlor_interested_income or @loop_founder_interested_income',
    },
    {
      id: 'loop_os_interested_gains',
      logic: '@loop_settlor_interested_gains or @loop_founder_interested_gains',
    },
    {
      id: 'loop_os_non_resident_person',
      logic:
        "(@loop_settlor_living_person and {loop.settlor_uk_resident_current} = 'no') or (@loop_founder_living_person and {loop.founder_uk_resident_current} = 'no')",
    },
    {
      id: 'loop_os_occupies',
      logic:
        "{loop.settlor_family_occupies_uk_dwelling} = 'settlor_or_spouse' or {loop.founder_family_occupies_uk_dwelling} = 'founder_or_spouse'",
    },
    {
      id: 'loop_os_family_occupies',
      logic:
        "@loop_os_occupies or {loop.settlor_family_occupies_uk_dwelling} = 'other_family' or {loop.founder_family_occupies_uk_dwelling} = 'other_family'",
    },
    {
      id: 'loop_os_manages_from_uk',
      logic:
        "@loop_os_uk_resident and ({loop.settlor_involved_in_management} = 'yes' or {loop.founder_involved_in_management} = 'yes')",
    },
  ],
};

const shareholderTemplates: Template[] = [
  {
    id: 'shareholder_is_person',
    logic:
      "{$shareholder_kind} = 'individual' or {$nominee_principal_type} = 'individual' or ({$shareholder_kind} = 'nominee' and {$shareholder_nominee_principal_kind} = 'individual')",
  },
  { id: 'shareholder_uk_resident', logic: "{$shareholder_uk_resident_during_holding} = 'yes'" },
  { id: 'shareholder_uk_person', logic: '@$shareholder_is_person and @$shareholder_uk_resident' },
  { id: 'shareholder_ltr', logic: "@$shareholder_is_person and {$shareholder_ltr} = 'yes'" },
  {
    id: 'shareholder_unidentified_nominee',
    logic:
      "{$shareholder_kind} = 'nominee' and {$nominee_principal} empty and {$shareholder_beneficial_owner_identified} != 'yes'",
  },
  {
    id: 'shareholder_not_personally_in_iht',
    logic:
      "{$shareholder_kind} anyof ['trust', 'foundation'] or {$shareholder_nominee_principal_kind} anyof ['trust', 'foundation'] or (@$shareholder_is_person and {$shareholder_ltr} != 'yes')",
  },
];

/**
 * A company's shareholder (the loop instance) and the companies below: the same chain tests as
 * for a trust above, from the shareholder's own holding (docs/content-pack.md, "Individuals at
 * the top"). `any(participators, isLoop() ...)` finds the shareholder among the holders.
 */
const shareholderChains: Group = {
  name: 'Shareholders through companies',
  definitions: [
    {
      id: 'loop_shareholder_s3_gains',
      logic:
        "{loop.shareholder_connected_pct_over_25} != 'no' and ((@company_s3_gains and ({loop.shareholder_connected_pct_over_25} = 'yes' or any(participators, isLoop() and chainShareOver(25, @company_s3_link)))) or any(owned_chain, @company_s3_gains and any(participators, isLoop() and chainShareOver(25, @company_s3_link))) or ({loop.shareholder_connected_pct_over_25} = 'yes' and @company_s3_link and any(owned_chain, @chain_s3_gains)))",
    },
    {
      id: 'loop_shareholder_dwelling_within_iht',
      logic:
        "({company_uk_residential_property} = 'yes' and any(participators, isLoop() and chainShareAtLeast(5, @company_may_be_close))) or any(owned_chain, {company_uk_residential_property} = 'yes' and any(participators, isLoop() and chainShareAtLeast(5, @company_may_be_close)))",
    },
    {
      id: 'loop_shareholder_enveloped_dwelling',
      logic: '@company_ated_in_charge or any(owned_chain, @chain_enveloped_dwelling)',
    },
    {
      id: 'loop_shareholder_25pc',
      logic:
        "{loop.shareholder_connected_pct_over_25} = 'yes' or any(participators, isLoop() and chainShareAtLeast(25))",
    },
  ],
};

const company: Group = {
  name: 'Companies',
  definitions: [
    { id: 'company_uk_resident', logic: "{company_jurisdiction} = 'uk' or {company_cmc_in_uk} = 'yes'" },
    { id: 'company_non_resident', logic: 'not @company_uk_resident' },
    {
      id: 'company_offshore_cmc_risk',
      logic: "{company_jurisdiction} != 'uk' and {company_cmc_in_uk} = 'yes'",
    },
    { id: 'company_close', logic: "{company_is_close} = 'yes'" },
    // Look-through stops where the law stops (docs/content-pack.md, "Chains of companies"): a
    // company whose close status is not known may be close, and the explanation shows it.
    { id: 'company_may_be_close', logic: "{company_is_close} != 'no'" },
    // A link of TCGA 1992 s.3(7): a non-resident company that is (or would be) close.
    { id: 'company_s3_link', logic: '@company_may_be_close and @company_non_resident' },
    // IHTA 1984 Sch A1 para 2: through close companies, holdings of 5% or more.
    {
      id: 'chain_dwelling_within_iht',
      logic: "{company_uk_residential_property} = 'yes' and chainShareAtLeast(5, @company_may_be_close)",
    },
    // Enveloped dwellings of companies the holder controls with others (close companies only).
    {
      id: 'chain_enveloped_dwelling',
      logic: '@company_ated_in_charge and chainPaths(@company_may_be_close) > 0',
    },
    // TCGA 1992 s.3(4), (7): gains of non-resident close companies, more than 25%.
    { id: 'chain_s3_gains', logic: '@company_s3_gains and chainShareOver(25, @company_s3_link)' },
    {
      id: 'company_holds_uk_dwelling',
      logic: "{company_uk_residential_property} = 'yes' or any(owned_chain, @chain_dwelling_within_iht)",
    },
    {
      id: 'company_ated_in_charge',
      logic: `{company_uk_residential_property} = 'yes' and {company_uk_dwelling_value_band} anyof ${list(ATED_CHARGEABLE_BANDS)}`,
    },
    {
      id: 'company_non_qualifying_use',
      logic: "{company_dwelling_use} anyof ['occupied_by_connected', 'mixed', 'vacant_or_second_home']",
    },
    {
      id: 'company_s3_gains',
      logic:
        "@company_may_be_close and @company_non_resident and {company_realised_gains} anyof ['non_uk_assets', 'both'] and {company_economic_substance} != 'trading_with_substance'",
    },
    // A holder a gain of the company may be apportioned to: a UK-resident participator (a person,
    // a UK company) or trustees or a foundation with a UK link, holding more than 25% through
    // non-resident close companies (TCGA 1992 s.3(4)-(7)); connected persons' 25% counts.
    {
      id: 'participator_uk_link',
      logic:
        "({shareholder_uk_resident_during_holding} anyof ['yes', 'unknown'] and {shareholder_connected_pct_over_25} != 'no') or @trust_uk_link or @foundation_uk_link or ({entity_type} = 'company' and @company_uk_resident)",
    },
    {
      id: 'company_uk_participator_link',
      logic:
        "any(shareholders, @participator_uk_link and {shareholder_connected_pct_over_25} = 'yes') or any(participators, @participator_uk_link and chainShareOver(25, @company_s3_link))",
    },
    // Someone in the UK the company's benefits can reach, however much they hold.
    {
      id: 'company_uk_holder',
      logic:
        "any(participators, {shareholder_uk_resident_during_holding} anyof ['yes', 'unknown'] or @trust_uk_link or @foundation_uk_link)",
    },
    {
      id: 'company_has_income',
      logic:
        "{company_uk_property_income} = 'yes' or {company_other_income} anyof ['uk_interest_or_dividends', 'foreign_investment_income', 'trading_income']",
    },
    {
      id: 'company_holds_uk_land',
      logic:
        "{company_uk_residential_property} = 'yes' or {company_uk_property_income} = 'yes' or ({company_uk_land_75pc} = 'yes' and count(owned_chain, {entity_type} = 'company') = 0)",
    },
    { id: 'company_settles_or_founds', logic: 'count(settles) > 0 or count(founds) > 0' },
    { id: 'company_group_has_income', logic: '@company_has_income or any(owned_chain, @company_has_income)' },
  ],
};

const trust: Group = {
  name: 'Trusts',
  definitions: [
    {
      // When the settlement commenced (IHTA 1984 s.61): the ten-year anniversaries run from it.
      id: 'trust_commencement',
      logic: 'iif(isDate({trust_date_created}), {trust_date_created}, {first_settlement})',
    },
    { id: 'trust_non_resident', logic: "{trust_trustee_residence} = 'all_non_uk'" },
    {
      id: 'trust_uk_resident',
      logic:
        "{trust_trustee_residence} = 'all_uk' or ({trust_trustee_residence} = 'mixed' and any(settlors, any(settlements, {settlor_uk_resident_at_settlement} = 'yes' or {settlor_uk_domiciled_at_settlement} = 'yes')))",
    },
    {
      id: 'trust_relevant_property',
      logic:
        "{trust_type} anyof ['discretionary', 'purpose'] or ({trust_type} = 'interest_in_possession' and {trust_iip_qualifying} != 'yes')",
    },
    {
      id: 'trust_has_company',
      logic: "any(owned, {entity_type} = 'company') or {trust_owns_underlying_companies} = 'yes'",
    },
    {
      id: 'trust_uk_dwelling',
      logic:
        "{trust_uk_residential_property} anyof ['direct', 'via_company', 'via_partnership', 'via_loan_or_collateral'] or any(owned_chain, @chain_dwelling_within_iht)",
    },
    { id: 'trust_enveloped_dwelling_in_charge', logic: 'any(owned_chain, @chain_enveloped_dwelling)' },
    {
      id: 'trust_uk_assets_direct',
      logic: "{trust_holds_uk_assets_directly} anyof ['uk_land', 'uk_securities_or_cash', 'both']",
    },
    {
      id: 'trust_uk_land_direct',
      logic:
        "{trust_holds_uk_assets_directly} anyof ['uk_land', 'both'] or {trust_uk_residential_property} anyof ['direct']",
    },
    {
      id: 'trust_uk_link',
      logic:
        "{trust_uk_resident_beneficiaries} anyof ['yes', 'unknown'] or @trust_uk_resident or any(settlors, @settlor_uk_resident)",
    },
    { id: 'trust_property_not_excluded', logic: 'any(settlors, @settlor_property_not_excluded)' },
    {
      id: 'trust_within_relevant_property_charges',
      logic:
        '@trust_relevant_property and (@trust_property_not_excluded or @trust_uk_assets_direct or @trust_uk_dwelling)',
    },
    {
      id: 'trust_clt_into_trust',
      logic: 'any(settlors, any(settlements, @settlement_clt))',
    },
    {
      id: 'trust_benefits_uk',
      logic:
        "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use', 'income_distributions']",
    },
    {
      id: 'trust_capital_benefits_uk',
      logic: "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use']",
    },
    { id: 'trust_company_s3_gains', logic: 'any(owned_chain, @chain_s3_gains)' },
    {
      id: 'trust_relevant_income',
      logic: "{trust_has_undistributed_income} != 'no' or any(owned_chain, @company_has_income)",
    },
    {
      id: 'trust_gains_arising',
      logic: "{trust_realised_gains} anyof ['yes', 'unknown'] or @trust_company_s3_gains",
    },
    {
      id: 'trust_transfers_pool',
      logic: "{ts_transferor_had_unmatched_gains} = 'yes' or {tf_transferor_had_unmatched_gains} = 'yes'",
    },
  ],
};

const foundation: Group = {
  name: 'Foundations',
  definitions: [
    {
      id: 'foundation_trust_branch',
      logic: "{foundation_uk_characterisation} anyof ['trust_like', 'undetermined']",
    },
    {
      id: 'foundation_company_branch',
      logic: "{foundation_uk_characterisation} anyof ['company_like', 'undetermined']",
    },
    {
      id: 'foundation_uk_dwelling',
      logic:
        "{foundation_uk_residential_property} anyof ['direct', 'via_company'] or any(owned_chain, @chain_dwelling_within_iht)",
    },
    {
      id: 'foundation_ated_in_charge_direct',
      logic: `{foundation_uk_residential_property} = 'direct' and {foundation_uk_dwelling_value_band} anyof ${list(ATED_CHARGEABLE_BANDS)}`,
    },
    {
      id: 'foundation_enveloped_dwelling_in_charge',
      logic: '@foundation_ated_in_charge_direct or any(owned_chain, @chain_enveloped_dwelling)',
    },
    {
      id: 'foundation_uk_assets',
      logic: "{foundation_holds_uk_assets} anyof ['uk_land', 'uk_securities_or_cash', 'both']",
    },
    {
      id: 'foundation_uk_land',
      logic:
        "{foundation_holds_uk_assets} anyof ['uk_land', 'both'] or {foundation_uk_residential_property} = 'direct'",
    },
    {
      id: 'foundation_uk_link',
      logic:
        "{foundation_uk_resident_beneficiaries} anyof ['yes', 'unknown'] or {foundation_council_uk_resident_majority} = 'yes' or any(founders, @founder_uk_resident)",
    },
    { id: 'foundation_property_not_excluded', logic: 'any(founders, @founder_property_not_excluded)' },
    {
      id: 'foundation_within_iht',
      logic: '@foundation_property_not_excluded or @foundation_uk_assets or @foundation_uk_dwelling',
    },
    {
      id: 'foundation_capital_benefits_uk',
      logic:
        "{foundation_benefits_to_uk_beneficiaries} anyof ['capital_distributions', 'loans', 'rent_free_use']",
    },
    {
      id: 'foundation_pools',
      logic:
        "{foundation_has_unmatched_gains_or_income} != 'no' or any(owners, {tf_transferor_had_unmatched_gains} = 'yes' or {tf_transferor_had_undistributed_income} = 'yes' or {ff_transferor_had_unmatched_gains} = 'yes' or {ff_transferor_had_undistributed_income} = 'yes')",
    },
    {
      id: 'foundation_gains_arising',
      logic: "{foundation_has_unmatched_gains_or_income} != 'no' or any(owned_chain, @chain_s3_gains)",
    },
    {
      id: 'foundation_revocable',
      logic: "{foundation_founder_reserved_rights} anyof ['revoke', 'revoke_and_direct']",
    },
    {
      id: 'foundation_transfers_pool',
      logic: "{fs_transferor_had_unmatched_gains} = 'yes' or {ff_transferor_had_unmatched_gains} = 'yes'",
    },
  ],
};

/**
 * Due dates of the rules' dated actions (docs/scoring.md, key dates) that take more than one step.
 * Only actions read them: they use today(), the review's as-at date, and a rule's logic never
 * does (the review date does not change a score). An answer not given leaves them empty, so no
 * key date is listed; a date question's answer is always a real date (the answer check).
 */
function atedDates(prefix: 'company' | 'foundation'): Group['definitions'] {
  const first = `{${prefix}_ated_first_date}`;
  const start = `@${prefix}_ated_charge_start`;
  return [
    // ATED began on 1 April 2013: a dwelling held before then came within it that day.
    {
      id: `${prefix}_ated_charge_start`,
      logic: `iif(before(${first}, @date_ated_start), @date_ated_start, ${first})`,
    },
    // The first return is due by the end of the 30 days beginning with the first day within the
    // charge (FA 2013 s.159(2)): 29 days after it, 30 April for a dwelling held on 1 April. The
    // 2013-14 returns were due by 1 October 2013 at the earliest (FA 2013 Sch 35 para 4). The 90
    // days of a new dwelling (s.159(3)) and the £1m band's 1 October 2015 (FA 2014 s.109) are not
    // assumed: the earlier date is the conservative one.
    {
      id: `${prefix}_ated_first_return_due`,
      logic: `iif(before(${start}, addYears(@date_ated_start, 1)) and before(addDays(${start}, 29), @date_ated_first_returns), @date_ated_first_returns, addDays(${start}, 29))`,
    },
  ];
}

/**
 * The Register of Overseas Entities' update statements (ECTEA 2022 s.7(1)): due within the 14 days
 * after each update period, the 12 months beginning with the registration date and each 12 months
 * after. A period ends the day before an anniversary of registration, so its statement is due by
 * the anniversary plus 13 days (registered 01/08/2022: due by 14/08/2023). For a registration on
 * 29 February that is a day early, the conservative side.
 */
function roeDates(prefix: 'company' | 'foundation'): Group['definitions'] {
  const registered = `{${prefix}_roe_registration_date}`;
  const years = `@${prefix}_roe_years`;
  const deadline = (n: string) => `addDays(addYears(${registered}, ${n}), 13)`;
  return [
    // Anniversaries of registration passed as at the review's date.
    { id: `${prefix}_roe_years`, logic: `yearsBetween(${registered}, today())` },
    // The next statement: the last anniversary's while its 14 days run, else the next one's.
    {
      id: `${prefix}_roe_update_due`,
      logic: `iif(${years} >= 1 and not before(${deadline(years)}, today()), ${deadline(years)}, ${deadline(`max(${years}, 0) + 1`)})`,
    },
    // The latest statement whose due date has passed; none before the first anniversary's.
    {
      id: `${prefix}_roe_update_late`,
      logic: `iif(${years} >= 1 and before(${deadline(years)}, today()), ${deadline(years)}, iif(${years} >= 2, ${deadline(`${years} - 1`)}, ''))`,
    },
  ];
}

const datedActions: Group = {
  name: 'Dated actions',
  definitions: [
    ...atedDates('company'),
    ...atedDates('foundation'),
    ...roeDates('company'),
    ...roeDates('foundation'),
    // A non-resident's UK land disposal: the return and the tax on account are due on the 30th
    // day following completion, the 60th for completions from 27 October 2021 (FA 2019 Sch 2
    // para 3 as amended; TMA 1970 s.12ZB for completions before 6 April 2019).
    {
      id: 'trust_uk_land_return_due',
      logic:
        'addDays({trust_uk_land_completion_date}, iif(before({trust_uk_land_completion_date}, @date_uk_land_return_60_days), 30, 60))',
    },
    // The account of an exit charge (IHTA 1984 s.65) on the trust's latest exit: for a charge
    // arising from 6 April 2014, six months after the end of the month of the event (s.216(6)(ad),
    // inserted by FA 2014 Sch 25 para 5), the tax due the same day (s.226(3C)). Before then the
    // account was due 12 months after the end of the month (s.216(6)(c); or, if later, three
    // months after the trustees first became liable: not assumed, the earlier date is the
    // conservative one), while the tax was due six months after the end of the month, or on 30
    // April next for an event from 6 April to 30 September (s.226(1)): the date is the account's.
    {
      id: 'trust_exit_account_due',
      logic:
        'endOfMonth(addMonths({trust_latest_exit_date}, iif(before({trust_latest_exit_date}, @date_relevant_property_six_month_account), 12, 6)))',
    },
  ],
};

const both = (templates: readonly Template[]) => [
  ...templates.map((t) => instantiate(t, 'subject')),
  ...templates.map((t) => instantiate(t, 'loop')),
];

const GROUPS: readonly Group[] = [
  keyDates,
  taxYearFigures,
  loopParty,
  { name: 'Settlors', definitions: [...both(settlorTemplates), ...settlorSettlements] },
  { name: 'Settlements', definitions: both(settlementTemplates) },
  { name: 'Founders', definitions: [...both(founderTemplates), ...founderContributions] },
  { name: 'Contributions', definitions: both(contributionTemplates) },
  overSettlors,
  { name: 'Shareholders', definitions: both(shareholderTemplates) },
  shareholderChains,
  trust,
  foundation,
  company,
  datedActions,
];

export const DEFINITIONS: SurveyContentInput['definitions'] = {
  groups: GROUPS.map((group) => ({ id: group.name, definitions: group.definitions.map((d) => d.id) })),
  definitions: GROUPS.flatMap((group) => group.definitions),
};
