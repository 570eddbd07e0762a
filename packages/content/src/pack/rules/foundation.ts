import { lookThroughNotes } from './look-through';
import type { CategorySpec } from './model';
import { rule } from './model';

/**
 * Foundation row group (domain primer 6.2). A foundation is characterised on its facts as
 * trust-like or company-like (primer 3.10): trust-like rules read @foundation_trust_branch,
 * company-like rules @foundation_company_branch, and an undetermined foundation is in both, so
 * the report shows the higher score with the characterisation note (FF-IT-1).
 */

const ASSETS_UK = "{foundation_holds_uk_assets} anyof ['uk_land', 'uk_securities_or_cash', 'both']";

// ---------- Foundation / Foundation ----------

const FF_IT = [
  rule('FF-IT-1', 'UK characterisation unresolved', 50, "{foundation_uk_characterisation} = 'undetermined'", {
    risk: 'The UK characterisation of the foundation is unresolved: the risks have been assessed under both the trust and the company analyses, and the higher result is reported (HMRC INTM180040; IHTA 1984 s.43).',
    detail:
      'The UK has no foundation law: each foundation is characterised on its constitution and facts (HMRC INTM180030-INTM180040). For IHT, HMRC generally treats a private family foundation as a settlement (IHTA 1984 s.43). For CGT and corporation tax, members, share capital and beneficiaries without enforceable rights point towards an opaque company. Until the position is settled with advice, both sets of rules may be argued by HMRC.',
    legislation: 'HMRC INTM180030-INTM180040; IHTA 1984 s.43',
  }),
  rule(
    'FF-IT-2',
    'Council decisions taken in the UK',
    75,
    "{foundation_council_uk_resident_majority} = 'yes'",
    {
      risk: 'Council decisions are taken in the UK: the foundation may be UK resident, as trustees or as a company, with its worldwide income in scope (ITA 2007 s.475; CTA 2009 s.14).',
      detail:
        'If treated as a settlement, a council of UK-resident members makes the "trustees" UK resident (ITA 2007 s.475). If treated as a company, central management and control in the UK makes it UK resident for corporation tax (De Beers v Howe [1906]). Either way, worldwide income and gains come into UK tax.',
      legislation: 'ITA 2007 s.475; CTA 2009 s.14; De Beers v Howe [1906]',
    },
  ),
  rule(
    'FF-IT-3',
    'UK-source income of a trust-like foundation',
    40,
    `@foundation_trust_branch and (${ASSETS_UK} or {foundation_uk_property_income} = 'yes')`,
    {
      risk: 'A trust-like foundation with UK-source income is liable to income tax as non-resident "trustees": check the filings (ITA 2007 s.811; ITTOIA 2005 Part 3).',
      detail:
        'Treated as a settlement, the council is taxed like non-resident trustees: UK property income in full (with Non-Resident Landlord Scheme deductions) and other UK-source income limited to tax deducted at source (ITA 2007 s.811). The foundation may then also need to register on the Trust Registration Service.',
      legislation: 'ITA 2007 s.811; ITTOIA 2005 Part 3',
    },
  ),
  rule(
    'FF-IT-4',
    'Relevant income passed to another trust or foundation',
    40,
    "{fs_transferor_had_undistributed_income} = 'yes' or {ff_transferor_had_undistributed_income} = 'yes'",
    {
      risk: 'The foundation moved property carrying undistributed income to another trust or foundation: the relevant income follows the assets (ITA 2007 s.719, ss.731-735).',
      detail:
        'Transfers between entities of one structure are associated operations (ITA 2007 s.719): relevant income accumulated before the transfer stays available to be matched to benefits provided to UK residents by the recipient. Record the income transferred.',
      legislation: 'ITA 2007 s.719, ss.731-735',
    },
  ),
];

const FF_CGT = [
  rule(
    'FF-CGT-1',
    'Gains apportioned to UK participators',
    60,
    "@foundation_company_branch and @foundation_gains_arising and (any(founders, @founder_uk_resident) or {foundation_benefits_to_uk_beneficiaries} anyof ['capital_distributions', 'loans', 'rent_free_use', 'income_distributions'])",
    {
      risk: 'Company-like foundation: its gains may be apportioned to UK-resident participators (the founder and beneficiaries entitled to distributions) holding more than 25% (TCGA 1992 s.3, s.3A).',
      detail:
        'If the foundation is an opaque body corporate that would be close if UK resident, its chargeable gains are apportioned to participators in proportion to their interests (TCGA 1992 s.3), looking through nominees. Participators with 25% or less together with connected persons are excluded (s.3(6)), as are gains on assets used in economically significant activities outside the UK (s.3A).',
      legislation: 'TCGA 1992 s.3, s.3A',
    },
  ),
  rule('FF-CGT-2', 'UK land held by the foundation', 50, '@foundation_uk_land', {
    risk: 'The foundation holds UK land: gains are within non-resident CGT (trust-like) or corporation tax (company-like), and a return is needed for each disposal (TCGA 1992 s.1A, s.2B, Sch 1A).',
    detail:
      'Since 6 April 2019 non-residents are chargeable on all gains from UK land, direct and indirect (TCGA 1992 s.1A, Sch 1A). A trust-like foundation files a UK property return within 60 days of completion; a company-like foundation is within corporation tax on the gain (s.2B).',
    legislation: 'TCGA 1992 s.1A, s.2B, Sch 1A',
  }),
  rule(
    'FF-CGT-3',
    'Gains pool of a trust-like foundation',
    25,
    "@foundation_trust_branch and {foundation_has_unmatched_gains_or_income} = 'yes' and @foundation_uk_link",
    {
      risk: 'A trust-like foundation has a pool of gains that will be taxed when capital distributions are made to UK residents (TCGA 1992 s.87).',
      detail:
        'Treated as a settlement, the foundation’s gains not attributed to a founder under s.86 are matched to capital payments to UK-resident beneficiaries, with the supplementary charge for gains held back (TCGA 1992 ss.87-91).',
      legislation: 'TCGA 1992 ss.87-91',
    },
  ),
  rule('FF-CGT-4', 'Gains pool passed to another trust or foundation', 40, '@foundation_transfers_pool', {
    risk: 'The foundation moved property to another trust or foundation while it had unmatched gains: the pool passes with the property (TCGA 1992 s.90).',
    detail:
      'A transfer between settlements carries a proportion of the unmatched gains to the recipient (TCGA 1992 s.90). If either side is company-like the transfer is not between settlements: it may itself be a capital payment or a distribution.',
    legislation: 'TCGA 1992 s.90',
  }),
];

const FF_IHT = [
  rule('FF-IHT-1', 'UK residential property through the foundation', 80, '@foundation_uk_dwelling', {
    risk: 'UK residential property held through the foundation is not excluded property: relevant-property charges apply (trust-like), or the value is within the estate of the rights holders (company-like) (IHTA 1984 Sch A1).',
    detail:
      'Interests in close companies and similar entities are not excluded property to the extent their value derives from UK dwellings (IHTA 1984 Sch A1). Treated as a settlement, the foundation pays 10-year and exit charges on that value; treated as a company, the rights in it are within the IHT estate of those who hold them.',
    legislation: 'IHTA 1984 Sch A1; ss.64-65',
  }),
  rule(
    'FF-IHT-2',
    'Foundation treated as a settlement within IHT',
    75,
    `@foundation_trust_branch and (@foundation_property_not_excluded or ${ASSETS_UK})`,
    {
      risk: 'The foundation is treated as a settlement holding property that is not excluded: 10-year and exit charges apply while the founder is long-term resident (IHTA 1984 s.43, s.48ZA, ss.64-65).',
      detail:
        'A foundation is a "settlement" for IHT if its arrangements would be a trust under UK law (IHTA 1984 s.43); HMRC generally takes that view of family foundations. Non-UK property is then excluded only at times when the founder is not long-term resident (s.48ZA), and UK-situs property never is.',
      legislation: 'IHTA 1984 s.43, s.48ZA, ss.64-65',
    },
  ),
  rule(
    'FF-IHT-3',
    'Revocable foundation in the founder’s estate',
    75,
    `@foundation_revocable and (any(founders, @founder_ltr) or ${ASSETS_UK} or @foundation_uk_dwelling)`,
    {
      risk: 'The founder can revoke the foundation: its assets may be treated as still part of the founder’s estate, with no effective gift (IHTA 1984 s.5, s.272; FA 1986 s.102).',
      detail:
        'A founder who can revoke and take the assets back has a general power over them, which makes them part of the founder’s estate (IHTA 1984 s.5, s.272). Where the gift is effective, the founder’s reserved benefit brings it back in under FA 1986 s.102. Either way, there is a double-charge risk with the relevant-property charges.',
      legislation: 'IHTA 1984 s.5, s.272; FA 1986 s.102',
    },
  ),
  rule(
    'FF-IHT-4',
    'IHT returns of a trust-like foundation not filed',
    90,
    "@foundation_trust_branch and @foundation_within_iht and {foundation_iht_returns_filed} = 'no'",
    {
      risk: 'IHT returns for 10-year anniversary or exit charges of a foundation treated as a settlement appear not to have been filed (IHTA 1984 s.216, s.233, s.245).',
      detail:
        'The council is liable as trustees for the relevant-property charges; accounts are due within 12 months of each chargeable event (IHTA 1984 s.216), with interest (s.233) and penalties (s.245).',
      legislation: 'IHTA 1984 s.216, s.233, s.245',
    },
  ),
  rule(
    'FF-IHT-5',
    'Exit charge on a transfer to another trust or foundation',
    45,
    "@foundation_trust_branch and @foundation_within_iht and ({fs_iht_exit_charge_considered} anyof ['no', 'unknown'] or {ff_iht_exit_charge_considered} anyof ['no', 'unknown'])",
    {
      risk: 'Property within the IHT charges was moved to another trust or foundation without an exit charge being considered (IHTA 1984 s.65, s.81).',
      detail:
        'A transfer between settlements keeps the property in the first settlement (IHTA 1984 s.81). A transfer to a company-like recipient is an exit from the relevant-property regime (s.65).',
      legislation: 'IHTA 1984 s.65, s.81',
    },
  ),
];

const FF_CT = [
  rule(
    'FF-CT-1',
    'Company-like foundation managed from the UK',
    85,
    "@foundation_company_branch and {foundation_council_uk_resident_majority} = 'yes'",
    {
      risk: 'A company-like foundation managed from the UK is UK resident for corporation tax on its worldwide profits at up to 25% (CTA 2009 s.5, s.14; De Beers v Howe).',
      detail:
        'A body corporate whose central management and control is exercised in the UK is UK resident (De Beers v Howe [1906]; CTA 2009 s.14 context), chargeable to corporation tax on worldwide profits and gains (CTA 2009 s.5), subject to any treaty tie-breaker (s.18).',
      legislation: 'CTA 2009 s.5, s.14, s.18; De Beers v Howe [1906]',
    },
  ),
  rule(
    'FF-CT-2',
    'Company-like foundation with UK rents outside CT',
    65,
    "@foundation_company_branch and {foundation_uk_property_income} = 'yes' and {foundation_ct_returns_filed} != 'yes'",
    {
      risk: 'A non-resident body corporate with UK property income has been within corporation tax since 6 April 2020: registration or returns appear missing (CTA 2009 s.5, as amended by FA 2019 Sch 5).',
      detail:
        'Non-resident companies with a UK property business moved from income tax to corporation tax on 6 April 2020 (FA 2019 Sch 5). A company-like foundation is a body corporate: it must register within three months and file CT returns, with the corporate interest restriction and loss rules applying.',
      legislation: 'CTA 2009 s.5; FA 2019 Sch 5',
    },
  ),
  rule(
    'FF-CT-3',
    'Company-like foundation in the CT regime',
    20,
    "@foundation_company_branch and {foundation_uk_property_income} = 'yes' and {foundation_ct_returns_filed} = 'yes'",
    {
      risk: 'The foundation files corporation tax returns on its UK rents: check the corporate interest restriction and loss restriction (TIOPA 2010 Part 10; CTA 2010 s.269ZB).',
      detail:
        'Within corporation tax, interest deductions are limited by the corporate interest restriction (TIOPA 2010 Part 10) and carried-forward losses by the loss restriction (CTA 2010 s.269ZB). Check the computations.',
      legislation: 'TIOPA 2010 Part 10; CTA 2010 s.269ZB',
    },
  ),
];

const FF_ATED = [
  rule(
    'FF-ATED-1',
    'Foundation’s dwelling: ATED returns missing',
    85,
    "@foundation_ated_in_charge_direct and {foundation_ated_returns_filed} anyof ['not_filed', 'unknown']",
    {
      risk: 'The foundation, a body corporate, owns a UK dwelling worth more than £500,000 directly: ATED returns or relief declarations appear missing (FA 2013 s.94, s.99, s.159).',
      detail:
        'A foundation with legal personality is a non-natural person for ATED (FA 2013 s.94). A return is due by 30 April for each chargeable period, or a relief declaration where relief applies (s.159). Late returns attract penalties (FA 2009 Sch 55).',
      legislation: 'FA 2013 s.94, s.99, s.159; FA 2009 Sch 55',
    },
  ),
  rule(
    'FF-ATED-2',
    'Foundation’s dwelling within ATED',
    30,
    "@foundation_ated_in_charge_direct and {foundation_ated_returns_filed} anyof ['charge_paid', 'relief_declared']",
    {
      risk: 'The foundation’s dwelling is within ATED and returns are filed: confirm the band (1 April 2022 value) and the relief conditions (FA 2013 s.99, s.102).',
      detail:
        'Check the valuation used for the band (FA 2013 s.102), and for any relief that no non-qualifying individual was permitted to occupy (s.136).',
      legislation: 'FA 2013 s.99, s.102, s.136',
    },
  ),
  rule(
    'FF-ATED-3',
    'Overseas entity not on the register',
    70,
    "{foundation_roe_registered} = 'not_registered' and @foundation_uk_land",
    {
      risk: 'The foundation is an overseas entity holding UK land without registering on the Register of Overseas Entities: title restrictions and criminal offences (ECTEA 2022 Part 1).',
      detail:
        'An overseas entity that holds a qualifying estate in UK land must register at Companies House and give its registrable beneficial owners (Economic Crime (Transparency and Enforcement) Act 2022, ECTEA 2022 Part 1). Without registration the land cannot be sold, leased or charged, and the entity and its officers commit offences.',
      legislation: 'ECTEA 2022 Part 1',
    },
  ),
  rule(
    'FF-ATED-4',
    'Foundation’s dwelling used by connected persons',
    90,
    "@foundation_ated_in_charge_direct and {foundation_dwelling_use} anyof ['occupied_by_connected', 'mixed', 'vacant_or_second_home']",
    {
      risk: 'The foundation’s dwelling is occupied or kept available by connected persons: ATED is due with no relief (FA 2013 s.94, s.99, s.136).',
      detail:
        'No relief applies while a non-qualifying individual (the founder, beneficiaries or their relatives) is permitted to occupy the dwelling (FA 2013 s.136), or while it is kept for their use. The annual charge depends on the band.',
      legislation: 'FA 2013 s.94, s.99, s.136',
    },
  ),
  // A reminder: the key dates list the next update statement (rules/actions.ts).
  rule(
    'FF-ATED-5',
    'Register of Overseas Entities: yearly update statement',
    5,
    "{foundation_roe_registered} = 'registered' and {foundation_roe_updates_filed} noneof ['no', 'unknown']",
    {
      risk: 'The foundation is on the Register of Overseas Entities: an update statement is due every year, within 14 days after each 12-month update period, even when nothing has changed (ECTEA 2022 s.7).',
      detail:
        'A registered overseas entity must deliver an update statement for each update period of 12 months from its registration, within the 14 days after the period ends (ECTEA 2022 s.7(1)). Failing to do so is an offence by the entity and every officer in default (s.8), and Companies House treats the entity’s ID as invalid until the statement is delivered, so the land cannot be sold, leased or charged.',
      legislation: 'ECTEA 2022 s.7, s.8',
    },
  ),
  rule(
    'FF-ATED-6',
    'Register of Overseas Entities: update statements missing',
    55,
    "{foundation_roe_registered} = 'registered' and {foundation_roe_updates_filed} anyof ['no', 'unknown']",
    {
      risk: 'The foundation’s yearly update statements to the Register of Overseas Entities may not have been delivered: an offence by the foundation and its officers, and its land cannot be dealt with until they are (ECTEA 2022 s.7, s.8).',
      detail:
        'An update statement is due within the 14 days after each update period of 12 months from registration (ECTEA 2022 s.7(1)). A failure is an offence by the entity and every officer in default, with a daily default fine (s.8). Companies House treats the overseas entity ID as invalid until the statements are delivered, so the land cannot be sold, leased or charged. Deliver the missing statements now.',
      legislation: 'ECTEA 2022 s.7, s.8',
    },
  ),
];

// ---------- Foundation / Founder ----------

const FO_IT = [
  rule(
    'FO-IT-1',
    'Founder-interested foundation: income taxed on the founder',
    85,
    '@loop_founder_taxable_on_arising and @loop_founder_interested_income',
    {
      risk: 'Founder-interested foundation: its income is taxable on the UK-resident founder as it arises, under the settlements code if trust-like and the transfer of assets abroad rules either way (ITTOIA 2005 s.624; ITA 2007 s.720).',
      detail:
        'A foundation is a "settlement" for the settlements code, which is very wide (ITTOIA 2005 s.620), and a "person abroad" for the transfer of assets abroad rules (ITA 2007 s.714 ff). A founder who can benefit, or can revoke, has power to enjoy its income (s.722).',
      legislation: 'ITTOIA 2005 s.620, s.624; ITA 2007 ss.720-722',
    },
  ),
  rule(
    'FO-IT-2',
    'Foreign income relieved in the founder’s FIG years',
    35,
    '@loop_founder_fig and @loop_founder_interested_income',
    {
      excludes: ['FO-IT-1'],
      risk: 'Foreign income is relieved while the founder is in the 4-year FIG regime; the full charge applies after year 4 (ITTOIA 2005 s.845A ff).',
      detail:
        'The FIG claim covers foreign income attributed under the settlements code and the transfer of assets abroad rules (ITA 2007 s.730, s.735). UK-source income is taxed. Plan for the end of the relief.',
      legislation: 'ITTOIA 2005 s.845A ff; ITA 2007 s.730, s.735',
    },
  ),
  rule(
    'FO-IT-3',
    'Founder transfer of assets abroad without motive evidence',
    90,
    "@loop_founder_taxable_on_arising and @loop_founder_interested_income and not @loop_founder_behind_company and {loop.founder_motive_defence_evidence} = 'none'",
    {
      risk: 'There is no evidence for the motive defence to the founder’s transfer of assets abroad charge; the burden is on the taxpayer (ITA 2007 ss.736-742).',
      detail:
        'The defence needs the founder to show that avoiding tax was not a purpose of the transfers, or that they were genuine commercial transactions (ITA 2007 s.737; s.739 for transfers before 5 December 2005). Without contemporaneous evidence HMRC is unlikely to accept it (INTM602680; Moran v HMRC, FTT 2025).',
      legislation: 'ITA 2007 ss.736-742; INTM602680',
    },
  ),
  rule(
    'FO-IT-4',
    'Founder’s residence not established',
    35,
    "@loop_founder_living_person and ({loop.founder_uk_resident_current} = 'unknown' or {loop.founder_uk_resident_current} empty)",
    {
      risk: 'The founder’s UK residence is not established: the founder-level charges cannot be ruled out (FA 2013 Sch 45).',
      detail:
        'The settlements code, s.86 and the transfer of assets abroad charges all need the founder’s residence for the tax year concerned under the Statutory Residence Test (FA 2013 Sch 45).',
      legislation: 'FA 2013 Sch 45',
    },
  ),
];

const FO_CGT = [
  rule(
    'FO-CGT-1',
    'Foundation gains taxed on the founder under s.86',
    85,
    '@foundation_trust_branch and @loop_founder_taxable_on_arising and @loop_founder_interested_gains and @foundation_gains_arising',
    {
      risk: 'Treated as a settlement, the foundation’s gains, including gains apportioned from its companies, are attributed to the UK-resident founder as they arise (TCGA 1992 s.86, Sch 5 para 1(3)).',
      detail:
        'A UK-resident founder with an interest in a non-resident settlement (a defined person can benefit) is charged on its gains of the year (TCGA 1992 s.86, Sch 5). From 2025-26 there is no domicile condition.',
      legislation: 'TCGA 1992 s.86, Sch 5',
    },
  ),
  rule(
    'FO-CGT-2',
    'Founder as a participator of a company-like foundation',
    70,
    "@foundation_company_branch and @loop_founder_taxable_on_arising and {loop.founder_participator_over_25} = 'yes' and @foundation_gains_arising",
    {
      risk: 'Company-like foundation: its gains, and gains of its companies apportioned to it, are apportioned to the UK-resident founder as a participator with more than 25% (TCGA 1992 s.3, s.3(7)).',
      detail:
        'Treated as a non-resident close company, the foundation’s gains are apportioned to UK-resident participators holding more than 25% with connected persons (TCGA 1992 s.3(4)-(6)), unless the assets are used in economically significant activities outside the UK (s.3A). Gains of non-resident close companies below it are apportioned to it and passed on to its participators in the same way (s.3(7)).',
      legislation: 'TCGA 1992 s.3, s.3A',
    },
  ),
  rule(
    'FO-CGT-4',
    'Foreign gains relieved in the founder’s FIG years',
    35,
    '@loop_founder_fig and @loop_founder_interested_gains',
    {
      excludes: ['FO-CGT-1'],
      risk: 'Foreign gains of the foundation are relieved during the founder’s FIG years; s.86 (trust-like) or s.3 (company-like) applies in full afterwards (TCGA 1992 s.86, s.3; FA 2025 FIG relief).',
      detail:
        'Gains attributed under s.86 or apportioned under s.3 are foreign gains for the FIG regime while the founder claims (TCGA 1992 s.3, s.86). UK land gains are not.',
      legislation: 'TCGA 1992 s.3, s.86; FA 2025 (FIG regime)',
    },
  ),
];

const FO_CGT_CONTRIBUTIONS = [
  rule(
    'FO-CGT-3',
    'Contribution of chargeable assets was a disposal',
    55,
    "{loop.founder_uk_resident_at_contribution} = 'yes' and {loop.contribution_cgt_gain_on_transfer} = 'yes'",
    {
      risk: 'Contributing chargeable assets was a disposal at market value by the UK-resident founder (TCGA 1992 s.17, s.18).',
      detail:
        'A gift to a foundation is a disposal otherwise than at arm’s length, deemed to be at market value (TCGA 1992 s.17); hold-over relief is not available for a non-resident transferee (s.261). Check that the gain was returned.',
      legislation: 'TCGA 1992 ss.17-18, s.261',
    },
  ),
];

const FO_IHT = [
  rule(
    'FO-IHT-1',
    'Gift with reservation: foundation assets in the founder’s estate',
    90,
    '@loop_founder_ltr and @loop_founder_reserves_benefit and (@loop_founder_addition_not_excluded_30_oct_2024 or @foundation_uk_dwelling or @foundation_uk_assets)',
    {
      risk: 'Gift with reservation: the foundation’s assets (other than transitionally protected property) are in the long-term resident founder’s estate on death (FA 1986 s.102).',
      detail:
        'A founder who benefits or can benefit reserves a benefit in the property given (FA 1986 s.102). From 6 April 2025 a long-term resident founder’s reserved non-UK property is not excluded at death, except property that was excluded property in the settlement on 30 October 2024 and remains non-UK (IHTM47022, IHTM47060).',
      legislation: 'FA 1986 s.102; IHTA 1984 s.48ZA; IHTM47060',
    },
  ),
  rule(
    'FO-IHT-2',
    'Revocable foundation within IHT now',
    80,
    `@loop_founder_living_person and {loop.founder_can_revoke_or_amend} = 'yes' and @foundation_revocable and (@loop_founder_ltr or ${ASSETS_UK} or @foundation_uk_dwelling)`,
    {
      risk: 'Revocable foundation: the assets are likely still the founder’s for IHT and are in scope now; consider the double charges (IHTA 1984 s.5; FA 1986 s.102).',
      detail:
        'A power to revoke is a general power making the assets part of the founder’s estate (IHTA 1984 s.5, s.272). With a long-term resident founder, or UK assets, the whole value is exposed on death, possibly alongside relevant-property charges on the same assets.',
      legislation: 'IHTA 1984 s.5, s.272; FA 1986 s.102',
    },
  ),
  rule(
    'FO-IHT-5',
    'Revocable foundation: exposure once the founder becomes long-term resident',
    30,
    `@loop_founder_living_person and {loop.founder_can_revoke_or_amend} = 'yes' and @foundation_revocable and not (@loop_founder_ltr or ${ASSETS_UK} or @foundation_uk_dwelling)`,
    {
      excludes: ['FO-IHT-2'],
      risk: 'Revocable foundation: the assets are likely treated as the founder’s own. They are excluded today only because the founder is not long-term resident; exposure starts in the year the founder reaches 10 of 20 years, and contributions from 30 October 2024 have no transitional protection (IHTA 1984 s.6A; IHTM47022).',
      detail:
        'Non-UK assets of a person who is not long-term resident are excluded property (IHTA 1984 s.6(1), s.6A). Count forward the founder’s years of residence: in the tax year the founder reaches 10 of the previous 20, the assets come into IHT. Only property that was excluded property in a settlement on 30 October 2024 keeps the gift with reservation protection (IHTM47022).',
      legislation: 'IHTA 1984 s.6, s.6A; IHTM47022',
    },
  ),
  rule('FO-IHT-4', 'Founder died within the scope of IHT', 80, '@loop_founder_died_in_scope', {
    risk: 'The founder died within the scope of UK IHT on worldwide assets: the foundation’s property stays within IHT for its life if it is a settlement (IHTA 1984 s.48ZA; IHTM47050).',
    detail:
      'The founder’s long-term residence immediately before death (for deaths from 6 April 2025), or domicile when each contribution was made (earlier deaths), fixes the excluded-property status of the foundation’s non-UK property (IHTA 1984 s.48ZA).',
    legislation: 'IHTA 1984 s.48ZA; IHTM47050',
  }),
  rule(
    'FO-IHT-6',
    'Founder’s long-term residence cannot be tested',
    35,
    '@loop_founder_living_person and {loop.founder_uk_resident_years_last_20} empty',
    {
      risk: 'The founder’s years of UK residence are not known, so long-term residence cannot be tested (IHTA 1984 s.6A).',
      detail:
        'Long-term residence (10 of the previous 20 tax years, IHTA 1984 s.6A) decides whether the foundation’s non-UK property is excluded. Build a residence history for the founder.',
      legislation: 'IHTA 1984 s.6A',
    },
  ),
];

const FO_IHT_CONTRIBUTIONS = [
  rule(
    'FO-IHT-3',
    'Unreported chargeable lifetime transfer to the foundation',
    80,
    "@loop_contribution_clt and {loop.contribution_reported_as_clt} noneof ['yes', 'not_required']",
    {
      risk: 'This contribution by a founder within the scope of IHT was a chargeable lifetime transfer (20% above the nil-rate band) and no IHT100 is evidenced (IHTA 1984 ss.2-3, s.7, s.216).',
      detail:
        'A gift to a foundation treated as a settlement is a chargeable lifetime transfer when the founder is within IHT on it (domiciled or deemed domiciled before 6 April 2025, long-term resident after, or UK-situs property). Tax is 20% above the nil-rate band (IHTA 1984 s.7), with an account within 12 months (s.216). For a company-like foundation the gift is a transfer of value to a company, which is still chargeable.',
      legislation: 'IHTA 1984 ss.2-3, s.7, s.216',
    },
  ),
];

const FO_CT = [
  rule(
    'FO-CT-1',
    'Founder directs the foundation from the UK',
    65,
    "@foundation_company_branch and @loop_founder_uk_resident and {loop.founder_involved_in_management} = 'yes'",
    {
      risk: 'A founder directing the foundation from the UK risks UK central management and control of a company-like foundation (CTA 2009 s.14; Wood v Holden).',
      detail:
        'If the council acts on the founder’s instructions, the foundation’s real management may be where the founder is (Wood v Holden [2006] EWCA Civ 26). A company-like foundation would then be UK resident and within corporation tax on its worldwide profits.',
      legislation: 'CTA 2009 s.14; Wood v Holden [2006]',
    },
  ),
];

const FO_ATED = [
  rule(
    'FO-ATED-1',
    'Founder occupies an enveloped dwelling',
    85,
    "{loop.founder_family_occupies_uk_dwelling} = 'founder_or_spouse' and @foundation_enveloped_dwelling_in_charge",
    {
      risk: 'The founder’s occupation of a dwelling held by the foundation or its company is non-qualifying: ATED reliefs are denied (FA 2013 s.133(2), s.136).',
      detail:
        'The founder is connected with the foundation and its companies, so relief is lost for every day the founder or spouse may occupy (FA 2013 s.136), with the look-forward and look-back rules (s.135).',
      legislation: 'FA 2013 s.133, s.135, s.136',
    },
  ),
  rule(
    'FO-ATED-2',
    'Founder’s family occupies an enveloped dwelling',
    75,
    "{loop.founder_family_occupies_uk_dwelling} = 'other_family' and @foundation_enveloped_dwelling_in_charge",
    {
      risk: 'Occupation by the founder’s relatives is non-qualifying: ATED reliefs are denied (FA 2013 s.136).',
      detail:
        'Relatives of a person connected with the owner are non-qualifying individuals (FA 2013 s.136; CTA 2010 s.1122), whether or not they pay rent.',
      legislation: 'FA 2013 s.136; CTA 2010 s.1122',
    },
  ),
];

// ---------- Foundation / Beneficiaries ----------

const FB_IT = [
  rule(
    'FB-IT-1',
    'Benefits matched to relevant income of the foundation',
    75,
    '@foundation_capital_benefits_uk and @foundation_pools',
    {
      risk: 'Benefits to UK residents are matched to relevant income of the foundation structure and taxed on them (ITA 2007 ss.731-735).',
      detail:
        'The transfer of assets abroad benefits charge applies whatever the foundation’s characterisation: a benefit provided to a UK resident out of the transferred assets is taxed to the extent of relevant income in the structure, including income carried over from a trust that endowed it (ITA 2007 ss.731-735).',
      legislation: 'ITA 2007 ss.731-735',
    },
  ),
  rule(
    'FB-IT-2',
    'Distributions of a company-like foundation',
    50,
    "@foundation_company_branch and {foundation_benefits_to_uk_beneficiaries} anyof ['income_distributions']",
    {
      risk: 'Distributions from a company-like foundation are taxable on UK residents as foreign dividends or distributions (ITTOIA 2005 s.402 ff).',
      detail:
        'Treated as a company, the foundation’s distributions are dividends from a non-UK resident company (ITTOIA 2005 s.402), taxed on the arising basis since 6 April 2025 unless the recipient is in the FIG regime.',
      legislation: 'ITTOIA 2005 s.402 ff',
    },
  ),
  rule(
    'FB-IT-3',
    'Income distributions of a trust-like foundation',
    50,
    "@foundation_trust_branch and {foundation_benefits_to_uk_beneficiaries} anyof ['income_distributions']",
    {
      risk: 'Income distributions from a foundation treated as a non-resident settlement are foreign income of the UK beneficiaries (ITTOIA 2005 ss.830-832).',
      detail:
        'Discretionary income paid out by non-resident "trustees" is relevant foreign income of the recipient (ITTOIA 2005 ss.830-832), taxed as it arises unless the recipient is in the FIG regime.',
      legislation: 'ITTOIA 2005 ss.830-832',
    },
  ),
];

const FB_CGT = [
  rule(
    'FB-CGT-1',
    'Capital distributions matched to foundation gains',
    80,
    '@foundation_trust_branch and @foundation_capital_benefits_uk and @foundation_pools',
    {
      risk: 'Capital distributions matched to foundation gains are taxed on the UK-resident recipients, with the supplementary charge possible (TCGA 1992 ss.87-97).',
      detail:
        'Treated as a settlement, the foundation’s unattributed gains, including a pool carried over from a trust that endowed it (TCGA 1992 s.90), are matched to capital payments to UK residents (ss.87-87A), with the supplementary charge for gains held back (s.91) and benefits counted at their value (s.97).',
      legislation: 'TCGA 1992 ss.87-87A, s.90, s.91, s.97',
    },
  ),
  rule(
    'FB-CGT-2',
    'Capital receipts from a company-like foundation',
    40,
    "@foundation_company_branch and {foundation_benefits_to_uk_beneficiaries} anyof ['capital_distributions']",
    {
      risk: 'Capital receipts from a company-like foundation are uncertain in treatment (distribution or capital), with a risk of the transfer of assets abroad benefits charge (ITA 2007 s.731; TCGA 1992 s.3).',
      detail:
        'If the foundation is a company, a capital distribution may be a distribution taxed as income, or a capital receipt for CGT; either way it may also be a benefit matched to relevant income (ITA 2007 s.731). Take advice on the characterisation before further distributions.',
      legislation: 'ITA 2007 s.731; TCGA 1992 s.3, s.122',
    },
  ),
];

const FB_IHT = [
  rule(
    'FB-IHT-1',
    'Exit charges on distributions',
    45,
    "@foundation_trust_branch and {foundation_benefits_to_uk_beneficiaries} anyof ['capital_distributions'] and @foundation_within_iht",
    {
      risk: 'Distributions from a foundation treated as a settlement, out of property within IHT, trigger exit charges (IHTA 1984 s.65).',
      detail:
        'Property leaving a relevant-property settlement is charged at a proportion of the last 10-year rate (IHTA 1984 ss.65, 68-69). Check the charge was computed and an account delivered (s.216).',
      legislation: 'IHTA 1984 s.65, ss.68-69, s.216',
    },
  ),
  rule(
    'FB-IHT-2',
    'Beneficiary with an enforceable entitlement',
    55,
    "{foundation_beneficiaries_enforceable_rights} = 'yes' and {foundation_beneficiary_ltr} = 'yes'",
    {
      risk: 'A beneficiary with a fixed, enforceable entitlement may be treated as having an interest in possession or owning the assets (IHTA 1984 s.49, s.48ZA).',
      detail:
        'A fixed entitlement to income can be an interest in possession (IHTA 1984 s.49); if qualifying, the property is in the beneficiary’s estate. A long-term resident beneficiary is then within IHT on it.',
      legislation: 'IHTA 1984 s.49, s.48ZA',
    },
  ),
];

const FB_CT = [
  rule(
    'FB-CT-1',
    'UK company beneficiary of the foundation',
    20,
    "{foundation_uk_beneficiary_company} = 'yes'",
    {
      risk: 'A UK-resident company receives from the foundation: the receipts are within corporation tax (CTA 2009 Part 9A).',
      detail:
        'Distributions and capital receipts of a UK company are within corporation tax; dividends from a company-like foundation may be exempt (CTA 2009 Part 9A), other receipts are taxable.',
      legislation: 'CTA 2009 Part 9A',
    },
  ),
];

const FB_ATED = [
  rule(
    'FB-ATED-1',
    'Beneficiary occupies the foundation’s dwelling rent-free',
    80,
    "{foundation_uk_beneficiary_occupies_dwelling} = 'rent_free' and @foundation_enveloped_dwelling_in_charge",
    {
      risk: 'Beneficiary occupation of an enveloped dwelling is non-qualifying: no ATED relief (FA 2013 s.133(2), s.136).',
      detail:
        'Beneficiaries are connected with the foundation, so relief is lost for the days they may occupy (FA 2013 s.136). Rent-free use is also a benefit for ITA 2007 s.731 and a capital payment for TCGA 1992 s.97.',
      legislation: 'FA 2013 s.133, s.136',
    },
  ),
  rule(
    'FB-ATED-2',
    'Beneficiary pays rent for the foundation’s dwelling',
    60,
    "{foundation_uk_beneficiary_occupies_dwelling} = 'paying_rent' and @foundation_enveloped_dwelling_in_charge",
    {
      risk: 'Rent does not cure non-qualifying occupation by a connected beneficiary (FA 2013 s.135, s.136).',
      detail:
        'Relief is denied for the days a non-qualifying individual may occupy, whatever the rent, and the look-forward and look-back rules can extend that (FA 2013 s.135).',
      legislation: 'FA 2013 s.135, s.136',
    },
  ),
];

export const FOUNDATION_CATEGORY: CategorySpec = {
  id: 'foundation',
  name: 'Foundation',
  type: 'foundation',
  heading: 'Foundation review',
  order: 1,
  intro: [
    {
      id: 'n-foundation-intro',
      name: 'Foundation introduction',
      text: 'This section reviews the foundation, its founders and its beneficiaries. A foundation is taxed in the UK either like a trust or like a company, depending on its constitution.',
      logic: '',
    },
    {
      id: 'n-foundation-both',
      name: 'Characterisation undetermined',
      text: 'The foundation’s UK characterisation is not determined, so both the trust-like and the company-like rules were applied and each cell shows the higher result. Settling the characterisation with advice may lower some of these risks.',
      logic: "{foundation_uk_characterisation} = 'undetermined'",
      moreDetail: true,
    },
  ],
  introLoops: [lookThroughNotes('foundation')],
  rows: [
    {
      id: 'foundation-foundation',
      row: 'Foundation',
      heading: 'The foundation',
      heads: [
        { head: 'IT', subgroups: [{ id: 'foundation-foundation-it', heading: 'Income tax', rules: FF_IT }] },
        {
          head: 'CGT',
          subgroups: [{ id: 'foundation-foundation-cgt', heading: 'Capital gains tax', rules: FF_CGT }],
        },
        {
          head: 'IHT',
          subgroups: [{ id: 'foundation-foundation-iht', heading: 'Inheritance tax', rules: FF_IHT }],
        },
        {
          head: 'CT',
          subgroups: [{ id: 'foundation-foundation-ct', heading: 'Corporation tax', rules: FF_CT }],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'foundation-foundation-ated',
              heading: 'Annual tax on enveloped dwellings',
              rules: FF_ATED,
            },
          ],
        },
      ],
    },
    {
      id: 'foundation-founder',
      row: 'Founder',
      heading: 'The founders',
      heads: [
        {
          head: 'IT',
          subgroups: [
            { id: 'foundation-founder-it', heading: 'Income tax', loopKey: 'founders', rules: FO_IT },
          ],
        },
        {
          head: 'CGT',
          subgroups: [
            {
              id: 'foundation-founder-cgt',
              heading: 'Capital gains tax',
              loopKey: 'founders',
              rules: FO_CGT,
            },
            {
              id: 'foundation-founder-cgt-contributions',
              heading: 'Capital gains tax on each contribution',
              loopKey: 'contributions',
              rules: FO_CGT_CONTRIBUTIONS,
            },
          ],
        },
        {
          head: 'IHT',
          subgroups: [
            { id: 'foundation-founder-iht', heading: 'Inheritance tax', loopKey: 'founders', rules: FO_IHT },
            {
              id: 'foundation-founder-iht-contributions',
              heading: 'Inheritance tax on each contribution',
              loopKey: 'contributions',
              rules: FO_IHT_CONTRIBUTIONS,
            },
          ],
        },
        {
          head: 'CT',
          subgroups: [
            { id: 'foundation-founder-ct', heading: 'Corporation tax', loopKey: 'founders', rules: FO_CT },
          ],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'foundation-founder-ated',
              heading: 'Annual tax on enveloped dwellings',
              loopKey: 'founders',
              rules: FO_ATED,
            },
          ],
        },
      ],
    },
    {
      id: 'foundation-beneficiaries',
      row: 'Beneficiaries',
      heading: 'The beneficiaries',
      heads: [
        {
          head: 'IT',
          subgroups: [{ id: 'foundation-beneficiaries-it', heading: 'Income tax', rules: FB_IT }],
        },
        {
          head: 'CGT',
          subgroups: [{ id: 'foundation-beneficiaries-cgt', heading: 'Capital gains tax', rules: FB_CGT }],
        },
        {
          head: 'IHT',
          subgroups: [{ id: 'foundation-beneficiaries-iht', heading: 'Inheritance tax', rules: FB_IHT }],
        },
        {
          head: 'CT',
          subgroups: [{ id: 'foundation-beneficiaries-ct', heading: 'Corporation tax', rules: FB_CT }],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'foundation-beneficiaries-ated',
              heading: 'Annual tax on enveloped dwellings',
              rules: FB_ATED,
            },
          ],
        },
      ],
    },
  ],
};
