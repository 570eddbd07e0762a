import type { SurveyContentInput } from '@tsr/contract';
import { type CategorySpec, firingLogic, type NoteSpec } from '../rules/model';
import { detailId, riskId } from '../rules/tree';

/**
 * The response tree (spec 3.4) from the same specs as the rule tree, so the report reads in the
 * table's order: per row group an introduction, then per row a heading and per rule subgroup a
 * section with each rule's risk text and its more-detail text. A more-detail text carries its
 * rule's firing condition (subgroup and rule logic) and the subgroup's loop, so it is shown
 * exactly where and when the risk is; content.test.ts checks that they stay in step.
 */

type Responses = SurveyContentInput['responses'];
type Response = Responses['responses'][number];

const entityIs = (type: string) => `{entity_type} = '${type}'`;

function note(spec: NoteSpec): Response {
  return {
    id: spec.id,
    name: spec.name,
    text: spec.text,
    logic: spec.logic,
    ...(spec.moreDetail ? { isMoreDetail: true } : {}),
  };
}

export function responseTree(categories: readonly CategorySpec[]): Responses {
  const responses: Response[] = [];
  const tree = categories.map((category) => {
    responses.push(...category.intro.map(note));
    const loops = category.introLoops ?? [];
    for (const loop of loops) responses.push(...loop.notes.map(note));
    const intro = {
      id: `rg-${category.id}-intro`,
      name: `${category.name} introduction`,
      heading: category.heading,
      headingSize: 2,
      logic: entityIs(category.type),
      subgroups: [
        {
          id: `rs-${category.id}-intro`,
          name: 'Overview',
          heading: 'Overview',
          headingSize: 4,
          responses: category.intro.map((n) => n.id),
        },
        ...loops.map((loop) => ({
          id: `rs-${loop.id}`,
          name: loop.heading,
          heading: loop.heading,
          headingSize: 4,
          isLooped: true,
          loopKey: loop.loopKey,
          responses: loop.notes.map((n) => n.id),
        })),
      ],
    };
    const rows = category.rows.map((row) => ({
      id: `rg-${row.id}`,
      name: row.heading,
      heading: row.heading,
      headingSize: 3,
      logic: entityIs(category.type),
      subgroups: row.heads.flatMap((head) =>
        head.subgroups.map((subgroup) => {
          const ids: string[] = [];
          for (const spec of subgroup.rules) {
            responses.push({ id: riskId(spec), name: spec.id, text: spec.risk, isRiskScore: true });
            responses.push({
              id: detailId(spec),
              name: `${spec.id} detail`,
              text: spec.detail,
              logic: firingLogic(subgroup, spec),
              isMoreDetail: true,
            });
            ids.push(riskId(spec), detailId(spec));
          }
          for (const extra of subgroup.notes ?? []) {
            responses.push(note(extra));
            ids.push(extra.id);
          }
          return {
            id: `rs-${subgroup.id}`,
            name: subgroup.heading,
            heading: subgroup.heading,
            headingSize: 4,
            ...(subgroup.loopKey ? { isLooped: true, loopKey: subgroup.loopKey } : {}),
            responses: ids,
          };
        }),
      ),
    }));
    return {
      id: `rc-${category.id}`,
      name: category.name,
      heading: category.heading,
      order: category.order,
      groups: [intro, ...rows],
    };
  });
  return { categories: tree, responses };
}
