import { TRY_MESSAGES, type TryPlace } from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { saveDefinitionId } from '../content/definition-editor';
import { compileSlot, type LogicSlot } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import { type LogicScope, logicPlaces } from './logic-places';
import type { TryOutcome } from './try-rule';
import { placeOf, places, type TriedReview, targetSubjects } from './try-target';

/**
 * A subgroup's logic or a definition tried on a target (docs/authoring.md, Try it): where it is
 * true and where false, entity by entity and loop instance by instance, with the answers it read
 * there. `content` is the draft with the form's item put in (contentWithItem).
 */

function outcome(
  what: string,
  slot: LogicSlot,
  scope: LogicScope | readonly LogicScope[],
  content: CompiledContent,
  target: TriedReview,
  wording: { yes: string; none: string },
): TryOutcome {
  const index = targetSubjects(target, content);
  const scopes = Array.isArray(scope) ? scope : [scope as LogicScope];
  const list: TryPlace[] = scopes.flatMap((one) =>
    logicPlaces(index, slot, one, target.today).map((place) => placeOf(place, target, content)),
  );
  const yes = list.filter((place) => place.holds).length;
  return {
    ok: true,
    result: {
      target: target.name,
      item: what,
      summary:
        list.length === 0
          ? wording.none
          : `${wording.yes.replace('{n}', String(yes))} ${places(list.length)}.`,
      places: list,
    },
  };
}

/** A subgroup of the rule tree: on the entities of its category's type, once per loop instance of its loop. */
export function tryRuleSubgroup(
  subgroupId: string,
  content: CompiledContent,
  target: TriedReview,
): TryOutcome {
  for (const category of content.categories)
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups) {
          if (subgroup.id !== subgroupId) continue;
          if (subgroup.logic.error !== null)
            return { ok: false, message: TRY_MESSAGES.logicError("subgroup's logic", subgroup.logic.error) };
          return outcome(
            `Subgroup '${subgroupId}' of the rules`,
            subgroup.logic,
            { entityType: category.rowGroup.type, loopKey: subgroup.loopKey },
            content,
            target,
            {
              yes: 'Its rules run on {n} of',
              none: `The structure has no entity its rules run on (${category.rowGroup.name}).`,
            },
          );
        }
  return { ok: false, message: TRY_MESSAGES.subgroupNotFound(subgroupId) };
}

/** A subgroup of the response tree: on every entity with questions, once per loop instance of its loop. */
export function tryResponseSubgroup(
  subgroupId: string,
  content: CompiledContent,
  target: TriedReview,
): TryOutcome {
  for (const category of content.responseCategories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups) {
        if (subgroup.id !== subgroupId) continue;
        if (subgroup.logic.error !== null)
          return { ok: false, message: TRY_MESSAGES.logicError("subgroup's logic", subgroup.logic.error) };
        return outcome(
          `Subgroup '${subgroupId}' of the responses`,
          subgroup.logic,
          { entityType: null, loopKey: subgroup.loopKey },
          content,
          target,
          { yes: 'Its texts may show on {n} of', none: 'The structure has no entity with questions.' },
        );
      }
  return { ok: false, message: TRY_MESSAGES.subgroupNotFound(subgroupId) };
}

/**
 * A definition: its value on every entity with questions. One that reads a loop instance
 * (`{loop.q}`) has a value only inside a loop, so it is evaluated on the instances of each loop
 * in which a rule, rule subgroup or response subgroup names it.
 */
export function tryDefinition(
  definitionId: string,
  content: CompiledContent,
  target: TriedReview,
): TryOutcome {
  const id = saveDefinitionId(definitionId);
  const entry = content.definitions.get(id);
  if (entry && entry.errors.length > 0)
    return {
      ok: false,
      message: TRY_MESSAGES.logicError("definition's logic", entry.errors.map((e) => e.message).join('; ')),
    };
  const slot = compileSlot(`@${id}`, {
    questionNames: content.questionNames,
    definitions: content.definitions,
  });
  if (slot.error !== null)
    return { ok: false, message: TRY_MESSAGES.logicError("definition's logic", slot.error) };
  const loops = slot.readsLoop ? loopsNaming(content, id) : [];
  const scope: LogicScope[] =
    loops.length === 0
      ? [{ entityType: null, loopKey: null }]
      : loops.map((loopKey) => ({ entityType: null, loopKey }));
  return outcome(`Definition @${id}`, slot, scope, content, target, {
    yes: 'True on {n} of',
    none: 'The structure has no entity with questions.',
  });
}

/** The loops of the logic texts that name `@id` (rules, rule subgroups, response subgroups), sorted. */
function loopsNaming(content: CompiledContent, id: string): LoopKey[] {
  const names = new RegExp(`@${id}(?![A-Za-z0-9_])`, 'i');
  const keys = new Set<LoopKey>();
  const add = (slot: LogicSlot, key: LoopKey | null) => {
    if (key !== null && names.test(slot.text)) keys.add(key);
  };
  for (const category of content.categories)
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups) {
          add(subgroup.logic, subgroup.loopKey);
          for (const rule of subgroup.rules) add(rule.logic, rule.loopKey);
        }
  for (const category of content.responseCategories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups) add(subgroup.logic, subgroup.loopKey);
  return [...keys].sort();
}
