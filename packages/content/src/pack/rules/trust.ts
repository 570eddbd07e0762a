import { lookThroughNotes } from './look-through';
import type { CategorySpec } from './model';
import { rule } from './model';

/**
 * Trust row group (domain primer 6.1): Trustees (the trust itself), Settlor (per settlor and
 * per settlement) and Beneficiaries. Rules on the settlor run once per settlor (loop key
 * settlors) or once per settlement (loop key settlements), because the settlements code, s.86
 * and IHT all work settlor by settlor and addition by addition (ITTOIA 2005 s.644; IHTA 1984
 * s.44(2)).
 */

// ---------- Trust / Trustees ----------

/**
 * When TT-IHT-2 fires: a relevant-property trust whose property is not excluded. Its dated
 * actions (actions.ts) are listed from TT-IHT-1 where only a UK dwelling brings the trust within
 * the charges, which fires TT-IHT-1 and not this.
 */
export const TT_IHT_2_CONDITION =
  '@trust_relevant_property and (@trust_property_not_excluded or @trust_uk_assets_direct)';

const TT_IT = [
  rule('TT-IT-1', 'Trust likely UK resident', 80, '@trust_uk_resident', {
    risk: 'The trust is likely to be UK resident, so its worldwide income is taxable on the trustees at 45% (39.35% on dividends) (ITA 2007 ss.474-476, s.479).',
    detail:
      'A trust is UK resident when all its trustees are, or when the trustee body is mixed and a settlor was UK resident (or, before 6 April 2025, UK domiciled) when providing funds (ITA 2007 s.475-476).\n##li Worldwide income is then taxable on the trustees at the trust rates (ITA 2007 s.479), with self-assessment returns (SA900).\n##li Check whether any trustee retired or was appointed so that residence changed, and whether the trust has been filing as non-resident.',
    legislation: 'ITA 2007 ss.474-476, s.479',
  }),
  rule(
    'TT-IT-2',
    'UK-source income of non-resident trustees',
    45,
    '@trust_non_resident and @trust_uk_assets_direct',
    {
      risk: 'Non-resident trustees are liable to UK income tax on UK-source income, such as UK rents under the Non-Resident Landlord Scheme (ITA 2007 s.811; ITTOIA 2005 Part 3).',
      detail:
        'Non-resident trustees pay income tax on UK-source income. The liability on most UK investment income is limited to tax deducted at source (ITA 2007 s.811), but UK property income is fully taxable: the letting agent or tenant deducts 20% under the Non-Resident Landlord Scheme unless HMRC approves gross payment.\n##li Check SA900 returns and NRL registration.\n##li A trust with a UK tax liability must be registered on the Trust Registration Service.',
      legislation: 'ITA 2007 s.811; ITTOIA 2005 Part 3; SI 1995/2902',
    },
  ),
  rule(
    'TT-IT-3',
    'Trust not registered on TRS',
    60,
    "{trust_registered_trs} = 'not_registered' and (@trust_uk_resident or @trust_uk_assets_direct or @trust_uk_land_direct)",
    {
      risk: 'The trust appears registrable on the Trust Registration Service but is not registered: penalties apply and filings such as the 60-day UK property return are blocked (MLR 2017 regs 42-45).',
      detail:
        'A non-UK express trust must register when it becomes liable to a UK tax, acquires UK land on or after 6 October 2020, or has a UK-resident trustee entering a business relationship with a UK relevant person (Money Laundering Regulations 2017, MLR 2017 regs 42-45, as amended by SI 2020/991; HMRC TRSM22020).\n##li Deadlines: 90 days after becoming registrable for trusts created from 6 April 2021; 5 October or 31 January after the first tax year of liability for older taxable trusts.\n##li An annual declaration is needed for taxable trusts.',
      legislation: 'MLR 2017 regs 42-45; TRSM22020, TRSM40010',
    },
  ),
  rule(
    'TT-IT-4',
    'Relevant income not quantified',
    35,
    "{trust_has_undistributed_income} = 'unknown' and @trust_benefits_uk",
    {
      risk: 'Benefits were received by UK residents but the undistributed "relevant income" of the structure is not known: the s.731 charge on them cannot be worked out (ITA 2007 s.733).',
      detail:
        'Under the transfer of assets abroad benefits charge, a benefit is taxed on a UK-resident recipient to the extent of relevant income available in the structure, including income of underlying companies (ITA 2007 ss.731-735). The trustees need year-by-year records of income and of benefits matched against it.',
      legislation: 'ITA 2007 ss.731-735',
    },
  ),
  rule('TT-IT-5', 'Trustee residence not known', 35, "{trust_trustee_residence} = 'unknown'", {
    risk: 'The residence of the trustees is not known, so it cannot be told whether the trust is UK resident (ITA 2007 ss.474-476; TCGA 1992 s.69).',
    detail:
      'Trust residence decides whether the trustees are taxed on worldwide income and gains or only on UK income and UK land gains, and whether TCGA 1992 s.86 and s.87 apply at all. Establish the residence of every trustee, including corporate trustees (where managed and controlled), for each tax year under review.',
    legislation: 'ITA 2007 ss.474-476; TCGA 1992 s.69',
  }),
  rule(
    'TT-IT-6',
    'Relevant income passed to another trust or foundation',
    40,
    "{ts_transferor_had_undistributed_income} = 'yes' or {tf_transferor_had_undistributed_income} = 'yes'",
    {
      risk: 'The trust moved property carrying undistributed income to another trust or foundation: that relevant income follows the assets, and benefits from the recipient are matched to it (ITA 2007 ss.731-735).',
      detail:
        'Transfers between entities of the same structure are "associated operations" for the transfer of assets abroad rules (ITA 2007 s.719). Relevant income accumulated before the transfer remains available to be matched to benefits provided by the recipient to UK residents. Keep a record of the income transferred and give it to the recipient’s trustees or council.',
      legislation: 'ITA 2007 s.719, ss.731-735',
    },
  ),
  rule(
    'TT-IT-7',
    'Original settlors of a transferring trust not identified',
    35,
    "{ts_original_settlors_identified} anyof ['no', 'unknown'] or {tf_original_settlors_identified} anyof ['no', 'unknown']",
    {
      risk: 'The trust acted as settlor or founder of another entity, but its own original settlors are not identified: the settlor-level charges on the recipient cannot be tested (IHTA 1984 s.81; TCGA 1992 s.90).',
      detail:
        'On a transfer between settlements the settlors of the recipient are the original settlors of the transferor, for IHT (IHTA 1984 s.81) and for the settlements code and s.86 (ITTOIA 2005 s.620; TCGA 1992 Sch 5). Identify them and record their residence and long-term residence status.',
      legislation: 'IHTA 1984 s.81; TCGA 1992 s.90; ITTOIA 2005 s.620',
    },
  ),
];

const TT_CGT = [
  rule('TT-CGT-1', 'Trust gains taxable on UK-resident trustees', 80, '@trust_uk_resident', {
    risk: 'The trust is likely to be UK resident, so the trustees are chargeable to CGT on worldwide gains at 24% (TCGA 1992 s.69).',
    detail:
      'UK-resident trustees are taxed on gains as they arise at the trustee rate (24% from 30 October 2024). The s.86 and s.87 regimes for non-resident trusts do not apply, but a settlor-interested UK trust can still be taxed through the settlements code for income. Check for a past change of residence: an exit from the UK is a deemed disposal of all trust assets (TCGA 1992 s.80).',
    legislation: 'TCGA 1992 s.69, s.80',
  }),
  rule(
    'TT-CGT-2',
    'UK land disposals by non-resident trustees',
    60,
    "@trust_non_resident and {trust_disposed_uk_land} = 'yes' and {trust_nrcgt_returns_filed} != 'yes'",
    {
      risk: 'Non-resident trustees disposed of UK land and the UK property returns may not have been filed in time: gains on UK land are chargeable (TCGA 1992 s.1A, Sch 1A; FA 2019 Sch 1).',
      detail:
        'Non-residents have been chargeable on UK residential property gains since 6 April 2015 and on all UK land, including indirect disposals of interests in UK property-rich entities, since 6 April 2019 (TCGA 1992 s.1A, Sch 1A, Sch 4AA).\n##li A UK property return and payment on account were due within 30 days of completion (60 days from 27 October 2021), even where no tax is due.\n##li The trust must be on the Trust Registration Service before it can file.\n##li Late returns attract penalties (FA 2009 Sch 55) and interest.',
      legislation: 'TCGA 1992 s.1A, Sch 1A, Sch 4AA; FA 2019 Sch 1-2',
    },
  ),
  rule(
    'TT-CGT-3',
    'Gains of underlying companies apportioned to the trustees',
    45,
    '@trust_company_s3_gains and @trust_uk_link',
    {
      risk: 'Gains of an underlying non-resident close company may be apportioned to the trustees and then taxed on the settlor (s.86) or on beneficiaries (s.87) (TCGA 1992 s.3, Sch 5 para 1(3)).',
      detail:
        'A gain of a non-resident company that would be close if UK resident is apportioned to participators, including non-resident trustees (TCGA 1992 s.3). Trustees’ apportioned gains are included in the gains attributed to a UK-resident settlor under s.86 (Sch 5 para 1(3)) or, otherwise, go into the s.87 pool. The exemption for economically significant activities (s.3A) needs real substance outside the UK.',
      legislation: 'TCGA 1992 s.3, s.3A, s.86, s.87, Sch 5 para 1(3)',
    },
  ),
  rule(
    'TT-CGT-4',
    'Stockpiled gains',
    20,
    "@trust_non_resident and {trust_has_unmatched_gains} = 'yes' and not @trust_capital_benefits_uk and {trust_uk_resident_beneficiaries} anyof ['yes', 'unknown']",
    {
      risk: 'The trust holds a pool of unmatched gains: future capital payments to UK residents will be taxed, with a supplementary charge of up to 60% of the tax (TCGA 1992 s.87, s.91).',
      detail:
        'Gains of a non-resident trust not attributed to a settlor wait in the s.87 pool and are matched last-in-first-out to capital payments and benefits received by UK-resident beneficiaries (TCGA 1992 s.87A). Tax on gains held back for more than a year is increased by 10% for each year up to six (s.91). Plan distributions, and keep the pool computations year by year.',
      legislation: 'TCGA 1992 ss.87-87A, s.91',
    },
  ),
  rule('TT-CGT-5', 'Gains pool passed to another trust or foundation', 40, '@trust_transfers_pool', {
    risk: 'The trust moved property to another trust or foundation while it had unmatched gains: the pool passes with the property and will be matched to capital payments the recipient makes (TCGA 1992 s.90).',
    detail:
      'On a transfer between settlements a proportion of the transferor’s unmatched gains passes to the recipient (TCGA 1992 s.90). Where the recipient is a company-like foundation the transfer is not between settlements and may itself be a capital payment, disregarded only if the recipient is non-resident (s.87D), subject to the onward-gift rules (ss.87I-87M). Record the pool transferred.',
    legislation: 'TCGA 1992 s.87D, s.90, ss.87I-87M',
  }),
];

const TT_IHT = [
  rule(
    'TT-IHT-1',
    'UK residential property in the trust',
    80,
    "@trust_uk_dwelling and {trust_type} != 'bare_or_nominee'",
    {
      risk: 'The trust has an interest in UK residential property (directly, through a company or partnership, or through a loan). That value is never excluded property and is within the relevant-property charges whatever the settlor’s status (IHTA 1984 Sch A1; s.48ZA; ss.64-65).',
      detail:
        'Since 6 April 2017 shares in close companies and partnership interests are not excluded property to the extent their value comes from UK dwellings, nor are loans that finance them or collateral for such loans (IHTA 1984 Sch A1, inserted by F(No.2)A 2017 Sch 10; HMRC IHTM04311).\n##li 10-year anniversary charges of up to 6% apply to that value (s.64), and exit charges when it leaves the trust (s.65).\n##li The exclusion continues for two years after a disposal (Sch A1 para 5).',
      legislation: 'IHTA 1984 Sch A1; s.48ZA; ss.64-65',
    },
  ),
  rule('TT-IHT-2', 'Relevant-property trust within IHT', 75, TT_IHT_2_CONDITION, {
    risk: 'This is a relevant-property trust holding property that is not excluded property: 10-year anniversary charges of up to 6% and exit charges apply (IHTA 1984 s.58, s.64, s.65, s.66).',
    detail:
      'Non-UK settled property is excluded property only at times when its settlor is not a long-term UK resident (IHTA 1984 s.48ZA, from 6 April 2025). Where a settlor died before 6 April 2025, the old test applies: the settlor’s domicile when each item was added (s.48(3) as it applied). UK-situs property is never excluded.\n##li Anniversaries run from the commencement of the settlement (s.61); each settlor’s addition is a separate settlement for this purpose (s.44(2)).\n##li Where the property was excluded property on 30 October 2024, charges from 6 April 2025 are capped at £5 million per 10-year cycle (draft s.75B, Budget 26 November 2025).',
    legislation: 'IHTA 1984 s.48ZA, s.58, s.61, s.64-66',
  }),
  rule(
    'TT-IHT-3',
    'IHT returns not filed',
    90,
    "@trust_within_relevant_property_charges and {trust_iht_returns_filed} = 'no'",
    {
      risk: 'IHT100 returns for 10-year anniversary or exit charges appear not to have been filed: tax, interest and penalties are outstanding (IHTA 1984 s.216, s.233, s.245).',
      detail:
        'Trustees must deliver an account, and pay the tax, within six months after the end of the month of a chargeable event (IHTA 1984 s.216(6)(ad), s.226(3C), for charges arising from 6 April 2014: FA 2014 Sch 25); for an earlier event the account was due within 12 months after the end of that month (s.216(6)(c)). Interest runs on tax unpaid from its due date (s.233) and penalties apply for late accounts (s.245) and for inaccuracies (FA 2007 Sch 24). Offshore matters have extended assessment time limits of up to 12 years (FA 2019). A voluntary disclosure should be considered.',
      legislation: 'IHTA 1984 s.216, s.226, s.233, s.245; FA 2007 Sch 24',
    },
  ),
  rule(
    'TT-IHT-4',
    'Formerly excluded property now within relevant-property charges',
    50,
    // Property reached through companies to a UK dwelling was never excluded (Sch A1): TT-IHT-1 says so.
    '@trust_relevant_property and any(settlors, @settlor_ltr and @settlor_addition_excluded_30_oct_2024) and not @trust_uk_dwelling',
    {
      excludes: ['TT-IHT-1'],
      risk: 'Property that was excluded property on 30 October 2024 is now within the relevant-property charges because its settlor is long-term resident. The £5m cap may apply, and an exit charge arises if the settlor later stops being long-term resident (IHTA 1984 s.48ZA; draft s.65(8B), s.75B).',
      detail:
        'From 6 April 2025 the excluded-property status of non-UK settled property follows the settlor’s current long-term residence (IHTA 1984 s.48ZA).\n##li 10-year and exit charges on property that was excluded property on 30 October 2024 are to be capped at £5 million per 10-year cycle, backdated to 6 April 2025 (draft s.75B, announced 26 November 2025).\n##li When the settlor stops being long-term resident the property becomes excluded again, which is an exit charge (s.65); from 26 November 2025 moving assets offshore no longer avoids it (draft s.65(8B)-(8C)).',
      legislation: 'IHTA 1984 s.48ZA, s.65; draft s.65(8B)-(8C), s.75B; IHTM04096',
    },
  ),
  rule(
    'TT-IHT-5',
    'Trust must register on TRS for IHT',
    65,
    "(@trust_within_relevant_property_charges or @trust_clt_into_trust) and {trust_registered_trs} = 'not_registered'",
    {
      risk: 'The trustees are, or will be, liable to IHT relevant-property charges, which makes the trust a taxable trust that must register on the Trust Registration Service (MLR 2017 reg 42, reg 45; TRSM40010).',
      detail:
        'A liability to IHT on the trustees (a 10-year, exit or entry charge) makes a non-UK trust taxable for TRS purposes. Registration is due by 31 January after the tax year in which the liability first arose (or within 90 days for trusts created from 6 April 2021), and the register must be kept up to date (MLR 2017 reg 45).',
      legislation: 'MLR 2017 regs 42, 45; HMRC TRSM40010',
    },
  ),
  rule(
    'TT-IHT-6',
    'Exit charge on a transfer to another trust or foundation',
    45,
    "@trust_within_relevant_property_charges and ({ts_iht_exit_charge_considered} anyof ['no', 'unknown'] or {tf_iht_exit_charge_considered} anyof ['no', 'unknown'])",
    {
      risk: 'Property within the IHT charges was moved to another trust or foundation without an exit charge being considered: s.81 continuity applies only between settlements (IHTA 1984 s.65, s.81).',
      detail:
        'Property moving from one settlement to another is treated as remaining in the first settlement (IHTA 1984 s.81), so no exit charge arises and the first settlement’s settlor and commencement date continue. A company-like foundation is not a settlement: a transfer to it is an exit (s.65), and the property may then be a close company asset apportioned to participators (s.94).',
      legislation: 'IHTA 1984 s.65, s.81, s.94',
    },
  ),
];

const TT_CT = [
  rule(
    'TT-CT-1',
    'Underlying companies managed by UK trustees',
    40,
    "{trust_trustee_residence} anyof ['mixed', 'all_uk'] and @trust_has_company",
    {
      risk: 'UK-resident trustees taking the decisions of underlying companies risk those companies being UK resident through central management and control, bringing their worldwide profits into corporation tax (CTA 2009 s.14; De Beers v Howe; Wood v Holden).',
      detail:
        'A company incorporated outside the UK is UK resident if its central management and control is exercised in the UK (De Beers Consolidated Mines v Howe [1906]; Wood v Holden [2006] EWCA Civ 26), subject to a treaty tie-breaker (CTA 2009 s.18). Board meetings abroad that merely rubber-stamp decisions taken by UK trustees are a classic risk. Review board minutes and where decisions are actually made.',
      legislation: 'CTA 2009 s.14, s.18; De Beers v Howe [1906]; Wood v Holden [2006]',
    },
  ),
  rule(
    'TT-CT-2',
    'Corporation tax sits with the underlying landlord company',
    15,
    "any(owned_chain, {company_uk_property_income} = 'yes')",
    {
      risk: 'An underlying company receives UK rents: it is within corporation tax as a non-resident company landlord since 6 April 2020 (CTA 2009 s.5, as amended by FA 2019 Sch 5). See the Company rows.',
      detail:
        'The corporation tax exposure is the company’s own, but the trustees as shareholders should make sure the company is registered and filing: CT brings in the corporate interest restriction and loss rules, and unpaid CT of an offshore company can be pursued against related UK persons in some cases (CTA 2009 s.5; FA 2019 Sch 5).',
      legislation: 'CTA 2009 s.5; FA 2019 Sch 5',
    },
  ),
];

const TT_ATED = [
  rule(
    'TT-ATED-1',
    'Trust-owned company holds a dwelling not let commercially',
    70,
    "any(owned_chain, @chain_enveloped_dwelling and {company_dwelling_use} != 'let_to_unconnected')",
    {
      risk: 'A company owned by the trust holds a UK dwelling worth more than £500,000 that is not let commercially: ATED is payable by the company, and occupation by the settlor’s or beneficiaries’ families blocks the reliefs (FA 2013 s.94, s.99, s.133(2), s.136).',
      detail:
        'ATED is charged on a company owning a single-dwelling interest worth more than £500,000 on the valuation date, 1 April 2022 for 2023-24 to 2027-28 (FA 2013 ss.94, 99, 102). The property rental business relief (s.133) is lost for any day a non-qualifying individual, such as a settlor, a beneficiary or their relatives, is permitted to occupy (s.136).',
      legislation: 'FA 2013 s.94, s.99, s.102, s.133, s.136',
    },
  ),
  rule(
    'TT-ATED-2',
    'Dwelling held through a partnership',
    50,
    "{trust_uk_residential_property} anyof ['via_partnership']",
    {
      risk: 'A UK dwelling held through a partnership with a corporate member is within ATED: the partnership is a non-natural person (FA 2013 s.94).',
      detail:
        'A partnership one of whose members is a company is a non-natural person for ATED (FA 2013 s.94(6)); the charge falls on the responsible partners. Check the value band and whether returns or relief declarations have been filed.',
      legislation: 'FA 2013 s.94',
    },
  ),
  rule(
    'TT-ATED-3',
    'Dwelling held directly by the trustees',
    10,
    "{trust_uk_residential_property} anyof ['direct']",
    {
      risk: 'A UK dwelling held directly by trustees is generally outside ATED (trustees are not non-natural persons), but it is within IHT Sch A1 and the non-resident CGT rules (FA 2013 s.94).',
      detail:
        'Individuals, including trustees holding as trustees, are not non-natural persons, so ATED does not apply to a dwelling they hold directly. A corporate trustee holding the dwelling as trustee is treated in the same way, but check the position if the corporate trustee holds any dwelling in its own right (FA 2013 s.94).',
      legislation: 'FA 2013 s.94',
    },
  ),
];

// ---------- Trust / Settlor ----------

const TS_IT = [
  rule(
    'TS-IT-1',
    'Settlor-interested trust: income taxed on the settlor',
    85,
    '@loop_settlor_taxable_on_arising and @loop_settlor_interested_income',
    {
      risk: 'Settlor-interested trust: all trust income, UK and foreign, is taxable on the UK-resident settlor as it arises. Protection for foreign income of protected settlements ended on 5 April 2025 (ITTOIA 2005 ss.624-625; FA 2025 Sch 12).',
      detail:
        'Income arising under a settlement in which the settlor or the settlor’s spouse or civil partner can benefit in any circumstances is treated as the settlor’s while the settlor is alive and UK resident (ITTOIA 2005 ss.624-625). With more than one settlor each is charged only on income from property they provided (s.644).\n##li Until 5 April 2025 foreign income of a protected settlement was not taxed on the settlor (s.628A, repealed by FA 2025 Sch 12).\n##li The settlor can recover the tax from the trustees (s.646).',
      legislation: 'ITTOIA 2005 ss.624-625, s.644, s.646; FA 2025 Sch 12',
    },
  ),
  rule(
    'TS-IT-2',
    'Foreign trust income relieved in the settlor’s FIG years',
    35,
    '@loop_settlor_fig and @loop_settlor_interested_income',
    {
      excludes: ['TS-IT-1'],
      risk: 'Foreign trust income is relieved while the settlor claims 4-year FIG relief; UK-source income is still taxed, and the full charge applies once the FIG years end (ITTOIA 2005 s.845A ff; ITA 2007 s.730, s.735).',
      detail:
        'A qualifying new resident can claim relief for foreign income and gains, including amounts attributed under the settlements code and the transfer of assets abroad rules, for up to the first four tax years of UK residence. Claims are made each year in the return and cost the personal allowance and CGT annual exemption (ITTOIA 2005 s.845A ff). Plan for the year the relief ends.',
      legislation: 'ITTOIA 2005 s.845A ff; ITA 2007 s.730, s.735',
    },
  ),
  rule(
    'TS-IT-3',
    'Transfer of assets abroad: income of underlying companies',
    80,
    "@loop_settlor_taxable_on_arising and not @loop_settlor_behind_company and @trust_has_company and (@loop_settlor_interested_income or {trust_reserved_powers} anyof ['settlor_powers', 'settlor_and_protector']) and {loop.settlor_motive_defence_evidence} != 'strong_documented'",
    {
      risk: 'Transfer of assets abroad: income of the trust’s underlying companies is attributable to the settlor, who transferred the assets and has power to enjoy that income. The motive defence is not evidenced (ITA 2007 ss.720-726, ss.736-742).',
      detail:
        'A UK-resident individual who made a relevant transfer, alone or with associated operations, is taxed on income arising to a person abroad if he or she has power to enjoy it (ITA 2007 s.720; the ways of enjoying are in s.722). Since 6 April 2025 there is no remittance basis.\n##li The motive defence (ss.736-742) needs evidence that avoiding tax was not a purpose of any of the transactions; the burden is on the taxpayer and there is no clearance (HMRC INTM600040; Moran v HMRC, FTT 2025).\n##li Only the person who actually made the transfer is a transferor (HMRC v Fisher [2023] UKSC 44).',
      legislation: 'ITA 2007 ss.720-726, ss.736-742; HMRC v Fisher [2023] UKSC 44',
    },
  ),
  rule(
    'TS-IT-4',
    'Income for the settlor’s minor children',
    70,
    "@loop_settlor_uk_resident and {loop.settlor_minor_children_benefit} = 'yes'",
    {
      risk: 'Income paid to or for the settlor’s minor unmarried children is taxed on the settlor (ITTOIA 2005 s.629).',
      detail:
        'Income of a settlement paid to or for the benefit of a relevant child of the settlor (under 18, unmarried, not in a civil partnership) is treated as the settlor’s if it exceeds £100 a year (ITTOIA 2005 s.629), whatever the child’s residence. Separately, under the transfer of assets abroad rules a benefit received by the settlor’s spouse or minor child who is not taxed on it (not UK resident, or claiming 4-year FIG relief) is treated as received by the settlor (ITA 2007 s.733A).',
      legislation: 'ITTOIA 2005 s.629; ITA 2007 s.733A',
    },
  ),
  rule(
    'TS-IT-5',
    'Capital sums paid to the settlor',
    65,
    "@loop_settlor_uk_resident and {loop.settlor_received_capital_sum} = 'yes'",
    {
      risk: 'A capital sum (a loan, or repayment of a loan) from the trustees is taxable on the settlor to the extent of the trust’s undistributed income (ITTOIA 2005 ss.633-643; ITA 2007 s.727).',
      detail:
        'A capital sum paid by the trustees to the settlor, including a loan and the repayment of a loan the settlor made to the trust, is treated as the settlor’s income up to the undistributed income of the settlement, carried forward for up to ten years (ITTOIA 2005 ss.633-643). The transfer of assets abroad rules tax capital sums connected with a relevant transfer too (ITA 2007 s.727).',
      legislation: 'ITTOIA 2005 ss.633-643; ITA 2007 s.727',
    },
  ),
  rule(
    'TS-IT-6',
    'Settlor’s residence not established',
    35,
    "@loop_settlor_living_person and ({loop.settlor_uk_resident_current} = 'unknown' or {loop.settlor_uk_resident_current} empty)",
    {
      risk: 'The settlor’s UK residence for the current year is not established: the settlor-level charges cannot be ruled out (FA 2013 Sch 45).',
      detail:
        'Every personal charge on a settlor (ITTOIA 2005 s.624, TCGA 1992 s.86, ITA 2007 s.720) depends on UK residence in the tax year concerned under the Statutory Residence Test (FA 2013 Sch 45). Establish a residence history for each year under review, including split years.',
      legislation: 'FA 2013 Sch 45; ITTOIA 2005 s.624; TCGA 1992 s.86',
    },
  ),
  rule(
    'TS-IT-7',
    'Settlor is an entity outside the structure',
    35,
    "{loop.settlor_kind} = 'entity_not_in_structure'",
    {
      risk: 'A settlor is a company, trust or foundation that is not in the structure: the individuals behind it are the real settlors and must be identified (ITTOIA 2005 s.620(3), s.627(4); TCGA 1992 Sch 5 para 8).',
      detail:
        'A corporate settlor is not itself charged under the settlements code (ITTOIA 2005 s.627(4)), but an individual who provides funds indirectly, for example through a company, is a settlor (s.620; HMRC TSEM4016). For s.86, property provided by a close company is treated as provided by its participators (TCGA 1992 Sch 5 para 8). Add the entity to the structure so that its controllers can be reviewed.',
      legislation: 'ITTOIA 2005 s.620, s.627(4); TCGA 1992 Sch 5 para 8; TSEM4016',
    },
  ),
  rule(
    'TS-IT-8',
    'Historic income exposure of a UK-domiciled settlor',
    55,
    '@loop_settlor_uk_domiciled_historic and @loop_settlor_interested_income and not @loop_settlor_taxable_on_arising',
    {
      risk: 'Before 6 April 2025 the settlor was UK domiciled, so settlor-interested income (UK and foreign) was taxable on the settlor as it arose: check the returns for open years (ITTOIA 2005 s.624; TMA 1970 ss.34-36).',
      detail:
        'A UK-domiciled settlor never had the remittance basis or protected-settlement relief, so s.624 applied to all the trust’s income while the settlor was UK resident. Offshore matters can be assessed for up to 12 years (TMA 1970 s.36A, FA 2019), or 20 years for deliberate behaviour, and the Requirement to Correct (FA 2017 Sch 18) imposed penalties of up to 200% for uncorrected offshore non-compliance before 6 April 2017.',
      legislation: 'ITTOIA 2005 s.624; TMA 1970 ss.34-36A; FA 2017 Sch 18',
    },
  ),
];

const TS_CGT = [
  rule(
    'TS-CGT-1',
    'Trust gains taxed on the settlor under s.86',
    85,
    '@loop_settlor_taxable_on_arising and @loop_settlor_interested_gains and @trust_non_resident and @trust_gains_arising',
    {
      risk: 'Trust gains, including gains apportioned from underlying companies, are taxed on the UK-resident settlor as they arise (TCGA 1992 s.86, Sch 5 paras 1-2).',
      detail:
        'A UK-resident settlor with an interest in a non-resident settlement (one in which a defined person can benefit: the settlor, spouse, children, grandchildren, their spouses and companies they control) is charged on the trustees’ net gains of the year (TCGA 1992 s.86, Sch 5 para 2). From 2025-26 there is no domicile condition. Gains apportioned to the trustees under s.3 are included (Sch 5 para 1(3)). There is no charge in the year of the settlor’s death, and the settlor can recover the tax from the trustees (Sch 5 para 6).',
      legislation: 'TCGA 1992 s.86, Sch 5 paras 1-2, 6',
    },
  ),
  rule(
    'TS-CGT-2',
    'Foreign trust gains relieved in the settlor’s FIG years',
    35,
    '@loop_settlor_fig and @loop_settlor_interested_gains and @trust_non_resident',
    {
      excludes: ['TS-CGT-1'],
      risk: 'Foreign trust gains are relieved during the settlor’s 4-year FIG years; s.86 applies in full afterwards (TCGA 1992 s.86; FA 2025 FIG relief).',
      detail:
        'The 4-year FIG regime relieves foreign gains attributed to a qualifying new resident under s.86 for the years a claim is made. UK land gains of the trust are never foreign gains. Plan for the year the relief ends and keep the claims in each return (TCGA 1992 s.86; FA 2025 FIG regime).',
      legislation: 'TCGA 1992 s.86; FA 2025 (FIG regime)',
    },
  ),
  rule(
    'TS-CGT-4',
    'Capital payments to the settlor’s close family',
    60,
    "@loop_settlor_uk_resident and @trust_non_resident and {settlor_close_family_benefited} anyof ['while_non_resident', 'while_fig']",
    {
      risk: 'A capital payment to the settlor’s spouse, civil partner or minor child, received while not UK resident or while claiming 4-year FIG relief, is treated as received by the UK-resident settlor (TCGA 1992 ss.87G-87H).',
      detail:
        'Since 6 April 2018 a capital payment to a close family member of a UK-resident settlor is treated as received by the settlor where the family member would not otherwise be taxed on it: not UK resident in the year, or (from 6 April 2025) a qualifying new resident claiming 4-year FIG relief for the year, formerly a remittance-basis user (TCGA 1992 ss.87G-87H). A UK-resident family member taxed on it in the usual way is charged in their own right, and nothing is attributed to the settlor. The settlor is taxed on the gains matched to the payment and can recover the tax from the recipient.',
      legislation: 'TCGA 1992 ss.87G-87H',
    },
  ),
  rule(
    'TS-CGT-6',
    'Historic s.86 exposure of a UK-domiciled settlor',
    55,
    "@loop_settlor_uk_domiciled_historic and @loop_settlor_interested_gains and @trust_non_resident and ({trust_has_unmatched_gains} = 'yes' or @trust_gains_arising) and not @loop_settlor_taxable_on_arising",
    {
      risk: 'Before 6 April 2025 the settlor was UK domiciled, so s.86 taxed the trust’s gains on the settlor as they arose: gains left unmatched in the trust suggest they were not declared (TCGA 1992 s.86; TMA 1970 s.36A).',
      detail:
        'For a UK-domiciled, UK-resident settlor with an interest in the settlement, s.86 applied in every year, so the trust should not have built up a pool of its own gains for those years. Gains in the pool from those years point to under-declared liabilities; offshore matters can be assessed for up to 12 years (TMA 1970 s.36A).',
      legislation: 'TCGA 1992 s.86; TMA 1970 s.36A',
    },
  ),
  rule(
    'TS-CGT-7',
    'Settlor taxed on current gains and on historic years',
    75,
    "@loop_settlor_uk_domiciled_historic and @loop_settlor_taxable_on_arising and @loop_settlor_interested_gains and @trust_non_resident and {trust_has_unmatched_gains} = 'yes'",
    {
      risk: 'The UK-resident settlor is taxed on trust gains as they arise now, and was also within s.86 in earlier years as a UK-domiciled settlor: gains left unmatched in the trust point to past liabilities (TCGA 1992 s.86, Sch 5).',
      detail:
        'A UK-domiciled settlor was within s.86 before 6 April 2025 as well as after, so gains of those years belonged to the settlor, not to the s.87 pool. Review the trust’s gains year by year against the settlor’s returns for the open years (up to 12 years for offshore matters, TMA 1970 s.36A) and consider a disclosure.',
      legislation: 'TCGA 1992 s.86, Sch 5; TMA 1970 s.36A',
    },
  ),
];

const TS_CGT_SETTLEMENTS = [
  rule(
    'TS-CGT-3',
    'Settling chargeable assets was a disposal at market value',
    60,
    "{loop.settlor_uk_resident_at_settlement} = 'yes' and {loop.settlement_cgt_gain_on_transfer} = 'yes'",
    {
      risk: 'Settling chargeable assets on the trustees was a disposal at market value by the UK-resident settlor, and hold-over relief is not available on a transfer to non-resident trustees (TCGA 1992 ss.17-18, s.70, s.261).',
      detail:
        'A gift to trustees is a disposal between connected persons deemed to be at market value (TCGA 1992 ss.17-18, s.70). Gifts hold-over relief (s.165, s.260) is not available where the transferee trustees are non-resident (s.261). Check that the gain was returned for the year of the settlement.',
      legislation: 'TCGA 1992 ss.17-18, s.70, s.165, s.260, s.261',
    },
  ),
  rule(
    'TS-CGT-5',
    'Protected settlement tainted by an addition',
    55,
    "{loop.settlor_deemed_dom_at_settlement} = 'yes' and not before({loop.date}, @date_deemed_dom_2017) and before({loop.date}, @date_fig_ltr_regime) and before({first_settlement}, {loop.date})",
    {
      risk: 'Property was added after the settlor became deemed domiciled, which tainted a protected settlement: protection was lost for the years 2017-18 to 2024-25 and s.86 and s.624 liabilities may be under-declared (ITTOIA 2005 s.628A; TCGA 1992 Sch 5 para 5A, both repealed).',
      detail:
        'From 6 April 2017 to 5 April 2025 a settlement made by a non-domiciled settlor before becoming deemed domiciled was protected: foreign income and gains were not taxed on the settlor as they arose. Adding property or value after becoming deemed domiciled "tainted" the settlement (TCGA 1992 Sch 5 paras 5A-5B; ITTOIA 2005 s.628A, both repealed by FA 2025 Sch 12), bringing s.86 and s.624 into charge for the following years.',
      legislation: 'TCGA 1992 Sch 5 paras 5A-5B; ITTOIA 2005 s.628A; FA 2025 Sch 12',
    },
  ),
];

const TS_IHT = [
  rule(
    'TS-IHT-1',
    'Gift with reservation: trust property in the settlor’s estate',
    90,
    '@loop_settlor_ltr and @loop_settlor_reserves_benefit and (@loop_settlor_addition_not_excluded_30_oct_2024 or @trust_uk_dwelling or @trust_uk_assets_direct)',
    {
      risk: 'Gift with reservation: the trust property (other than transitionally protected property) is treated as part of the long-term resident settlor’s estate on death, on top of the relevant-property charges (FA 1986 s.102, Sch 20; IHTA 1984 s.48ZA; IHTM47060).',
      detail:
        'Where the settlor can benefit, the settled property is subject to a reservation (FA 1986 s.102) and is treated as part of the settlor’s estate at death, or as a potentially exempt transfer when the reservation ends.\n##li From 6 April 2025, if the settlor is long-term resident at death, non-UK settled property is not excluded from this charge.\n##li Transitional protection: property that was excluded property in the settlement immediately before 30 October 2024 and is non-UK at death is outside the charge (HMRC IHTM47022, IHTM47060). UK assets, including value from UK dwellings, never have that protection.',
      legislation: 'FA 1986 s.102, Sch 20; IHTA 1984 s.48ZA; IHTM47022, IHTM47060',
    },
  ),
  rule(
    'TS-IHT-2',
    'Reservation of benefit covered by transitional protection',
    40,
    '@loop_settlor_ltr and @loop_settlor_reserves_benefit and @loop_settlor_addition_excluded_30_oct_2024 and not (@loop_settlor_addition_not_excluded_30_oct_2024 or @trust_uk_dwelling or @trust_uk_assets_direct)',
    {
      excludes: ['TS-IHT-1'],
      risk: 'Transitional protection: non-UK property excluded at 30 October 2024 is outside the gift with reservation charge, but relevant-property charges apply (capped at £5m per 10 years). Protection is lost for UK assets or if property leaves the settlement (IHTM47022; draft IHTA 1984 s.75B).',
      detail:
        'The settlor is long-term resident and can benefit, but every addition was made before 30 October 2024 with non-UK property while the settlor was neither domiciled nor deemed domiciled. That property stays outside the GWR charge while it remains settled and non-UK (HMRC IHTM47022). Keep the trust’s property non-UK, make no additions, and monitor the relevant-property charges.',
      legislation: 'FA 1986 s.102; IHTA 1984 s.48ZA; IHTM47022; draft s.75B',
    },
  ),
  rule(
    'TS-IHT-5',
    'Settlor died before 6 April 2025: the old test applies for good',
    10,
    '@loop_settlor_old_test_keeps_excluded',
    {
      risk: 'This settlor died before 6 April 2025 without adding property while domiciled or deemed domiciled in the UK: the old test keeps the non-UK property the settlor added excluded property for good. Keep the evidence of the settlor’s domicile at each addition (IHTA 1984 s.48(3) as it applied; IHTM04271).',
      detail:
        'For a settlor who died before 6 April 2025, whether settled non-UK property is excluded property is decided once and for all by the settlor’s domicile, including deemed domicile, when each item was added (IHTA 1984 s.48(3) as it applied; HMRC IHTM04271), not by long-term residence. The exclusion rests on that history: keep the evidence, and make no addition from a UK-connected source.',
      legislation: 'IHTA 1984 s.48(3) (as it applied); IHTM04271',
    },
  ),
  rule('TS-IHT-4', 'Settlor died within the scope of IHT', 80, '@loop_settlor_died_in_scope', {
    risk: 'The settlor died within the scope of UK IHT on worldwide assets, which fixes the trust property within IHT for the life of the trust (IHTA 1984 s.48ZA; IHTM47050).',
    detail:
      'Where a settlor dies on or after 6 April 2025, the settlor’s long-term residence immediately before death decides the status of the settled property permanently (IHTA 1984 s.48ZA). For a trust created by will the testator’s status at death applies in the same way. The trust’s non-UK property can then never be excluded property: 10-year and exit charges apply for the life of the trust.',
    legislation: 'IHTA 1984 s.48ZA; IHTM47050',
  }),
  rule(
    'TS-IHT-6',
    'Settlor’s long-term residence cannot be tested',
    35,
    '@loop_settlor_living_person and {loop.settlor_uk_resident_years_last_20} empty',
    {
      risk: 'The settlor’s years of UK residence are not known, so long-term residence, which decides whether the trust property is excluded property, cannot be tested (IHTA 1984 s.6A, s.48ZA).',
      detail:
        'Long-term residence is UK residence in at least 10 of the previous 20 tax years (IHTA 1984 s.6A), with a "tail" of 3 to 10 years after leaving. It has to be tested again at every chargeable event. Build a year-by-year residence history for the settlor.',
      legislation: 'IHTA 1984 s.6A, s.48ZA',
    },
  ),
];

const TS_IHT_SETTLEMENTS = [
  rule(
    'TS-IHT-3',
    'Unreported chargeable lifetime transfer',
    80,
    "@loop_settlement_clt and {loop.settlement_reported_as_clt} noneof ['yes', 'not_required']",
    {
      risk: 'This addition by a settlor within the scope of IHT was a chargeable lifetime transfer (20% above the nil-rate band) and no IHT100 is evidenced (IHTA 1984 ss.2-3, s.7, s.216).',
      detail:
        'A transfer into a relevant-property trust is a chargeable lifetime transfer when the settlor is within IHT on it: UK domiciled or deemed domiciled before 6 April 2025, long-term resident from that date, or transferring UK-situs property (IHTA 1984 ss.2-3, s.6A). Tax is 20% of the value above the available nil-rate band (£325,000, less chargeable transfers of the previous seven years) (s.7). An account is due within 12 months (s.216); if the settlor dies within seven years, more tax is due.',
      legislation: 'IHTA 1984 ss.2-3, s.6A, s.7, s.216',
    },
  ),
];

const TS_CT = [
  rule(
    'TS-CT-1',
    'Settlor runs the underlying companies from the UK',
    60,
    "@loop_settlor_uk_resident and {loop.settlor_involved_in_management} = 'yes' and @trust_has_company",
    {
      risk: 'The settlor directs the underlying companies from the UK: they risk being UK resident through central management and control (CTA 2009 s.14, s.18; De Beers v Howe; Wood v Holden).',
      detail:
        'Where the real decisions of a company are taken by a UK-resident settlor, its central management and control, and so its residence, may be in the UK whatever the formal board arrangements. The company would then be within corporation tax on its worldwide profits and gains, and the arrangement can also point to a sham trust or to a reservation of benefit (CTA 2009 s.14; De Beers v Howe [1906]).',
      legislation: 'CTA 2009 s.14, s.18; De Beers v Howe [1906]; Wood v Holden [2006]',
    },
  ),
];

const TS_ATED = [
  rule(
    'TS-ATED-1',
    'Settlor occupies an enveloped dwelling',
    85,
    "{loop.settlor_family_occupies_uk_dwelling} = 'settlor_or_spouse' and @trust_enveloped_dwelling_in_charge",
    {
      risk: 'The settlor occupies an enveloped dwelling worth more than £500,000: non-qualifying occupation denies ATED reliefs for the period, with look-back and look-forward (FA 2013 s.133(2), s.135, s.136).',
      detail:
        'A settlor of a trust that owns the company is connected with the company, so the settlor and the settlor’s relatives are non-qualifying individuals (FA 2013 s.136). Relief is lost for every day they are permitted to occupy, even paying rent, and the look-forward and look-back rules (s.135) can remove relief for earlier and later periods.',
      legislation: 'FA 2013 s.133, s.135, s.136',
    },
  ),
  rule(
    'TS-ATED-2',
    'Dwelling kept available for the settlor’s family',
    60,
    "@loop_settlor_interested_gains and any(owned_chain, @chain_enveloped_dwelling and {company_dwelling_use} = 'vacant_or_second_home')",
    {
      risk: 'An enveloped dwelling is kept vacant or as a second home available to the settlor’s family: ATED is likely payable in full (FA 2013 s.94, s.99).',
      detail:
        'No relief applies to a dwelling held for the owners’ family use. ATED is due for each chargeable period at the band rate, with returns by 30 April (FA 2013 s.159).',
      legislation: 'FA 2013 s.94, s.99, s.159',
    },
  ),
  rule(
    'TS-ATED-3',
    'Settlor’s family occupies an enveloped dwelling',
    75,
    "{loop.settlor_family_occupies_uk_dwelling} = 'other_family' and @trust_enveloped_dwelling_in_charge",
    {
      risk: 'Members of the settlor’s family occupy an enveloped dwelling: as persons connected with the settlor their occupation is non-qualifying and ATED reliefs are denied (FA 2013 s.136).',
      detail:
        'Relatives of a settlor (and their spouses) are non-qualifying individuals for the company that owns the dwelling (FA 2013 s.136, with connection under CTA 2010 s.1122). Relief is lost for the days they may occupy, even at a market rent.',
      legislation: 'FA 2013 s.136; CTA 2010 s.1122',
    },
  ),
];

// ---------- Trust / Beneficiaries ----------

const TB_IT = [
  rule(
    'TB-IT-1',
    'Benefits matched to relevant income',
    75,
    "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use'] and @trust_relevant_income and @trust_non_resident",
    {
      risk: 'Benefits to UK-resident beneficiaries are matched to relevant income accumulated in the structure and taxed at their marginal rates (ITA 2007 ss.731-735).',
      detail:
        'A UK-resident individual who receives a benefit out of assets available because of a transfer of assets abroad, and who is not taxed as the transferor, is taxed on it to the extent of relevant income in the structure, including income of underlying companies (ITA 2007 ss.731-735). Benefits are matched to income before gains. Interest-free loans and rent-free use of property are benefits.',
      legislation: 'ITA 2007 ss.731-735',
    },
  ),
  rule(
    'TB-IT-2',
    'Income distributions from a non-resident trust',
    50,
    "{benefits_to_uk_beneficiaries} anyof ['income_distributions'] and @trust_non_resident",
    {
      risk: 'Income distributions from a non-resident trust are taxable on UK beneficiaries as foreign income, without the credit a UK trust’s tax pool gives (ITTOIA 2005 ss.830-832).',
      detail:
        'Discretionary income paid by non-resident trustees is relevant foreign income of the beneficiary (ITTOIA 2005 ss.830-832). Since 6 April 2025 it is taxed on the arising basis unless the beneficiary is in the FIG regime. Some UK-source income of the trust can carry credit by concession; keep the trust’s income analysis.',
      legislation: 'ITTOIA 2005 ss.830-832',
    },
  ),
  rule('TB-IT-3', 'Onward gifts to UK residents', 60, "{payments_to_non_resident_then_onward_gift} = 'yes'", {
    risk: 'Payments routed through a non-resident beneficiary to a UK resident: the onward-gift rules attribute them to the UK recipient (ITA 2007 ss.733B-733E; TCGA 1992 ss.87I-87M).',
    detail:
      'Where a benefit or capital payment goes to a non-resident who gives it on to a UK resident within three years as part of an arrangement, the UK recipient is treated as receiving it from the structure (ITA 2007 ss.733B-733E; TCGA 1992 ss.87I-87M). Trace the gifts and the recipients’ residence.',
    legislation: 'ITA 2007 ss.733B-733E; TCGA 1992 ss.87I-87M',
  }),
  rule(
    'TB-IT-4',
    'Benefits in a beneficiary’s FIG years',
    20,
    "{uk_beneficiary_fig_claim} = 'yes' and @trust_benefits_uk",
    {
      risk: 'Benefits received by a beneficiary in the 4-year FIG years may be relieved: keep records of the claim (ITTOIA 2005 s.845A ff).',
      detail:
        'Benefits and capital payments from a non-resident structure are foreign income or gains for the FIG regime, so a qualifying new resident claiming for the year pays no UK tax on them. The claim must be made in each year’s return (ITTOIA 2005 s.845A ff).',
      legislation: 'ITTOIA 2005 s.845A ff',
    },
  ),
];

const TB_CGT = [
  rule(
    'TB-CGT-1',
    'Capital payments matched to trust gains',
    80,
    "@trust_capital_benefits_uk and {trust_has_unmatched_gains} anyof ['yes', 'unknown'] and @trust_non_resident",
    {
      risk: 'Capital payments and benefits (including interest-free loans and rent-free use) are matched to trust gains and taxed on UK-resident beneficiaries, with a supplementary charge of up to 60% of the tax for gains held back (TCGA 1992 s.87, s.87A, ss.91-97).',
      detail:
        'Gains of a non-resident trust not attributed to a settlor under s.86 are matched to capital payments received by UK-resident beneficiaries, most recent first (TCGA 1992 ss.87-87A). A capital payment includes the value of a benefit, such as rent-free occupation or an interest-free loan (s.97), and payments by companies the trustees control (s.96).\n##li Tax on gains matched more than a year after they arose is increased by 10% a year for up to six years (s.91): a 24% rate can become 38.4%.\n##li Payments to non-residents are disregarded (s.87D), subject to the close-family and onward-gift rules.',
      legislation: 'TCGA 1992 ss.87-87A, s.87D, s.91, ss.96-97',
    },
  ),
  rule(
    'TB-CGT-2',
    'Payments to non-resident beneficiaries',
    15,
    "{benefits_to_non_uk_beneficiaries} = 'yes' and {trust_has_unmatched_gains} anyof ['yes', 'unknown'] and @trust_non_resident and @trust_uk_link",
    {
      risk: 'Payments to non-resident beneficiaries are disregarded for matching, but watch the onward-gift and close-family-member rules (TCGA 1992 s.87D, s.87G, s.87I).',
      detail:
        'Since 6 April 2018 capital payments to non-residents are ignored for matching (TCGA 1992 s.87D), so they do not use up the pool. They are attributed to a UK-resident settlor if the recipient is the settlor’s close family (s.87G), or to a UK resident who receives an onward gift (ss.87I-87M).',
      legislation: 'TCGA 1992 s.87D, s.87G, ss.87I-87M',
    },
  ),
  rule(
    'TB-CGT-3',
    'Temporary Repatriation Facility for pre-2025 pools',
    45,
    "@trust_capital_benefits_uk and {trust_has_unmatched_gains} anyof ['yes', 'unknown'] and @trust_non_resident and {trust_pools_include_pre_2025} = 'yes'",
    {
      risk: 'Capital payments matched to pre-6 April 2025 gains may be designated under the Temporary Repatriation Facility at a reduced rate in 2025-26 to 2027-28: the opportunity is time-limited (FA 2025 TRF).',
      detail:
        'The Temporary Repatriation Facility allows former remittance-basis users to designate foreign income and gains of years before 6 April 2025, including capital payments matched to pre-2025 trust pools, and pay tax at 12% (2025-26 and 2026-27) or 15% (2027-28) instead. Eligibility for trust distributions depends on the recipient’s past remittance-basis claims; take advice before the facility closes (FA 2025, Temporary Repatriation Facility).',
      legislation: 'FA 2025 (Temporary Repatriation Facility); TCGA 1992 s.87',
    },
  ),
];

const TB_IHT = [
  rule(
    'TB-IHT-1',
    'Exit charges on capital appointments',
    45,
    "{benefits_to_uk_beneficiaries} anyof ['capital_payments'] and @trust_within_relevant_property_charges",
    {
      risk: 'Capital appointments out of relevant property trigger exit charges on the trustees: check they were computed and reported (IHTA 1984 s.65).',
      detail:
        'When property leaves a relevant-property trust an exit charge arises at a proportion of the rate of the last 10-year charge (or of the initial rate in the first ten years) (IHTA 1984 ss.65, 68-69). An account is due within 12 months (s.216).',
      legislation: 'IHTA 1984 s.65, ss.68-69, s.216',
    },
  ),
  rule(
    'TB-IHT-2',
    'Qualifying interest in possession of a long-term resident',
    60,
    "{trust_type} = 'interest_in_possession' and {trust_iip_qualifying} = 'yes' and {trust_iip_beneficiary_ltr} = 'yes'",
    {
      risk: 'The beneficiary with a qualifying interest in possession is treated as owning the trust property, and as a long-term resident is within IHT on it; since 2025 both the beneficiary’s and the settlor’s status matter (IHTA 1984 s.49, s.48ZA; IHTM47051).',
      detail:
        'A qualifying interest in possession is part of the beneficiary’s estate (IHTA 1984 s.49), so the property is charged on the beneficiary’s death or when the interest ends in lifetime. Whether non-UK property is excluded depends on the settlor’s long-term residence (s.48ZA) and, for the beneficiary’s own estate, on the beneficiary’s (HMRC IHTM47051).',
      legislation: 'IHTA 1984 s.49, s.48ZA, s.52; IHTM47051',
    },
  ),
];

const TB_CT = [
  rule('TB-CT-1', 'UK company beneficiary', 20, "{trust_uk_beneficiary_company} = 'yes'", {
    risk: 'A UK-resident company is a beneficiary: capital payments matched to s.87 gains and distributions it receives are within corporation tax (TCGA 1992 s.87; CTA 2009 Part 10).',
    detail:
      'A company beneficiary is within corporation tax on gains matched to capital payments it receives and on income distributions (TCGA 1992 s.87; CTA 2009 Part 9A). Check whether the company is connected with the settlor: the close-company and loan-relationship rules can also apply.',
    legislation: 'TCGA 1992 s.87; CTA 2009 Part 10',
  }),
];

const TB_ATED = [
  rule(
    'TB-ATED-1',
    'Beneficiary occupies an enveloped dwelling rent-free',
    80,
    "{uk_beneficiary_occupies_dwelling} = 'rent_free' and @trust_enveloped_dwelling_in_charge",
    {
      risk: 'A beneficiary (a person connected with the settlor) occupies the enveloped dwelling: ATED reliefs are denied even if rent is paid (FA 2013 s.133(2), s.136).',
      detail:
        'Beneficiaries of the trust that owns the company are non-qualifying individuals (FA 2013 s.136), so no relief is available for the days they may occupy. Their rent-free use is also a capital payment (TCGA 1992 s.97) and a benefit (ITA 2007 s.731).',
      legislation: 'FA 2013 s.133, s.136; TCGA 1992 s.97; ITA 2007 s.731',
    },
  ),
  rule(
    'TB-ATED-2',
    'Beneficiary pays rent for an enveloped dwelling',
    60,
    "{uk_beneficiary_occupies_dwelling} = 'paying_rent' and @trust_enveloped_dwelling_in_charge",
    {
      risk: 'A market rent does not cure non-qualifying occupation by a beneficiary: ATED relief is still denied for the occupied days and the look-back periods (FA 2013 ss.135-136).',
      detail:
        'The property rental business relief requires the dwelling not to be occupied by a non-qualifying individual, whatever rent is paid (FA 2013 s.133(2), s.136). The look-forward and look-back rules (s.135) can also deny relief for the previous period and up to three later ones.',
      legislation: 'FA 2013 s.133, ss.135-136',
    },
  ),
];

export const TRUST_CATEGORY: CategorySpec = {
  id: 'trust',
  name: 'Trust',
  type: 'trust',
  heading: 'Trust review',
  order: 0,
  intro: [
    {
      id: 'n-trust-intro',
      name: 'Trust introduction',
      text: 'This section reviews the trust against the UK rules for offshore trusts: the trustees’ own liabilities, the charges on each settlor, and the charges on UK-resident beneficiaries.',
      logic: '',
    },
    {
      id: 'n-trust-excluded',
      name: 'Excluded property at present',
      text: 'On the answers given, the trust’s property appears to be excluded property at present. Its status follows each settlor’s long-term residence (IHTA 1984 s.48ZA), so test it again every year and before any addition.',
      logic:
        '@trust_relevant_property and count(settlors) > 0 and not @trust_property_not_excluded and not @trust_uk_assets_direct and not @trust_uk_dwelling',
      moreDetail: true,
    },
  ],
  introLoops: [lookThroughNotes('trust')],
  rows: [
    {
      id: 'trust-trustees',
      row: 'Trustees',
      heading: 'The trustees',
      heads: [
        { head: 'IT', subgroups: [{ id: 'trust-trustees-it', heading: 'Income tax', rules: TT_IT }] },
        {
          head: 'CGT',
          subgroups: [{ id: 'trust-trustees-cgt', heading: 'Capital gains tax', rules: TT_CGT }],
        },
        { head: 'IHT', subgroups: [{ id: 'trust-trustees-iht', heading: 'Inheritance tax', rules: TT_IHT }] },
        { head: 'CT', subgroups: [{ id: 'trust-trustees-ct', heading: 'Corporation tax', rules: TT_CT }] },
        {
          head: 'ATED',
          subgroups: [
            { id: 'trust-trustees-ated', heading: 'Annual tax on enveloped dwellings', rules: TT_ATED },
          ],
        },
      ],
    },
    {
      id: 'trust-settlor',
      row: 'Settlor',
      heading: 'The settlors',
      heads: [
        {
          head: 'IT',
          subgroups: [{ id: 'trust-settlor-it', heading: 'Income tax', loopKey: 'settlors', rules: TS_IT }],
        },
        {
          head: 'CGT',
          subgroups: [
            { id: 'trust-settlor-cgt', heading: 'Capital gains tax', loopKey: 'settlors', rules: TS_CGT },
            {
              id: 'trust-settlor-cgt-settlements',
              heading: 'Capital gains tax on each settlement',
              loopKey: 'settlements',
              rules: TS_CGT_SETTLEMENTS,
            },
          ],
        },
        {
          head: 'IHT',
          subgroups: [
            {
              id: 'trust-settlor-iht',
              heading: 'Inheritance tax',
              loopKey: 'settlors',
              rules: TS_IHT,
              notes: [
                {
                  id: 'n-ts-iht-old-test',
                  name: 'Settlor died before 6 April 2025',
                  text: 'This settlor died before 6 April 2025: the old test (the settlor’s domicile, including deemed domicile, when each addition was made) fixes permanently whether the non-UK property the settlor added is excluded property (IHTA 1984 s.48(3) as it applied; IHTM04271). Additions made while domiciled or deemed domiciled stay within the relevant-property charges.',
                  // Where nothing was added while domiciled, TS-IHT-5 says it, with the primer's score.
                  logic:
                    "{loop.settlor_alive} = 'no' and before({loop.settlor_date_of_death}, @date_fig_ltr_regime) and not @loop_settlor_old_test_keeps_excluded",
                },
              ],
            },
            {
              id: 'trust-settlor-iht-settlements',
              heading: 'Inheritance tax on each settlement',
              loopKey: 'settlements',
              rules: TS_IHT_SETTLEMENTS,
            },
          ],
        },
        {
          head: 'CT',
          subgroups: [
            { id: 'trust-settlor-ct', heading: 'Corporation tax', loopKey: 'settlors', rules: TS_CT },
          ],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'trust-settlor-ated',
              heading: 'Annual tax on enveloped dwellings',
              loopKey: 'settlors',
              rules: TS_ATED,
            },
          ],
        },
      ],
    },
    {
      id: 'trust-beneficiaries',
      row: 'Beneficiaries',
      heading: 'The beneficiaries',
      heads: [
        { head: 'IT', subgroups: [{ id: 'trust-beneficiaries-it', heading: 'Income tax', rules: TB_IT }] },
        {
          head: 'CGT',
          subgroups: [{ id: 'trust-beneficiaries-cgt', heading: 'Capital gains tax', rules: TB_CGT }],
        },
        {
          head: 'IHT',
          subgroups: [{ id: 'trust-beneficiaries-iht', heading: 'Inheritance tax', rules: TB_IHT }],
        },
        {
          head: 'CT',
          subgroups: [{ id: 'trust-beneficiaries-ct', heading: 'Corporation tax', rules: TB_CT }],
        },
        {
          head: 'ATED',
          subgroups: [
            { id: 'trust-beneficiaries-ated', heading: 'Annual tax on enveloped dwellings', rules: TB_ATED },
          ],
        },
      ],
    },
  ],
};
