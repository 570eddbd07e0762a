import type { CompactNextResponse, NextResponse, Part, SurveyJson } from '@tsr/contract';
import { prepareStructure } from '@tsr/domain';
import { testStructure } from '@tsr/domain/testing';

/** Test data for the questionnaire screens: steps as the server answers POST /next. */

export const structure = { ...prepareStructure(testStructure()), name: 'Oak Structure' };

export const twoPages: SurveyJson = {
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'radiogroup',
          name: 'uk_resident',
          title: 'Is the trust **UK resident**?',
          description: 'Consider:\n##li the trustees\n##li the settlor',
          choices: [
            { value: 'yes', text: 'Yes' },
            { value: 'no', text: 'No' },
          ],
          isRequired: true,
        },
      ],
    },
    {
      name: 'p2',
      elements: [{ type: 'text', name: 'trust_purpose', title: 'What is the purpose of the trust?' }],
    },
  ],
};

export const onePage: SurveyJson = {
  pages: [
    { name: 'p1', elements: [{ type: 'text', name: 'settlor_name', title: 'Full name of the settlor' }] },
  ],
};

export function part(id: string, overrides: Partial<Part> = {}): Part {
  return {
    id,
    entityId: 't1',
    part: 'pre',
    entityType: 'trust',
    answers: {},
    answered: false,
    subjectId: 't1',
    title: 'Oak Trust',
    pageCount: 2,
    ...overrides,
  };
}

export function step(overrides: Partial<NextResponse> = {}): NextResponse {
  const shown = overrides.part === undefined ? part('t1:pre') : overrides.part;
  return {
    form: 'full',
    reviewId: 'r-1',
    questions: shown ? twoPages : null,
    sequence: { parts: shown ? [shown] : [] },
    part: shown,
    structure,
    finished: false,
    submitted: false,
    error: null,
    fromBack: false,
    progress: { current: 0, total: 10 },
    revision: '1',
    asAt: '05/01/2026',
    ...overrides,
  };
}

/**
 * The compact answer (decision 0024) the server gives for `full` when asked with `compact`: the
 * parts listed in `changes` (the whole sequence with `since` null), the structure only when asked.
 */
export function compactStep(
  full: NextResponse,
  changes: CompactNextResponse['changes'],
  withStructure = false,
): CompactNextResponse {
  const { sequence: _sequence, structure, ...rest } = full;
  return { ...rest, form: 'compact', changes, ...(withStructure && { structure }) };
}
