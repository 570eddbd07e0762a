/**
 * A deterministic corpus for the benchmark: realistic conditions over the primer's question
 * names (docs: /work/shared/domain/uk-offshore-tax-primer.md section 5), written in the subset
 * of syntax that SurveyJS and our language read alike, and answer sets with gaps.
 */

/** Small seeded PRNG (mulberry32), so every run measures the same work. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YN = ['yes', 'no', 'unknown'];
const CHOICES: Record<string, string[]> = {
  trust_type: ['discretionary', 'qualifying_iip', 'bare_or_nominee', 'purpose', 'other'],
  trust_registered_trs: ['registered', 'not_registered', 'not_required'],
  trust_holds_uk_assets_directly: ['none', 'uk_land', 'uk_securities_or_cash', 'both'],
  trust_uk_residential_property: [
    'none',
    'direct',
    'via_company',
    'via_partnership',
    'via_loan_or_collateral',
  ],
  benefits_to_uk_beneficiaries: [
    'none',
    'capital_payments',
    'benefits_in_kind',
    'income_distributions',
    'several',
  ],
  trust_iht_returns_filed: ['yes', 'no', 'none_due'],
  settlor_kind: ['individual', 'company', 'trust', 'foundation', 'nominee_for_other'],
  settlor_motive_defence_evidence: ['strong_documented', 'partial', 'none'],
  company_economic_substance: ['none_holding_only', 'passive_investment', 'trading_with_substance'],
  company_dwelling_use: ['let_to_unconnected', 'occupied_by_connected', 'mixed', 'vacant_or_second_home'],
  company_uk_dwelling_value_band: ['le_500k', '500k_1m', '1m_2m', '2m_5m', '5m_10m'],
  company_realised_gains: ['none', 'uk_land', 'non_uk_assets', 'both'],
};
const YES_NO_QUESTIONS = [
  'trustees_all_non_uk_resident',
  'trust_any_uk_resident_trustee',
  'trust_owns_underlying_companies',
  'trust_disposed_uk_land',
  'trust_has_unmatched_gains',
  'trust_has_undistributed_income',
  'settlor_alive',
  'settlor_uk_resident_current',
  'settlor_born_uk_with_uk_domicile_of_origin',
  'settlor_non_dom_at_2024_10_30',
  'settlor_fig_claim_current',
  'settlor_or_spouse_can_benefit',
  'settlor_defined_persons_can_benefit',
  'settlor_actually_benefited',
  'settlor_minor_children_benefit',
  'company_cmc_in_uk',
  'company_is_close',
  'company_has_nominee_shareholders',
  'company_uk_residential_property',
  'company_uk_property_income',
];
const NUMBER_QUESTIONS = ['settlor_uk_resident_years_last_20', 'shareholding_pct', 'settlement_value_gbp'];
const MULTI_QUESTIONS = ['trust_assets_held'];
const MULTI_CHOICES = [
  'cash',
  'listed_securities',
  'private_co_shares',
  'uk_residential',
  'uk_other_land',
  'non_uk_land',
];

export const QUESTION_NAMES = [
  ...YES_NO_QUESTIONS,
  ...Object.keys(CHOICES),
  ...NUMBER_QUESTIONS,
  ...MULTI_QUESTIONS,
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function atom(next: () => number): string {
  const kind = next();
  if (kind < 0.35) return `{${pick(next, YES_NO_QUESTIONS)}} = '${pick(next, ['yes', 'no'])}'`;
  if (kind < 0.45) return `{${pick(next, YES_NO_QUESTIONS)}} != 'yes'`;
  if (kind < 0.6) {
    const q = pick(next, Object.keys(CHOICES));
    const choices = CHOICES[q] as string[];
    if (next() < 0.5) return `{${q}} = '${pick(next, choices)}'`;
    return `{${q}} anyof ['${pick(next, choices)}', '${pick(next, choices)}']`;
  }
  if (kind < 0.7) {
    const q = pick(next, NUMBER_QUESTIONS);
    const bound = Math.floor(next() * 20);
    return next() < 0.5 ? `{${q}} >= ${bound}` : `{${q}} < ${bound}`;
  }
  if (kind < 0.78) return `{${pick(next, MULTI_QUESTIONS)}} contains '${pick(next, MULTI_CHOICES)}'`;
  if (kind < 0.84)
    return `{${pick(next, [...YES_NO_QUESTIONS, ...NUMBER_QUESTIONS])}} ${pick(next, ['empty', 'notempty'])}`;
  if (kind < 0.9)
    return `{${pick(next, NUMBER_QUESTIONS)}} + {${pick(next, NUMBER_QUESTIONS)}} * 2 > ${Math.floor(next() * 30)}`;
  return `{${pick(next, Object.keys(CHOICES))}} notcontains '${pick(next, ['none', 'other', 'no'])}'`;
}

function condition(next: () => number, depth: number): string {
  const size = 1 + Math.floor(next() * (depth > 0 ? 3 : 2));
  const parts: string[] = [];
  for (let i = 0; i < size; i += 1) {
    parts.push(depth > 0 && next() < 0.3 ? `(${condition(next, depth - 1)})` : atom(next));
  }
  return parts.join(next() < 0.6 ? ' and ' : ' or ');
}

export function expressions(count: number, seed = 1): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => condition(next, 2));
}

export function answerSets(count: number, seed = 2): Record<string, unknown>[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const answers: Record<string, unknown> = {};
    for (const q of YES_NO_QUESTIONS) if (next() < 0.85) answers[q] = pick(next, YN);
    for (const [q, choices] of Object.entries(CHOICES)) if (next() < 0.85) answers[q] = pick(next, choices);
    for (const q of NUMBER_QUESTIONS) if (next() < 0.8) answers[q] = Math.floor(next() * 25);
    for (const q of MULTI_QUESTIONS) if (next() < 0.8) answers[q] = MULTI_CHOICES.filter(() => next() < 0.4);
    return answers;
  });
}
