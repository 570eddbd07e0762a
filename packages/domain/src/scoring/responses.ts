import type {
  EntityResponses,
  Explanation,
  LoopedResponses,
  ReportHeading,
  ReportResponse,
  ResponseOrder,
  SubmitError,
} from '@tsr/contract';
import type {
  CompiledContent,
  CompiledResponse,
  CompiledResponseGroup,
  CompiledResponseSubgroup,
} from '../content/compile';
import { evaluateSlot, type LogicSlot } from '../content/logic-slot';
import { fillTemplate } from '../content/text-template';
import type { EvalContext } from '../logic/compile';
import { placeholderValue } from '../report-text/placeholder-value';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';
import { inScoreOrder } from './cells';
import type { Finding } from './rules';

/**
 * The report's responses per entity (spec 3.3; docs/scoring.md), in response order:
 *
 * - a risk text (isRiskScore) is shown on an entity when a rule fired for it there with a score
 *   above 0; its weight is the highest such score and it carries the rules' explanations. It is
 *   shown whatever the logic of its group, subgroup or itself says: a risk is never hidden;
 * - any other text is shown when its group's, its subgroup's and its own logic hold;
 * - a heading is shown only above something else shown in its subgroup;
 * - a looped subgroup is shown once per loop instance, its logic read with `{loop.q}` on the
 *   instance, as the entity's looped responses; a risk found for that instance is shown there.
 */
export interface ResponsesResult {
  readonly responses: EntityResponses[];
  readonly responseOrder: ResponseOrder;
  readonly errors: SubmitError[];
}

export function buildResponses(
  index: SubjectIndex,
  content: CompiledContent,
  findings: readonly Finding[],
  today?: string,
): ResponsesResult {
  const errors: SubmitError[] = [];
  // Risks by entity, then by response.
  const risks = new Map<string, Map<string, Explanation[]>>();
  const inOrder = inScoreOrder(findings);
  for (let i = 0; i < inOrder.length; i += 1) {
    const explanation = (inOrder[i] as Finding).explanation;
    if (explanation.score <= 0) continue;
    let ofEntity = risks.get(explanation.entityId);
    if (!ofEntity) {
      ofEntity = new Map();
      risks.set(explanation.entityId, ofEntity);
    }
    const list = ofEntity.get(explanation.responseId);
    if (list) list.push(explanation);
    else ofEntity.set(explanation.responseId, [explanation]);
  }

  const responses: EntityResponses[] = [];
  const placeholder = placeholderValue(content, today);
  index.entities.forEach((entity, order) => {
    if (entity.questionType === null) return;
    const own = risks.get(entity.id);
    const risksOf = (r: CompiledResponse): Explanation[] => own?.get(r.response.id) ?? NO_RISKS;
    const holds = (slot: LogicSlot, loop: SubjectNode | undefined, response: string): boolean => {
      const context: EvalContext = {
        subject: entity,
        ...(loop ? { loop } : {}),
        ...(today ? { today } : {}),
      };
      const outcome = evaluateSlot(slot, context);
      for (const message of outcome.problems)
        errors.push({ entityName: entity.name, message, response, rule: '', logic: slot.text });
      return outcome.holds;
    };
    const groups: ReportHeading[] = [];
    const subgroups: (ReportHeading & { groupId: string })[] = [];
    const shown: ReportResponse[] = [];
    const looped: LoopedResponses[] = [];

    for (const category of content.responseCategories) {
      for (const group of category.groups) {
        const groupHolds = holds(group.logic, undefined, group.id);
        let groupShown = false;
        for (const subgroup of group.subgroups) {
          const place = { categoryId: category.id, groupId: group.id, subgroupId: subgroup.id };
          let subgroupShown = false;
          if (subgroup.loopKey) {
            const placed = new Set<Explanation>();
            for (const instance of loopInstances(index, entity, subgroup.loopKey)) {
              const gate = groupHolds && holds(subgroup.logic, instance, subgroup.id);
              const list = pick(
                subgroup,
                place,
                (r) => fillTemplate(r.template, r.response.text, (p) => placeholder(p, entity, instance)),
                true,
                gate,
                (r) => holds(r.logic, instance, r.response.id),
                (r) => risksOf(r).filter((e) => e.loopInstance === instance.id),
              );
              for (const item of list) for (const e of item.explanation) placed.add(e);
              if (list.length > 0) {
                looped.push({
                  subgroupId: subgroup.id,
                  loopKey: subgroup.loopKey,
                  instanceId: instance.id,
                  instanceName: instance.name,
                  responses: list,
                });
                subgroupShown = true;
              }
            }
            // Risks of this subgroup found outside its loop are still shown, on the entity.
            const rest = pick(
              subgroup,
              place,
              (r) => fillTemplate(r.template, r.response.text, (p) => placeholder(p, entity, undefined)),
              false,
              false,
              () => false,
              (r) => risksOf(r).filter((e) => !placed.has(e)),
            );
            shown.push(...rest);
            subgroupShown ||= rest.length > 0;
          } else {
            const gate = groupHolds && holds(subgroup.logic, undefined, subgroup.id);
            const list = pick(
              subgroup,
              place,
              (r) => fillTemplate(r.template, r.response.text, (p) => placeholder(p, entity, undefined)),
              false,
              gate,
              (r) => holds(r.logic, undefined, r.response.id),
              risksOf,
            );
            shown.push(...list);
            subgroupShown = list.length > 0;
          }
          if (subgroupShown) {
            groupShown = true;
            subgroups.push({ ...heading(subgroup), groupId: group.id });
          }
        }
        if (groupShown) groups.push(heading(group));
      }
    }
    responses.push({
      id: entity.id,
      name: entity.name,
      type: entity.questionType,
      order,
      groups,
      subgroups,
      responses: shown,
      loopedResponses: looped,
    });
  });

  const responseOrder: ResponseOrder = {
    categories: content.responseCategories.map((c) => c.id),
    groups: content.responseCategories.flatMap((c) => c.groups.map((g) => g.id)),
    subgroups: content.responseCategories.flatMap((c) =>
      c.groups.flatMap((g) => g.subgroups.map((s) => s.id)),
    ),
  };
  return { responses, responseOrder, errors };
}

/** Never changed: pick only reads the lists it is given. */
const NO_RISKS: Explanation[] = [];

function heading(item: CompiledResponseGroup | CompiledResponseSubgroup): ReportHeading {
  return {
    id: item.id,
    heading: item.heading,
    ...(item.headingSize === undefined ? {} : { headingSize: item.headingSize }),
  };
}

/** The responses of one subgroup shown for one entity (or loop instance), headings only above others. */
function pick(
  subgroup: CompiledResponseSubgroup,
  place: { categoryId: string; groupId: string; subgroupId: string },
  textOf: (response: CompiledResponse) => string,
  isLooped: boolean,
  gate: boolean,
  textHolds: (response: CompiledResponse) => boolean,
  risksOf: (response: CompiledResponse) => Explanation[],
): ReportResponse[] {
  const list: ReportResponse[] = [];
  let content = false;
  for (const item of subgroup.responses) {
    const { response } = item;
    let explanation: Explanation[];
    if (response.isRiskScore) {
      // In byScore order: built from the findings in that order.
      explanation = risksOf(item);
      if (explanation.length === 0) continue;
    } else {
      if (!gate || !textHolds(item)) continue;
      // Its own empty list, made only for a text that is shown.
      explanation = [];
    }
    if (!response.isHeading) content = true;
    // One literal per shape (headingSize given or not), keys in the same order as ever.
    const { id, isHeading, headingSize, isMoreDetail, isRiskScore } = response;
    const text = item.template === null ? response.text : textOf(item);
    const weight = explanation[0]?.score ?? 0;
    const looped = isLooped || explanation.some((e) => e.loopInstance !== undefined);
    const { categoryId, groupId, subgroupId } = place;
    list.push(
      headingSize === undefined
        ? {
            id,
            text,
            isHeading,
            weight,
            isMoreDetail,
            isRiskScore,
            isLooped: looped,
            categoryId,
            groupId,
            subgroupId,
            explanation,
          }
        : {
            id,
            text,
            isHeading,
            headingSize,
            weight,
            isMoreDetail,
            isRiskScore,
            isLooped: looped,
            categoryId,
            groupId,
            subgroupId,
            explanation,
          },
    );
  }
  return content ? list : [];
}
