import { logicTexts, namesRead } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from './index';

/**
 * One question, one fact (docs/decisions/0021): a question about an entity must not fold the
 * companies below it into its answer when those companies answer for themselves, or a rule would
 * read one fact twice and skip the law's chain tests. Every question whose wording reaches into
 * companies is listed here with why it is not such a fold; a new one fails until it is
 * classified, and no logic of the pack may read a question classified as a fold.
 */

/** Wording that reaches from an entity into companies it owns or controls. */
const REACHES_INTO_COMPANIES =
  /(its|their) companies|the (trust|foundation)['’]s companies|compan(y|ies) (the trust|the foundation|the trustees|it|they) (owns?|controls?)|underlying compan|through (a|its) compan/i;

type Kind =
  /** Only companies that are not in the structure (the structure's companies answer for themselves). */
  | 'outside-the-structure'
  /** The entity's own fact, worded to exclude the companies below. */
  | 'own-fact'
  /** A fact about a person (who received, who lives, who decides); the companies only say where. */
  | 'about-a-person'
  /** Folds a chain into one answer: no logic may read it. */
  | 'chain-fold';

const CLASSIFIED: Readonly<Record<string, Kind>> = {
  trust_uk_residential_property: 'outside-the-structure',
  foundation_uk_residential_property: 'outside-the-structure',
  company_uk_residential_property: 'own-fact',
  benefits_to_uk_beneficiaries: 'about-a-person',
  foundation_benefits_to_uk_beneficiaries: 'about-a-person',
  uk_beneficiary_occupies_dwelling: 'about-a-person',
  foundation_uk_beneficiary_occupies_dwelling: 'about-a-person',
  settlor_family_occupies_uk_dwelling: 'about-a-person',
  founder_family_occupies_uk_dwelling: 'about-a-person',
  settlor_involved_in_management: 'about-a-person',
  founder_involved_in_management: 'about-a-person',
  settlor_defined_persons_can_benefit: 'about-a-person',
  founder_defined_persons_can_benefit: 'about-a-person',
};

const content = defaultSurveyContent();

function wording(element: { title?: string; choices?: unknown[] }): string {
  const choices = (element.choices ?? []).map((c) =>
    typeof c === 'object' && c !== null ? String((c as { text?: unknown }).text ?? '') : String(c),
  );
  return [element.title ?? '', ...choices].join(' | ');
}

const reaching = new Map<string, string>();
for (const chunks of Object.values(content.questions))
  for (const json of Object.values(chunks ?? {}))
    for (const page of json?.pages ?? [])
      for (const element of page.elements)
        if (REACHES_INTO_COMPANIES.test(wording(element))) reaching.set(element.name, wording(element));

describe('questions that reach into the companies below', () => {
  it('are each classified: a new one fails until someone decides what it asks', () => {
    expect([...reaching.keys()].sort()).toEqual(Object.keys(CLASSIFIED).sort());
  });

  it('include no fold of a chain that any logic of the pack reads', () => {
    const folds = new Set(
      Object.entries(CLASSIFIED)
        .filter(([, k]) => k === 'chain-fold')
        .map(([n]) => n),
    );
    const readers = logicTexts(content).filter((t) =>
      [...namesRead(t.text).questions].some((n) => folds.has(n)),
    );
    expect(readers.map((t) => t.path)).toEqual([]);
  });

  it('ask the trustees’ own gains and income, not their companies’', () => {
    for (const name of [
      'trust_realised_gains',
      'trust_has_undistributed_income',
      'foundation_has_unmatched_gains_or_income',
    ])
      expect(reaching.has(name), name).toBe(false);
  });
});
