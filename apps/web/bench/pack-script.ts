import { GOLDEN_CASES } from '@tsr/content/golden';
import type { Script } from '@tsr/domain/testing';

/**
 * Answers to the default content pack for the domain's familyStructure(groups), for the scripted
 * respondent of @tsr/domain/testing: each question answered as the golden cases answer it (the
 * first case that answers it; Aurora, which answers most, comes first), without their answers for
 * their own subjects. Real answers, so a review answered with them raises real risks in its
 * report. The one exception: the late settlor of each family made their settlement on death, as
 * in the Willow case (the others' outright gift is not a choice for it).
 */
export function packScript(groups: number): Script {
  const answers: Record<string, unknown> = {};
  for (const golden of GOLDEN_CASES)
    for (const [name, value] of Object.entries(golden.script))
      if (name !== 'bySubject' && !Object.hasOwn(answers, name)) answers[name] = value;
  const bySubject: Record<string, Record<string, unknown>> = {};
  for (let g = 0; g < groups; g += 1)
    bySubject[`trust${g}/trust${g}-s2/trust${g}-s2-d0`] = { settlement_form: 'on_death' };
  return { ...answers, bySubject };
}
