import { compile, compileContent, holds, type Subject } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from './index';

/**
 * The pack's key definitions against the law they encode (domain primer section 4), one answer
 * set at a time, so a change to a definition that alters its tax meaning fails here by name.
 */

const compiled = compileContent(defaultSurveyContent());
const options = { questionNames: compiled.questionNames, definitions: compiled.definitions };

function check(id: string, subject: Subject, loop?: Subject): boolean {
  const result = compile(`@${id}`, options);
  if (!result.ok) throw new Error(`@${id}: ${result.errors.map((e) => e.message).join('; ')}`);
  return holds(result.compiled, loop ? { subject, loop } : { subject });
}

const settlor = (answers: Record<string, unknown>, settlements: Record<string, unknown>[] = []): Subject => ({
  answers: { party_type: 'settlor', settlor_kind: 'individual', ...answers },
  relations: { settlements: settlements.map((s) => ({ answers: s })) },
});

const resident = (years: number) => ({
  settlor_alive: 'yes',
  settlor_uk_resident_current: 'yes',
  settlor_uk_resident_years_last_20: years,
});

describe('long-term residence (IHTA 1984 s.6A)', () => {
  it.each([
    ['resident 10 of 20 years', resident(10), true],
    ['resident 9 of 20 years', resident(9), false],
    [
      'left, still within 10 of 20 (the tail)',
      { ...resident(12), settlor_uk_resident_current: 'no', settlor_non_dom_at_2024_10_30: 'no' },
      true,
    ],
    [
      'non-dom on 30 October 2024 and not resident in 2025-26 (transitional rule)',
      { ...resident(12), settlor_uk_resident_current: 'no', settlor_non_dom_at_2024_10_30: 'yes' },
      false,
    ],
    ['dead', { ...resident(20), settlor_alive: 'no' }, false],
  ])('%s', (_name, answers, expected) => {
    expect(check('settlor_ltr', settlor(answers))).toBe(expected);
  });

  it('reads the loop instance in its loop variant', () => {
    expect(check('loop_settlor_ltr', { answers: {} }, settlor(resident(15)))).toBe(true);
  });
});

describe('excluded property of settled property (IHTA 1984 s.48ZA, s.48(3))', () => {
  const nonUk = { settlement_asset_uk_situs: 'no', settlement_asset_type: ['listed_securities'] };
  it.each([
    ['a living long-term resident settlor', settlor(resident(12), [nonUk]), true],
    ['a living settlor who is not long-term resident', settlor(resident(3), [nonUk]), false],
    [
      'a UK-situs addition, whoever the settlor',
      settlor(resident(0), [{ ...nonUk, settlement_asset_uk_situs: 'yes' }]),
      true,
    ],
    [
      'died before 6 April 2025, an addition made while deemed domiciled',
      settlor({ settlor_alive: 'no', settlor_date_of_death: '03/03/2020' }, [
        { ...nonUk, settlor_deemed_dom_at_settlement: 'yes' },
      ]),
      true,
    ],
    [
      'died before 6 April 2025, every addition made while non-domiciled',
      settlor({ settlor_alive: 'no', settlor_date_of_death: '03/03/2020', settlor_status_at_death: 'yes' }, [
        { ...nonUk, settlor_uk_domiciled_at_settlement: 'no', settlor_deemed_dom_at_settlement: 'no' },
      ]),
      false,
    ],
    [
      'died after 6 April 2025 long-term resident',
      settlor({ settlor_alive: 'no', settlor_date_of_death: '01/07/2025', settlor_status_at_death: 'yes' }, [
        nonUk,
      ]),
      true,
    ],
    [
      'died after 6 April 2025, not long-term resident',
      settlor({ settlor_alive: 'no', settlor_date_of_death: '01/07/2025', settlor_status_at_death: 'no' }, [
        nonUk,
      ]),
      false,
    ],
    [
      'a will trust of a testator within IHT at death',
      settlor({ deceased: 'yes', settlor_estate_status_at_death: 'yes' }, [nonUk]),
      true,
    ],
  ])('%s', (_name, subject, expected) => {
    expect(check('settlor_property_not_excluded', subject)).toBe(expected);
  });

  it('knows what was excluded on 30 October 2024 (transitional GWR protection)', () => {
    const before = {
      date: '14/02/2012',
      settlement_asset_uk_situs: 'no',
      settlor_uk_domiciled_at_settlement: 'no',
    };
    expect(check('settlor_addition_excluded_30_oct_2024', settlor({}, [before]))).toBe(true);
    expect(check('settlor_addition_not_excluded_30_oct_2024', settlor({}, [before]))).toBe(false);
    const after = { ...before, date: '15/11/2024' };
    expect(check('settlor_addition_not_excluded_30_oct_2024', settlor({}, [after]))).toBe(true);
    const domiciled = { ...before, settlor_uk_domiciled_at_settlement: 'yes' };
    expect(check('settlor_addition_not_excluded_30_oct_2024', settlor({}, [domiciled]))).toBe(true);
    const dwelling = { ...before, settlement_asset_type: ['uk_residential'] };
    expect(check('settlor_addition_not_excluded_30_oct_2024', settlor({}, [dwelling]))).toBe(true);
  });
});

describe('trusts, settlements and companies', () => {
  it('finds a mixed trustee body UK resident only through a UK-resident or domiciled settlor (ITA 2007 s.475)', () => {
    const trust = (residence: string, atSettlement: Record<string, unknown>): Subject => ({
      answers: { trust_trustee_residence: residence },
      relations: { settlors: [settlor({}, [atSettlement])] },
    });
    expect(check('trust_uk_resident', trust('mixed', { settlor_uk_resident_at_settlement: 'yes' }))).toBe(
      true,
    );
    expect(check('trust_uk_resident', trust('mixed', { settlor_uk_domiciled_at_settlement: 'yes' }))).toBe(
      true,
    );
    expect(check('trust_uk_resident', trust('mixed', { settlor_uk_resident_at_settlement: 'no' }))).toBe(
      false,
    );
    expect(check('trust_uk_resident', trust('all_uk', {}))).toBe(true);
    expect(
      check('trust_uk_resident', trust('all_non_uk', { settlor_uk_resident_at_settlement: 'yes' })),
    ).toBe(false);
  });

  it('treats an addition above the nil-rate band by a settlor within IHT as a chargeable lifetime transfer', () => {
    const addition = { settlement_value_gbp: 1_000_000, settlement_form: 'outright_gift' };
    expect(
      check('settlement_clt', { answers: { ...addition, settlor_deemed_dom_at_settlement: 'yes' } }),
    ).toBe(true);
    expect(check('settlement_clt', { answers: { ...addition, settlor_ltr_at_settlement: 'yes' } })).toBe(
      true,
    );
    expect(
      check('settlement_clt', { answers: { ...addition, settlor_uk_domiciled_at_settlement: 'no' } }),
    ).toBe(false);
    expect(
      check('settlement_clt', {
        answers: { ...addition, settlement_value_gbp: 300_000, settlor_ltr_at_settlement: 'yes' },
      }),
    ).toBe(false);
    expect(
      check('settlement_clt', {
        answers: { ...addition, settlement_form: 'on_death', settlor_ltr_at_settlement: 'yes' },
      }),
    ).toBe(false);
  });

  it('puts a company dwelling within ATED only above £500,000 (FA 2013 s.94)', () => {
    const company = (band: string): Subject => ({
      answers: { company_uk_residential_property: 'yes', company_uk_dwelling_value_band: band },
    });
    expect(check('company_ated_in_charge', company('le_500k'))).toBe(false);
    expect(check('company_ated_in_charge', company('500k_1m'))).toBe(true);
    expect(check('company_ated_in_charge', company('gt_20m'))).toBe(true);
  });

  it('keeps s.3 to non-resident close companies without substance', () => {
    const base = {
      company_jurisdiction: 'bvi',
      company_cmc_in_uk: 'no',
      company_is_close: 'yes',
      company_realised_gains: 'non_uk_assets',
      company_economic_substance: 'passive_investment',
    };
    expect(check('company_s3_gains', { answers: base })).toBe(true);
    expect(check('company_s3_gains', { answers: { ...base, company_cmc_in_uk: 'yes' } })).toBe(false);
    expect(check('company_s3_gains', { answers: { ...base, company_is_close: 'no' } })).toBe(false);
    expect(
      check('company_s3_gains', {
        answers: { ...base, company_economic_substance: 'trading_with_substance' },
      }),
    ).toBe(false);
  });

  it('looks through a company to its shareholders only for settlors copied from it (Fisher)', () => {
    const trustOwnedByCompany: Subject = {
      answers: {},
      relations: { owners: [{ answers: { entity_type: 'company' } }] },
    };
    const trustOwnedByTrust: Subject = {
      answers: {},
      relations: { owners: [{ answers: { entity_type: 'trust' } }] },
    };
    const copied = settlor({ copied: 'YES' });
    expect(check('loop_settlor_behind_company', trustOwnedByCompany, copied)).toBe(true);
    expect(check('loop_settlor_behind_company', trustOwnedByTrust, copied)).toBe(false);
    expect(check('loop_settlor_behind_company', trustOwnedByCompany, settlor({ copied: 'NO' }))).toBe(false);
  });
});

describe('the old test for a settlor who died before 6 April 2025 (IHTA 1984 s.48(3) as it applied)', () => {
  const dead = { settlor_alive: 'no', settlor_date_of_death: '03/03/2020' };
  const trustOf = (s: Subject): Subject => ({ answers: {}, relations: { settlors: [s] } });
  it.each([
    [
      'nothing added while domiciled: excluded for good (TS-IHT-5, 10)',
      dead,
      [{ settlor_uk_domiciled_at_settlement: 'no' }],
      true,
    ],
    ['an addition while deemed domiciled', dead, [{ settlor_deemed_dom_at_settlement: 'yes' }], false],
    ['died after 5 April 2025', { ...dead, settlor_date_of_death: '01/05/2025' }, [{}], false],
    ['alive', { settlor_alive: 'yes' }, [{}], false],
  ])('%s', (_name, answers, settlements, expected) => {
    const s = settlor(answers, settlements);
    expect(check('loop_settlor_old_test_keeps_excluded', trustOf(s), s)).toBe(expected);
  });
});
