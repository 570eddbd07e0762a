import { CheckLogicResponse, SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { checkLogic } from '../logic/check';
import { entity, party, structure } from './builders';

describe('contract schemas (spec 3.1, 7.3)', () => {
  it('accept a built structure and reject an unreal date with a message, not an exception', () => {
    const good = structure([
      entity('t', 'trust', { children: [party('s', 'settlor', 't', ['29/02/2024'])] }),
    ]);
    expect(SurveyStructure.safeParse(good).success).toBe(true);
    const bad = structure([entity('t', 'trust', { children: [party('s', 'settlor', 't', ['31/02/2023'])] })]);
    const result = SurveyStructure.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['entities.t.children.0.children.0.date', 'Please enter a real date in the form dd/mm/yyyy'],
    ]);
  });

  it('describe what checkLogic returns', () => {
    const response = checkLogic("{a} = 'x' and", { questionNames: ['a'] });
    expect(CheckLogicResponse.parse(response)).toEqual(response);
  });
});
