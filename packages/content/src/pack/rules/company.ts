import { ATED_BANDS } from '../constants';
import type { CategorySpec, NoteSpec, RuleSpec } from './model';
import { HEAD_TITLES, rule } from './model';

/**
 * Company row group (domain primer 6.3): the company itself, each shareholder (nominees looked
 * through to their principals; trusts and foundations that own the company are shareholders too,
 * through the structure's ownership links), and the Over Settlors: the settlors and founders of
 * the trusts and foundations above the company, to whom its income and gains are attributed.
 * Two transformed rows carry the company's "acting as settlor/founder" answers into the
 * Trust/Settlor and Foundation/Founder rows.
 */

// ---------- Company / Company ----------

const CC_IT = [
  rule(
    'CC-IT-1',
    'Historic income tax on UK rents',
    35,
    "{company_uk_property_income} = 'yes' and {company_uk_rents_before_2020} = 'yes' and @company_non_resident",
    {
      risk: 'UK rents received before 6 April 2020 by a non-resident company were within income tax under the Non-Resident Landlord Scheme: check the historic SA700 returns (ITTOIA 2005 Part 3; ITA 2007 s.971).',
      detail:
        'Until 5 April 2020 a non-resident company landlord paid income tax at 20% on its UK property business, filing SA700 returns, with tenants or agents deducting tax under the Non-Resident Landlord Scheme unless HMRC approved gross payment (ITA 2007 s.971; SI 1995/2902). Open years can still be assessed.',
      legislation: 'ITTOIA 2005 Part 3; ITA 2007 s.971; SI 1995/2902',
    },
  ),
  rule(
    'CC-IT-2',
    'Benefits provided by a close company',
    55,
    "{company_benefits_to_participators} anyof ['loans', 'rent_free_use', 'payments'] and @company_close and @company_uk_holder",
    {
      risk: 'Benefits provided by the company (loans, rent-free use, payments) may be taxable on UK-resident recipients under the transfer of assets abroad benefits charge, or as distributions (ITA 2007 s.731; CTA 2010 s.1064).',
      detail:
        'A benefit provided by a company in a transfer-of-assets structure is matched to relevant income and taxed on a UK-resident recipient (ITA 2007 s.731). For a UK close company, benefits to participators are distributions (CTA 2010 s.1064) and loans bring the s.455 charge.',
      legislation: 'ITA 2007 s.731; CTA 2010 s.455, s.1064',
    },
  ),
  rule(
    'CC-IT-3',
    'UK-source investment income of a non-resident company',
    10,
    "@company_non_resident and {company_other_income} anyof ['uk_interest_or_dividends']",
    {
      risk: 'A non-resident company with UK-source investment income: the UK tax is generally limited to tax deducted at source (ITA 2007 ss.811-815).',
      detail:
        'The "disregarded income" rules limit a non-resident’s liability on UK interest and dividends to tax deducted at source (ITA 2007 s.815). The income still counts as relevant income for the transfer of assets abroad rules.',
      legislation: 'ITA 2007 ss.811-815',
    },
  ),
];

const CC_CGT = [
  rule(
    'CC-CGT-1',
    'Gains apportioned to participators',
    65,
    '@company_s3_gains and @company_uk_participator_link',
    {
      risk: 'Gains of a non-resident close company are apportioned to UK-resident participators and to non-resident trustee shareholders (TCGA 1992 s.3, s.3A).',
      detail:
        'A chargeable gain of a non-resident company that would be close if UK resident is apportioned to participators in proportion to their interests, looking through chains of companies (TCGA 1992 s.3(7)). Exclusions: participators with 25% or less with connected persons (s.3(6)); gains on assets used in economically significant activities outside the UK, or where avoidance was not a main purpose (s.3A); gains already within corporation tax, such as UK land since April 2019.',
      legislation: 'TCGA 1992 s.3, s.3A',
    },
  ),
  rule(
    'CC-CGT-2',
    'Shares in a UK property-rich company disposed of',
    55,
    "{company_uk_land_75pc} = 'yes' and any(shareholders, {shareholder_disposed_shares_property_rich} = 'yes')",
    {
      risk: 'The company is UK property-rich: disposals of interests of 25% or more are taxable on non-residents as indirect disposals of UK land (TCGA 1992 Sch 1A).',
      detail:
        'Since 6 April 2019 a non-resident disposing of an interest in an entity that derives 75% or more of its gross asset value from UK land, holding 25% or more (with connected persons, in the previous two years), is chargeable (TCGA 1992 s.1A(3)(c), Sch 1A). A return is due within 60 days.',
      legislation: 'TCGA 1992 s.1A, Sch 1A',
    },
  ),
  rule('CC-CGT-3', 'Close-company status not known', 35, "{company_is_close} = 'unknown'", {
    risk: 'Whether the company is close is not known: the attribution of its gains (s.3), the IHT look-through (Sch A1, s.94) and the participator rules cannot be applied (TCGA 1992 s.3; CTA 2010 s.439).',
    detail:
      'A company is close if controlled by five or fewer participators or by its directors (CTA 2010 s.439); a non-UK company is tested as if it were UK resident. Nominee holdings count as their principals’. Establish the shareholders and their connections.',
    legislation: 'CTA 2010 s.439; TCGA 1992 s.3; IHTA 1984 s.94, Sch A1',
  }),
];

const CC_IHT = [
  rule(
    'CC-IHT-1',
    'Shares deriving value from UK dwellings',
    80,
    '@company_may_be_close and @company_holds_uk_dwelling',
    {
      risk: 'The value of the shares attributable to UK dwellings is never excluded property, for any individual or trust shareholder (IHTA 1984 Sch A1 paras 1-2).',
      detail:
        'Since 6 April 2017 an interest in a close company is not excluded property to the extent its value is attributable to a UK residential property interest, directly or through other companies (IHTA 1984 Sch A1 paras 1-2; IHTM04311). Holdings under 5% are ignored. Individual shareholders have the value in their estates; trust shareholders have it within the relevant-property charges.',
      legislation: 'IHTA 1984 Sch A1 paras 1-2; IHTM04311',
    },
  ),
  rule(
    'CC-IHT-2',
    'Transfers of value by a close company',
    60,
    '@company_close and @company_settles_or_founds',
    {
      risk: 'The company settled a trust or endowed a foundation: transfers of value by a close company are apportioned to its participators as their own lifetime transfers (IHTA 1984 ss.94-98).',
      detail:
        'A transfer of value by a close company, such as a gift into a trust or a foundation, is apportioned among its participators according to their interests and charged as if each had made it (IHTA 1984 s.94). Whether the settled property is excluded property then depends on those participators (HMRC looks through the company).',
      legislation: 'IHTA 1984 ss.94-98',
    },
  ),
  rule('CC-IHT-3', 'Loans financing UK dwellings', 70, "{company_loans_finance_uk_dwelling} = 'yes'", {
    risk: 'Loans that finance UK residential property, and collateral for them, are within IHT whoever holds them (IHTA 1984 Sch A1 paras 3-4).',
    detail:
      'A loan used to acquire, maintain or improve a UK dwelling held by a close company or partnership, and any money or asset given as security for such a loan, is not excluded property (IHTA 1984 Sch A1 paras 3-4). The lender’s estate, or the lending trust, is within IHT on it.',
    legislation: 'IHTA 1984 Sch A1 paras 3-4',
  }),
];

const CC_CT = [
  rule('CC-CT-1', 'Offshore company managed from the UK', 85, '@company_offshore_cmc_risk', {
    risk: 'The offshore company is probably UK resident through central management and control: its worldwide profits and gains are within corporation tax at up to 25% (CTA 2009 s.14; De Beers v Howe; CTA 2009 s.18).',
    detail:
      'A company incorporated abroad is UK resident if its central management and control is in the UK (De Beers Consolidated Mines v Howe [1906]; Wood v Holden [2006]), unless a treaty tie-breaker gives residence elsewhere (CTA 2009 s.18). It must then register, file CT returns on worldwide profits and gains, and operate UK rules such as the close-company loan charge.',
    legislation: 'CTA 2009 s.5, s.14, s.18; De Beers v Howe [1906]; Wood v Holden [2006]',
  }),
  rule('CC-CT-7', 'Where the company is managed is not known', 35, "{company_cmc_in_uk} = 'unknown'", {
    risk: 'Where the company’s central management and control is exercised is not known, so its residence cannot be settled (CTA 2009 s.14; De Beers v Howe).',
    detail:
      'Establish who takes the company’s strategic decisions and where: the directors’ residence, where board meetings are held, and whether a settlor, beneficiary or adviser in the UK decides in practice (De Beers v Howe [1906]; Wood v Holden [2006]; HMRC INTM120210).',
    legislation: 'CTA 2009 s.14; De Beers v Howe [1906]; INTM120210',
  }),
  rule(
    'CC-CT-2',
    'Non-resident landlord outside corporation tax',
    80,
    "{company_uk_property_income} = 'yes' and {company_ct_returns_filed} anyof ['no', 'unknown']",
    {
      risk: 'A non-resident company landlord has been within corporation tax since 6 April 2020: registration or returns appear missing (CTA 2009 s.5, as amended by FA 2019 Sch 5).',
      detail:
        'Non-resident companies with a UK property business pay corporation tax, not income tax, from 6 April 2020 (FA 2019 Sch 5). Existing landlords were registered automatically; new ones must register within three months. The corporate interest restriction, loss restriction and hybrid rules apply.',
      legislation: 'CTA 2009 s.5; FA 2019 Sch 5',
    },
  ),
  rule(
    'CC-CT-3',
    'UK land gain outside corporation tax',
    85,
    "{company_realised_gains} anyof ['uk_land', 'both'] and {company_ct_returns_filed} != 'yes'",
    {
      risk: 'A gain on UK land (direct or indirect) since 6 April 2019 is chargeable to corporation tax and needs a return (TCGA 1992 s.2B; FA 2019 Sch 1).',
      detail:
        'Non-resident companies are within corporation tax on gains from direct and indirect disposals of UK land since 6 April 2019 (TCGA 1992 s.2B, Sch 1A), with rebasing to April 2019 (April 2015 for residential property). A CT return is needed even for a one-off disposal.',
      legislation: 'TCGA 1992 s.2B, Sch 1A; FA 2019 Sch 1',
    },
  ),
  rule(
    'CC-CT-4',
    'Landlord company in the CT regime',
    20,
    "{company_uk_property_income} = 'yes' and {company_ct_returns_filed} = 'yes'",
    {
      excludes: ['CC-CT-2'],
      risk: 'The company files corporation tax returns on its UK rents: check the corporate interest restriction and loss restriction (TIOPA 2010 Part 10; CTA 2010 s.269ZB).',
      detail:
        'Interest on loans from connected parties is limited by the corporate interest restriction (TIOPA 2010 Part 10) and the transfer-pricing rules; losses carried forward are restricted (CTA 2010 s.269ZB).',
      legislation: 'TIOPA 2010 Part 10; CTA 2010 s.269ZB',
    },
  ),
  rule(
    'CC-CT-5',
    'Loans to participators of a UK close company',
    60,
    "{company_jurisdiction} = 'uk' and @company_close and {company_benefits_to_participators} anyof ['loans']",
    {
      risk: 'Loans by a UK close company to participators carry the s.455 charge (33.75%) and benefit-in-kind issues (CTA 2010 s.455).',
      detail:
        'A loan by a close company to a participator (or an associate) not repaid within nine months of the year end triggers a temporary tax charge of 33.75% (CTA 2010 s.455), refundable on repayment (s.458). Loans to a trust that is a participator are caught.',
      legislation: 'CTA 2010 ss.455-458',
    },
  ),
  rule(
    'CC-CT-6',
    'Relying on NRLS deductions instead of returns',
    45,
    "{company_uk_property_income} = 'yes' and {company_ct_returns_filed} = 'nrls_covers_no_return_needed'",
    {
      risk: 'The company relies on Non-Resident Landlord Scheme deductions instead of CT returns: 20% deducted from gross rents may not cover corporation tax at 25% on the profits (CTA 2009 s.5; SI 1995/2902).',
      detail:
        'A non-resident company landlord is within corporation tax (CTA 2009 s.5). Tax deducted under the scheme is a credit, but the company must still notify chargeability and file returns unless HMRC has agreed otherwise; the deduction is on gross rents at 20%, not on profits at the main rate.',
      legislation: 'CTA 2009 s.5; SI 1995/2902',
    },
  ),
];

const CC_ATED = [
  rule(
    'CC-ATED-1',
    'ATED due with no relief',
    90,
    '@company_ated_in_charge and @company_non_qualifying_use',
    {
      risk: 'ATED is due on a dwelling worth more than £500,000 that is occupied by connected persons or kept for their use, with no relief available (FA 2013 s.94, s.99).',
      detail:
        'The annual charge is set by the value band (FA 2013 s.99). Reliefs are lost for any day a non-qualifying individual is permitted to occupy (s.136), and the look-back rules can reach the previous period (s.135). Returns are due by 30 April each year (s.159); late returns attract penalties (FA 2009 Sch 55).',
      legislation: 'FA 2013 s.94, s.99, s.135-136, s.159',
    },
  ),
  rule(
    'CC-ATED-2',
    'Relief declaration returns missing',
    55,
    "@company_ated_in_charge and {company_dwelling_use} anyof ['let_to_unconnected', 'development_or_trading_stock'] and {company_ated_returns_filed} anyof ['not_filed', 'unknown']",
    {
      risk: 'A relief declaration return is required every year even when relief is due: late-filing penalties apply (FA 2013 s.159A; FA 2009 Sch 55).',
      detail:
        'Relief from ATED must be claimed in a relief declaration return for each chargeable period (FA 2013 s.159A). A missing return is a failure to file, with fixed and daily penalties (FA 2009 Sch 55).',
      legislation: 'FA 2013 s.159A; FA 2009 Sch 55',
    },
  ),
  rule(
    'CC-ATED-3',
    'ATED relief claimed',
    10,
    "@company_ated_in_charge and {company_dwelling_use} anyof ['let_to_unconnected', 'development_or_trading_stock'] and {company_ated_returns_filed} = 'relief_declared'",
    {
      excludes: ['CC-ATED-1'],
      risk: 'Relief is claimed: keep evidence of the commercial letting or development and that no connected person occupied (FA 2013 s.133).',
      detail:
        'HMRC can enquire into relief declarations. Keep tenancy agreements, evidence that tenants are unconnected, and records of any periods between lettings (FA 2013 s.133, s.136).',
      legislation: 'FA 2013 s.133, s.136',
    },
  ),
  rule(
    'CC-ATED-4',
    'Value close to the ATED threshold',
    25,
    "{company_uk_residential_property} = 'yes' and {company_uk_dwelling_value_band} = '500k_1m'",
    {
      risk: 'The dwelling’s value is in the lowest ATED band: check the 1 April 2022 valuation; a pre-return banding check is available (FA 2013 s.102).',
      detail:
        'A valuation near £500,000 decides whether ATED applies at all. HMRC offers a pre-return banding check where the value is within 10% of a band boundary (FA 2013 s.102). The next valuation date is 1 April 2027.',
      legislation: 'FA 2013 s.102',
    },
  ),
  rule(
    'CC-ATED-5',
    'Overseas entity not on the register',
    70,
    "{company_roe_registered} = 'not_registered' and @company_holds_uk_land",
    {
      risk: 'An overseas entity holding UK land is not on the Register of Overseas Entities: title restrictions and criminal exposure (ECTEA 2022 s.4, ss.33-34).',
      detail:
        'An overseas entity holding a freehold or a lease of more than 7 years in UK land must register and give its registrable beneficial owners, looking through nominees and giving trust information (Economic Crime (Transparency and Enforcement) Act 2022, ECTEA 2022 s.4). Until it does, the land cannot be sold, leased or charged, and the entity and its officers commit offences (ss.33-34).',
      legislation: 'ECTEA 2022 s.4, ss.33-34',
    },
  ),
  rule(
    'CC-ATED-6',
    'Register names the wrong beneficial owners',
    55,
    "{company_roe_beneficial_owners_correct} anyof ['no', 'unknown']",
    {
      risk: 'The Register of Overseas Entities does not name the real beneficial owners (for example, it names a nominee): a correction is needed (ECTEA 2022 s.4, s.32).',
      detail:
        'Registrable beneficial owners are found by looking through nominees to the persons they act for, and trustees must be given with trust information (ECTEA 2022 Sch 2). Giving false or misleading information is an offence (s.32). File an update statement.',
      legislation: 'ECTEA 2022 s.4, s.32, Sch 2',
    },
  ),
  // A reminder: the key dates list the next update statement (rules/actions.ts).
  rule(
    'CC-ATED-7',
    'Register of Overseas Entities: yearly update statement',
    5,
    "{company_roe_registered} = 'registered' and {company_roe_updates_filed} noneof ['no', 'unknown']",
    {
      risk: 'The company is on the Register of Overseas Entities: an update statement is due every year, within 14 days after each 12-month update period, even when nothing has changed (ECTEA 2022 s.7).',
      detail:
        'A registered overseas entity must deliver an update statement for each update period of 12 months from its registration, within the 14 days after the period ends (ECTEA 2022 s.7(1)). Failing to do so is an offence by the entity and every officer in default (s.8), and Companies House treats the entity’s ID as invalid until the statement is delivered, so the land cannot be sold, leased or charged.',
      legislation: 'ECTEA 2022 s.7, s.8',
    },
  ),
  rule(
    'CC-ATED-8',
    'Register of Overseas Entities: update statements missing',
    55,
    "{company_roe_registered} = 'registered' and {company_roe_updates_filed} anyof ['no', 'unknown']",
    {
      risk: 'The company’s yearly update statements to the Register of Overseas Entities may not have been delivered: an offence by the entity and its officers, and its land cannot be dealt with until they are (ECTEA 2022 s.7, s.8).',
      detail:
        'An update statement is due within the 14 days after each update period of 12 months from registration (ECTEA 2022 s.7(1)). A failure is an offence by the entity and every officer in default, with a daily default fine (s.8). Companies House treats the overseas entity ID as invalid until the statements are delivered, so the land cannot be sold, leased or charged. Deliver the missing statements now.',
      legislation: 'ECTEA 2022 s.7, s.8',
    },
  ),
];

// ---------- Company / Shareholder ----------

const CS_IT = [
  rule(
    'CS-IT-1',
    'Transfer of assets abroad: the shareholder’s transfer',
    80,
    "@loop_shareholder_uk_person and {loop.shareholder_transferred_assets_to_company} = 'yes' and @company_non_resident and {loop.shareholder_fig_claim_current} != 'yes'",
    {
      risk: 'Transfer of assets abroad: the shareholder transferred assets to a non-resident company and has power to enjoy its income, so that income is attributed to the shareholder (ITA 2007 ss.720-726).',
      detail:
        'An individual who transfers assets to a non-resident company in which he or she holds shares has power to enjoy its income (ITA 2007 s.722), so the company’s income is taxed on the individual as it arises (s.720), with credit for UK tax the company paid. The motive defence (ss.736-742) is the only way out, and the burden is on the taxpayer.',
      legislation: 'ITA 2007 ss.720-726, ss.736-742',
    },
  ),
  rule(
    'CS-IT-2',
    'Benefits from the company',
    60,
    "{loop.shareholder_benefits_received} anyof ['loans', 'rent_free_use', 'payments'] and @loop_shareholder_uk_resident",
    {
      risk: 'Benefits from the company are taxable on the UK-resident shareholder, as distributions or under the transfer of assets abroad benefits charge (ITA 2007 s.731; ITTOIA 2005 s.402).',
      detail:
        'A benefit provided by a non-resident company to a UK-resident participator can be a distribution (ITTOIA 2005 s.402) or a benefit matched to relevant income (ITA 2007 s.731). Interest-free loans and rent-free use are benefits.',
      legislation: 'ITA 2007 s.731; ITTOIA 2005 s.402',
    },
  ),
  rule(
    'CS-IT-3',
    'Shareholder who did not make the transfer',
    30,
    "@loop_shareholder_uk_person and {loop.shareholder_transferred_assets_to_company} = 'no' and @company_non_resident and @company_group_has_income",
    {
      excludes: ['CS-IT-1'],
      risk: 'After Fisher, a shareholder who did not personally transfer assets is not a transferor, but the benefits charge may still apply (HMRC v Fisher [2023] UKSC 44; ITA 2007 s.731).',
      detail:
        'The Supreme Court held that the transferor charge applies only to the individual who actually made the transfer (HMRC v Fisher [2023] UKSC 44). A UK-resident shareholder who received shares by gift or inheritance is outside s.720, but any benefit from the company is within s.731.',
      legislation: 'ITA 2007 s.720, s.731; HMRC v Fisher [2023] UKSC 44',
    },
  ),
  rule(
    'CS-IT-5',
    'Shareholder’s residence not known',
    35,
    "{loop.shareholder_uk_resident_during_holding} = 'unknown' and not @loop_shareholder_unidentified_nominee",
    {
      risk: 'Whether the shareholder was UK resident while holding the shares is not known: the transfer of assets abroad, s.3 and benefit charges cannot be ruled out (ITA 2007 s.720; TCGA 1992 s.3).',
      detail:
        'The shareholder-level charges all depend on UK residence in the year concerned (FA 2013 Sch 45 for individuals; ITA 2007 s.475 for trustees; CTA 2009 s.14 for companies). Establish the residence of the shareholder, or of the principal behind a nominee, for each year of the holding.',
      legislation: 'FA 2013 Sch 45; ITA 2007 s.720; TCGA 1992 s.3',
    },
  ),
  rule('CS-IT-4', 'Nominee with an unidentified principal', 75, '@loop_shareholder_unidentified_nominee', {
    risk: 'Nominee shareholding with an unidentified principal: the taxable person cannot be determined, and ROE, TRS and KYC duties are likely breached (TCGA 1992 s.60; ECTEA 2022).',
    detail:
      'A nominee is ignored for tax: the principal is treated as holding the shares (TCGA 1992 s.60). Without knowing the principal, the close-company tests, the s.3 apportionment, the transfer of assets abroad charges, the IHT estate and ATED occupation cannot be applied. The Register of Overseas Entities and TRS require the beneficial owner to be identified.',
    legislation: 'TCGA 1992 s.60; ECTEA 2022 Sch 2; MLR 2017',
  }),
];

const CS_CGT = [
  rule(
    'CS-CGT-1',
    'Company gains apportioned to this participator',
    75,
    '@loop_shareholder_uk_resident and @loop_shareholder_s3_gains',
    {
      risk: 'Company gains are apportioned to this UK-resident participator, whose holding with connected persons is above 25% (TCGA 1992 s.3(4)-(6)).',
      detail:
        'The participator is charged on the share of the company’s gain matching its interest (TCGA 1992 s.3(4)). Trustee shareholders’ apportioned gains feed s.86 and s.87 (Sch 5 para 1(3)). A later distribution of the gain, or a disposal of the shares, gives credit for tax paid (s.3(9)).',
      legislation: 'TCGA 1992 s.3(4)-(9), Sch 5 para 1(3)',
    },
  ),
  rule(
    'CS-CGT-2',
    'Indirect disposal of UK land by a non-resident',
    60,
    "{loop.shareholder_uk_resident_during_holding} = 'no' and {loop.shareholder_disposed_shares_property_rich} = 'yes' and @loop_shareholder_25pc",
    {
      risk: 'Indirect disposal of UK land by a non-resident: a return and the tax are due within 60 days (TCGA 1992 s.1A(3)(c), Sch 1A).',
      detail:
        'A non-resident disposing of shares in a UK property-rich company with a substantial indirect interest (25% or more, with connected persons, in the previous two years) is chargeable on the gain, rebased to 5 April 2019 (TCGA 1992 Sch 1A, Sch 4AA). A corporate shareholder is within corporation tax instead.',
      legislation: 'TCGA 1992 s.1A, Sch 1A, Sch 4AA',
    },
  ),
];

const CS_IHT = [
  rule('CS-IHT-1', 'Shares in the estate of a long-term resident', 60, '@loop_shareholder_ltr', {
    risk: 'The shares are in the long-term resident shareholder’s estate: even shares in a non-UK company are not excluded property (IHTA 1984 s.6, s.6A).',
    detail:
      'Non-UK assets are excluded property only for a person who is not long-term resident (IHTA 1984 s.6(1), s.6A). A long-term resident’s shares, wherever the company is incorporated and including those held through a nominee, are charged on death at 40% and on lifetime gifts, subject to business property relief for trading companies (s.104).',
    legislation: 'IHTA 1984 s.6, s.6A',
  }),
  rule(
    'CS-IHT-2',
    'UK dwelling value within IHT despite the holder’s status',
    80,
    '@loop_shareholder_not_personally_in_iht and @loop_shareholder_dwelling_within_iht',
    {
      risk: 'The value of the shares attributable to a UK dwelling is within IHT despite the holder’s status (IHTA 1984 Sch A1).',
      detail:
        'Even for a shareholder who is not long-term resident, or a trust, the shares are not excluded property to the extent their value comes from UK residential property (IHTA 1984 Sch A1). For a trust shareholder that value is within the 10-year and exit charges.',
      legislation: 'IHTA 1984 Sch A1',
    },
  ),
  rule(
    'CS-IHT-3',
    'Two-year tail after leaving a UK dwelling company',
    40,
    "{loop.shareholder_holding_ended_last_2_years} = 'yes' and @company_holds_uk_dwelling",
    {
      risk: 'The shareholding ended within two years: the Sch A1 two-year tail may still apply to the disposal proceeds (IHTA 1984 Sch A1 para 5).',
      detail:
        'Consideration received for the disposal of an interest in a UK dwelling company, and property representing it, stays outside excluded property for two years (IHTA 1984 Sch A1 para 5).',
      legislation: 'IHTA 1984 Sch A1 para 5',
    },
  ),
  rule(
    'CS-IHT-4',
    'UK company shares are UK-situs',
    50,
    "@loop_shareholder_is_person and {loop.shareholder_ltr} != 'yes' and {company_jurisdiction} = 'uk'",
    {
      risk: 'Shares in a UK-incorporated company are UK-situs assets, within IHT whatever the holder’s residence (IHTA 1984 s.6(1)).',
      detail:
        'Registered shares are situated where the register is kept, so shares in a UK company are UK-situs and never excluded property (IHTA 1984 s.6(1)). Business property relief may apply to trading companies.',
      legislation: 'IHTA 1984 s.6(1), s.104',
    },
  ),
];

const CS_IHT_OWNERS = [
  rule(
    'CS-IHT-5',
    'Trust or foundation shareholder with UK dwelling value',
    80,
    "{loop.entity_type} anyof ['trust', 'foundation'] and @company_holds_uk_dwelling and any(participators, isLoop() and chainShareAtLeast(5, @company_may_be_close))",
    {
      risk: 'A trust or foundation owns the company: its shares are not excluded property to the extent of the UK dwelling value, and are within the relevant-property charges (IHTA 1984 Sch A1; ss.64-65).',
      detail:
        'The owning trust’s (or foundation’s) shares derive value from UK residential property, so that value is within the 10-year and exit charges however non-UK the settlor is (IHTA 1984 Sch A1, s.48ZA).',
      legislation: 'IHTA 1984 Sch A1, s.48ZA, ss.64-65',
    },
  ),
];

const CS_CT = [
  rule(
    'CS-CT-1',
    'UK corporate shareholder of a foreign company',
    50,
    "{loop.shareholder_is_uk_company} = 'yes' and @company_non_resident",
    {
      risk: 'A UK company holds shares in this foreign company: consider controlled foreign company apportionment (TIOPA 2010 Part 9A).',
      detail:
        'A UK-resident company with a 25% interest in a controlled foreign company can be charged on its chargeable profits (TIOPA 2010 Part 9A), subject to the gateway and exemptions (low profits, low margin, tax exemption, excluded territories).',
      legislation: 'TIOPA 2010 Part 9A',
    },
  ),
  rule(
    'CS-CT-2',
    'UK-resident shareholder-director',
    55,
    "@loop_shareholder_uk_resident and {loop.shareholder_is_director} = 'yes' and {company_jurisdiction} != 'uk'",
    {
      risk: 'A UK-resident shareholder is a director or runs the company: risk of UK central management and control (CTA 2009 s.14; De Beers v Howe).',
      detail:
        'If the shareholder takes the company’s strategic decisions from the UK, the company is likely UK resident (De Beers v Howe [1906]) and within corporation tax on worldwide profits. Check where board meetings are held and who decides.',
      legislation: 'CTA 2009 s.14; De Beers v Howe [1906]',
    },
  ),
];

const CS_ATED = [
  rule(
    'CS-ATED-1',
    'Shareholder occupies the company’s dwelling',
    85,
    "{loop.shareholder_benefits_received} anyof ['rent_free_use'] and @loop_shareholder_enveloped_dwelling",
    {
      risk: 'The shareholder’s occupation is non-qualifying: ATED reliefs are denied, with look-forward and look-back (FA 2013 s.133(2), ss.135-136).',
      detail:
        'A person entitled to the company’s interest, or connected with it, is a non-qualifying individual (FA 2013 s.136). Relief is lost for every day they may occupy, and the look-forward and look-back rules (s.135) reach other periods.',
      legislation: 'FA 2013 s.133, ss.135-136',
    },
  ),
  rule(
    'CS-ATED-2',
    'Shareholder’s relatives occupy the company’s dwelling',
    75,
    "{loop.shareholder_family_occupies_dwelling} = 'yes' and @loop_shareholder_enveloped_dwelling",
    {
      risk: 'Occupation by persons connected with the shareholder is non-qualifying for ATED reliefs (FA 2013 s.136; CTA 2010 s.1122).',
      detail:
        'Relatives of a shareholder (spouse, siblings, ancestors, lineal descendants and their spouses) are connected persons (CTA 2010 s.1122) and non-qualifying individuals (FA 2013 s.136), even if they pay rent.',
      legislation: 'FA 2013 s.136; CTA 2010 s.1122',
    },
  ),
];

// ---------- Company / Over Settlors ----------

const CO_IT = [
  rule(
    'CO-IT-1',
    'Company income attributed to the settlor above',
    85,
    '@loop_os_taxable_on_arising and @loop_os_interested_income and @company_non_resident and @company_has_income',
    {
      risk: 'The company’s income is attributable to the settlor or founder of the trust or foundation above it, who has power to enjoy it through that trust (ITA 2007 ss.720-725).',
      detail:
        'The settlor’s transfer to the trust and the trust’s holding of the company are associated operations (ITA 2007 s.719): income arising to the company is income of a person abroad which the UK-resident settlor has power to enjoy, and it is taxed on the settlor as it arises (s.720), subject to the motive defence.',
      legislation: 'ITA 2007 s.719, ss.720-725',
    },
  ),
  rule(
    'CO-IT-2',
    'Company income relieved in the settlor’s FIG years',
    30,
    '@loop_os_fig and @loop_os_interested_income and @company_has_income',
    {
      excludes: ['CO-IT-1'],
      risk: 'The company’s foreign income is relieved while the settlor above is a FIG claimant; UK-source income such as UK rents is not relieved (ITA 2007 s.730).',
      detail:
        'Foreign income attributed under the transfer of assets abroad rules is relieved for a qualifying new resident claiming the 4-year FIG regime (ITA 2007 s.730). UK rents of the company are UK-source and are not.',
      legislation: 'ITA 2007 s.730; ITTOIA 2005 s.845A ff',
    },
  ),
  rule(
    'CO-IT-3',
    'Corporate settlor in the chain',
    35,
    "{loop.entity_type} = 'company' and @company_has_income",
    {
      risk: 'A company settled the trust above: after Fisher its individual controllers may not be transferors, but the settlements code (through s.620(3)) and the benefits charge remain (ITTOIA 2005 s.620(3), s.627(4); HMRC v Fisher [2023] UKSC 44).',
      detail:
        'A corporate settlor is not itself charged under the settlements code (ITTOIA 2005 s.627(4)); the individuals who provided funds through it are settlors (s.620(3)). For the transfer of assets abroad transferor charge, only an individual who actually made the transfer is caught (Fisher), so the benefits charge (ITA 2007 s.731) is the main exposure.',
      legislation: 'ITTOIA 2005 s.620(3), s.627(4); ITA 2007 s.731; HMRC v Fisher [2023] UKSC 44',
    },
  ),
];

const CO_CGT = [
  rule(
    'CO-CGT-1',
    'Company gains attributed to the settlor above',
    80,
    '@company_s3_gains and @loop_os_s3_reach and @loop_os_taxable_on_arising and @loop_os_interested_gains',
    {
      risk: 'The company’s gains are apportioned to the non-resident trustees (s.3) and then attributed to the UK-resident settlor (s.86) (TCGA 1992 s.3(2)(b), s.86, Sch 5 para 1(3)).',
      detail:
        'Gains apportioned to non-resident trustees under TCGA 1992 s.3 are counted in the trustees’ gains for s.86 (Sch 5 para 1(3)), so a UK-resident settlor with an interest is taxed on them as they arise.',
      legislation: 'TCGA 1992 s.3, s.86, Sch 5 para 1(3)',
    },
  ),
  rule(
    'CO-CGT-2',
    'Company gains pooled for future capital payments',
    35,
    '@company_s3_gains and @loop_os_s3_reach and (@loop_os_dead or @loop_os_non_resident_person) and @company_uk_participator_link',
    {
      risk: 'The company’s gains go into the trust’s s.87 pool and will be taxed on future capital payments to UK beneficiaries (TCGA 1992 s.87).',
      detail:
        'Where the settlor above is dead or non-resident, gains apportioned to the trustees under s.3 are not taxed on the settlor: they join the trust’s pool and are matched to capital payments to UK residents (TCGA 1992 ss.87-87A), with the supplementary charge for gains held back (s.91).',
      legislation: 'TCGA 1992 s.3, ss.87-87A, s.91',
    },
  ),
];

const CO_IHT = [
  rule(
    'CO-IHT-1',
    'Trust’s shares relevant property to the extent of the dwelling',
    80,
    '@company_holds_uk_dwelling and @loop_os_dwelling_within_iht',
    {
      risk: 'The trust’s or foundation’s shares are relevant property to the extent of the UK dwelling’s value (10-year and exit charges), whatever the settlor’s status (IHTA 1984 Sch A1; ss.64-65).',
      detail:
        'Sch A1 removes excluded-property status from the value of close-company shares attributable to UK dwellings (IHTA 1984 Sch A1), so the trust above pays 10-year and exit charges on that value regardless of its settlor’s long-term residence.',
      legislation: 'IHTA 1984 Sch A1; ss.64-65',
    },
  ),
  rule(
    'CO-IHT-2',
    'Settlor above benefits from the company’s dwelling',
    90,
    '@loop_os_ltr and @loop_os_occupies and @company_holds_uk_dwelling and @loop_os_dwelling_within_iht',
    {
      risk: 'Gift with reservation: the long-term resident settlor’s use of the company’s dwelling brings the property into the settlor’s estate; UK dwellings never get the 30 October 2024 protection (FA 1986 s.102; IHTM47060).',
      detail:
        'A settlor who occupies property derived from the settled property reserves a benefit (FA 1986 s.102, Sch 20 para 5). The value derived from a UK dwelling is not excluded property at any time (IHTA 1984 Sch A1), so the transitional protection for property excluded on 30 October 2024 does not reach it (IHTM47060).',
      legislation: 'FA 1986 s.102, Sch 20; IHTA 1984 Sch A1; IHTM47060',
    },
  ),
];

const CO_CT = [
  rule(
    'CO-CT-1',
    'Settlor above manages the company from the UK',
    60,
    "@loop_os_manages_from_uk and {company_jurisdiction} != 'uk'",
    {
      risk: 'The settlor or founder above is involved in the company’s decisions from the UK: central management and control residence risk (CTA 2009 s.14; De Beers v Howe).',
      detail:
        'A company run in practice by a UK-resident settlor may be UK resident through central management and control (De Beers v Howe [1906]; Wood v Holden [2006]), bringing its worldwide profits into corporation tax and pointing to a reservation of benefit.',
      legislation: 'CTA 2009 s.14; De Beers v Howe [1906]; Wood v Holden [2006]',
    },
  ),
];

const CO_ATED = [
  rule(
    'CO-ATED-1',
    'Settlor’s family occupies the company’s dwelling',
    85,
    '@loop_os_family_occupies and @company_ated_in_charge and @loop_os_controls',
    {
      risk: 'Non-qualifying occupation by the settlor or founder above, or their family: ATED is payable and the reliefs are denied (FA 2013 s.133(2), s.136).',
      detail:
        'The settlor of a trust that owns the company is connected with it, and so are the settlor’s relatives (FA 2013 s.136; CTA 2010 s.1122): relief is lost for every day they may occupy.',
      legislation: 'FA 2013 s.133, s.136; CTA 2010 s.1122',
    },
  ),
  rule(
    'CO-ATED-2',
    'Commercially let dwelling with relief claimed',
    15,
    "@company_ated_in_charge and @loop_os_controls and {company_dwelling_use} = 'let_to_unconnected' and {company_ated_returns_filed} = 'relief_declared' and not @loop_os_family_occupies",
    {
      excludes: ['CO-ATED-1'],
      risk: 'Relief appears available for the dwelling let commercially: keep occupancy evidence showing the settlor’s family never occupied (FA 2013 s.133).',
      detail:
        'The relief depends on no non-qualifying individual, including the settlor above and the settlor’s family, being permitted to occupy (FA 2013 s.133, s.136). Keep the tenancy records.',
      legislation: 'FA 2013 s.133, s.136',
    },
  ),
];

// ---------- Company acting as settlor / founder (transformed rows) ----------

function actingAs(
  prefix: 'cs_' | 'cf_',
  code: 'CAS' | 'CAF',
  recipient: 'trust' | 'foundation',
): Record<string, RuleSpec[]> {
  const provided = recipient === 'trust' ? 'settled property on the trust' : 'endowed the foundation';
  return {
    IT: [
      rule(
        `${code}-IT-1`,
        `Company ${provided}: indirect settlors taxed on income`,
        85,
        `{${prefix}controllers_uk_resident} = 'yes' and {${prefix}controllers_or_family_can_benefit} = 'yes' and {${prefix}settlement_purpose} != 'commercial_ebt_or_similar'`,
        {
          risk: `The company ${provided} for bounty: its UK-resident controllers are settlors who provided funds indirectly, and the income is taxed on them as it arises; the company itself is not charged (ITTOIA 2005 s.620(3), s.624, s.627(4)).`,
          detail:
            'A "settlor" includes anyone who provides funds directly or indirectly (ITTOIA 2005 s.620(1), (3); HMRC TSEM4016), so individuals who cause their company to make a settlement are its settlors. The settlements code does not charge the company (s.627(4)). After Fisher, the transfer of assets abroad transferor charge on the controllers is uncertain, but the benefits charge remains.',
          legislation: 'ITTOIA 2005 s.620, s.624, s.627(4); TSEM4016; HMRC v Fisher [2023] UKSC 44',
        },
      ),
      rule(
        `${code}-IT-2`,
        'Controllers of the corporate settlor not identified',
        35,
        `{${prefix}controllers_identified} anyof ['no', 'unknown']`,
        {
          risk: `The individuals behind the company that ${provided} are not identified, so the settlor-level charges cannot be applied (ITTOIA 2005 s.620(3); TCGA 1992 Sch 5 para 8).`,
          detail:
            'Identify the company’s participators and controllers at the date of each transfer: they are treated as the settlors for the settlements code, s.86 and IHT (IHTA 1984 s.94).',
          legislation: 'ITTOIA 2005 s.620(3); TCGA 1992 Sch 5 para 8; IHTA 1984 s.94',
        },
      ),
    ],
    CGT: [
      rule(
        `${code}-CGT-1`,
        'Property provided by a close company: controllers are settlors for s.86',
        85,
        `@company_close and {${prefix}controllers_uk_resident} = 'yes' and {${prefix}controllers_or_family_can_benefit} = 'yes'`,
        {
          risk: `Property provided by a close company is treated as provided by its controllers, so the ${recipient}'s gains are taxed on UK-resident controllers with an interest (TCGA 1992 Sch 5 para 8(4), s.86; CG38505).`,
          detail:
            'For s.86, property provided by a close company is treated as provided by the participators who control it (TCGA 1992 Sch 5 para 8; HMRC CG38505-CG38510). A company settlor therefore still produces individual settlors, who are charged on the trustees’ gains if they are UK resident and defined persons can benefit.',
          legislation: 'TCGA 1992 s.86, Sch 5 para 8; CG38505',
        },
      ),
    ],
    IHT: [
      rule(
        `${code}-IHT-1`,
        'Close company transfer apportioned to participators and not reported',
        80,
        `@company_close and {${prefix}controllers_ltr} = 'yes' and {${prefix}transfer_reported_iht} anyof ['no', 'unknown']`,
        {
          risk: `The close company’s gift to the ${recipient} is apportioned to its participators as their own chargeable lifetime transfers (20% above the nil-rate band), and no return is evidenced (IHTA 1984 s.94, s.7, s.216).`,
          detail:
            'A transfer of value by a close company is apportioned among its participators and charged as if they had made it (IHTA 1984 s.94). Where they are long-term resident (or were domiciled before 6 April 2025) the settled property is within IHT and the transfer is chargeable at 20% above the nil-rate band (s.7), reportable within 12 months (s.216).',
          legislation: 'IHTA 1984 s.7, s.94, s.216',
        },
      ),
    ],
    CT: [
      rule(
        `${code}-CT-1`,
        'UK company providing property for bounty',
        50,
        `@company_uk_resident and {${prefix}settlement_purpose} != 'commercial_ebt_or_similar'`,
        {
          risk: `A UK-resident company ${provided} for bounty: no deduction is available, and the transfer may be a distribution or benefit to participators (CTA 2010 s.1000, s.1064; ITTOIA 2005 s.620(3)).`,
          detail:
            'A gratuitous transfer by a UK company is not a deductible expense. For a close company, a transfer that benefits participators’ families can be a distribution (CTA 2010 s.1000) or treated as one (s.1064), with income tax on the participators.',
          legislation: 'CTA 2010 s.1000, s.1064; ITTOIA 2005 s.620(3)',
        },
      ),
    ],
  };
}

const CAS = actingAs('cs_', 'CAS', 'trust');
const CAF = actingAs('cf_', 'CAF', 'foundation');

const atedBandNotes: NoteSpec[] = ATED_BANDS.filter((band) => band.charge > 0).map((band) => ({
  id: `n-cc-ated-band-${band.value}`,
  name: `ATED charge ${band.text}`,
  text: `The dwelling is in the ATED band ${band.text.toLowerCase()}: the annual charge is {figure.ated_charge_${band.value}} (FA 2013 s.99, as uprated each April).`,
  logic: `{company_uk_residential_property} = 'yes' and {company_uk_dwelling_value_band} = '${band.value}'`,
  moreDetail: true,
}));

export const COMPANY_CATEGORY: CategorySpec = {
  id: 'company',
  name: 'Company',
  type: 'company',
  heading: 'Company review',
  order: 2,
  intro: [
    {
      id: 'n-company-intro',
      name: 'Company introduction',
      text: 'This section reviews the company, each of its shareholders (looking through nominees), and the settlors and founders of the trusts and foundations above it.',
      logic: '',
    },
    {
      id: 'n-company-nominee',
      name: 'Nominee shareholders',
      text: 'Some shares are held by nominees whose principal is not named in the structure: for every tax the principal is treated as the shareholder (TCGA 1992 s.60), so the answers about those shareholders describe the principals.',
      logic:
        "({company_has_nominee_shareholders} = 'yes' and count(nominees) = 0) or any(shareholders, {shareholder_kind} = 'nominee' and {nominee_principal} empty)",
      moreDetail: true,
    },
  ],
  introLoops: [
    {
      id: 'company-nominees',
      heading: 'Nominee shareholders',
      loopKey: 'nominees',
      notes: [
        {
          id: 'n-company-nominee-entity',
          name: 'Nominee for an entity of the structure',
          text: '{loop.name} holds shares in this company as nominee for {loop.nominee_principal}. For every tax the review treats {loop.nominee_principal} as holding those shares directly (TCGA 1992 s.60) and reads its own answers: in the close-company tests, the apportionment of gains (TCGA 1992 s.3, through to the holders of {loop.nominee_principal}), the transfer of assets abroad rules, IHT including the look-through to UK dwellings (IHTA 1984 Sch A1) and ATED.',
          logic: "{loop.nominee_principal_type} anyof ['trust', 'foundation', 'company']",
        },
        {
          id: 'n-company-nominee-person',
          name: 'Nominee for a person of the structure',
          text: '{loop.name} holds shares in this company as nominee for {loop.nominee_principal}. For every tax the review treats {loop.nominee_principal} as the shareholder (TCGA 1992 s.60), so the answers given about {loop.name} describe {loop.nominee_principal}.',
          logic: "{loop.nominee_principal_type} = 'individual'",
        },
      ],
    },
  ],
  rows: [
    {
      id: 'company-company',
      row: 'Company',
      heading: 'The company',
      heads: [
        { head: 'IT', subgroups: [{ id: 'company-company-it', heading: 'Income tax', rules: CC_IT }] },
        {
          head: 'CGT',
          subgroups: [{ id: 'company-company-cgt', heading: 'Capital gains tax', rules: CC_CGT }],
        },
        {
          head: 'IHT',
          subgroups: [{ id: 'company-company-iht', heading: 'Inheritance tax', rules: CC_IHT }],
        },
        { head: 'CT', subgroups: [{ id: 'company-company-ct', heading: 'Corporation tax', rules: CC_CT }] },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'company-company-ated',
              heading: 'Annual tax on enveloped dwellings',
              rules: CC_ATED,
              notes: atedBandNotes,
            },
          ],
        },
      ],
    },
    {
      id: 'company-shareholder',
      row: 'Shareholder',
      heading: 'The shareholders',
      heads: [
        {
          head: 'IT',
          subgroups: [
            { id: 'company-shareholder-it', heading: 'Income tax', loopKey: 'shareholders', rules: CS_IT },
          ],
        },
        {
          head: 'CGT',
          subgroups: [
            {
              id: 'company-shareholder-cgt',
              heading: 'Capital gains tax',
              loopKey: 'shareholders',
              rules: CS_CGT,
            },
          ],
        },
        {
          head: 'IHT',
          subgroups: [
            {
              id: 'company-shareholder-iht',
              heading: 'Inheritance tax',
              loopKey: 'shareholders',
              rules: CS_IHT,
            },
            {
              id: 'company-shareholder-iht-owners',
              heading: 'Inheritance tax of owning trusts and foundations',
              loopKey: 'owners',
              rules: CS_IHT_OWNERS,
            },
          ],
        },
        {
          head: 'CT',
          subgroups: [
            {
              id: 'company-shareholder-ct',
              heading: 'Corporation tax',
              loopKey: 'shareholders',
              rules: CS_CT,
            },
          ],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'company-shareholder-ated',
              heading: 'Annual tax on enveloped dwellings',
              loopKey: 'shareholders',
              rules: CS_ATED,
            },
          ],
        },
      ],
    },
    {
      id: 'company-over-settlors',
      row: 'Over Settlors',
      heading: 'Settlors and founders above the company',
      heads: [
        {
          head: 'IT',
          subgroups: [
            { id: 'company-over-settlors-it', heading: 'Income tax', loopKey: 'overSettlors', rules: CO_IT },
          ],
        },
        {
          head: 'CGT',
          subgroups: [
            {
              id: 'company-over-settlors-cgt',
              heading: 'Capital gains tax',
              loopKey: 'overSettlors',
              rules: CO_CGT,
            },
          ],
        },
        {
          head: 'IHT',
          subgroups: [
            {
              id: 'company-over-settlors-iht',
              heading: 'Inheritance tax',
              loopKey: 'overSettlors',
              rules: CO_IHT,
            },
          ],
        },
        {
          head: 'CT',
          subgroups: [
            {
              id: 'company-over-settlors-ct',
              heading: 'Corporation tax',
              loopKey: 'overSettlors',
              rules: CO_CT,
            },
          ],
        },
        {
          head: 'ATED',
          subgroups: [
            {
              id: 'company-over-settlors-ated',
              heading: 'Annual tax on enveloped dwellings',
              loopKey: 'overSettlors',
              rules: CO_ATED,
            },
          ],
        },
      ],
    },
    {
      id: 'company-as-settlor',
      row: 'Company',
      heading: 'The company as settlor of a trust',
      transform: { categoryId: 'trust', rowId: 'trust-settlor' },
      heads: (['IT', 'CGT', 'IHT', 'CT'] as const).map((head) => ({
        head,
        subgroups: [
          {
            id: `company-as-settlor-${head.toLowerCase()}`,
            heading: `${HEAD_TITLES[head]} for the trust it settled`,
            logic: 'count(settles) > 0',
            rules: CAS[head] ?? [],
          },
        ],
      })),
    },
    {
      id: 'company-as-founder',
      row: 'Company',
      heading: 'The company as founder of a foundation',
      transform: { categoryId: 'foundation', rowId: 'foundation-founder' },
      heads: (['IT', 'CGT', 'IHT', 'CT'] as const).map((head) => ({
        head,
        subgroups: [
          {
            id: `company-as-founder-${head.toLowerCase()}`,
            heading: `${HEAD_TITLES[head]} for the foundation it endowed`,
            logic: 'count(founds) > 0',
            rules: CAF[head] ?? [],
          },
        ],
      })),
    },
  ],
};
