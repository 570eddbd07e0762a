import { validateContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '..';
import { RULE_CAUSES } from './causes';

describe("the pack's causes", () => {
  it('name rules of the pack, and pass the content checks', () => {
    const pack = defaultSurveyContent();
    const ids = new Set(pack.rules.rules.map((r) => r.id));
    expect([...RULE_CAUSES.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect(pack.rules.rules.filter((r) => r.causeQuestion).length).toBe(RULE_CAUSES.size);
    expect(validateContent(pack).filter((f) => f.code === 'cause')).toEqual([]);
  });
});
