import type { EntityResponses, ReportResponse } from '@tsr/contract';

/** What the responses section shows for one entity, in order. */
export type ResponseBlock =
  | { kind: 'heading'; key: string; text: string; size: number }
  | { kind: 'response'; key: string; response: ReportResponse }
  | { kind: 'loop'; key: string; text: string };

/** Response headings default to size 3 (spec 9); group and subgroup headings without a size too. */
const DEFAULT_SIZE = 3;

/**
 * The entity's responses in response order (docs/scoring.md, Responses), with the heading of
 * each group and subgroup placed before its first response, then each looped subgroup's
 * responses under its heading and the name of its loop instance ('Income tax: Ann'). The report
 * page and the PDF both lay out these blocks, so they show the same findings in the same order.
 */
export function responseBlocks(entity: EntityResponses): ResponseBlock[] {
  const groups = new Map(entity.groups.map((g) => [g.id, g]));
  const subgroups = new Map(entity.subgroups.map((s) => [s.id, s]));
  const blocks: ResponseBlock[] = [];
  let group: string | null = null;
  let subgroup: string | null = null;
  for (const response of entity.responses) {
    if (response.groupId !== group) {
      group = response.groupId;
      subgroup = null;
      const heading = groups.get(group);
      if (heading?.heading)
        blocks.push({
          kind: 'heading',
          key: `g:${group}`,
          text: heading.heading,
          size: heading.headingSize ?? DEFAULT_SIZE,
        });
    }
    if (response.subgroupId !== subgroup) {
      subgroup = response.subgroupId;
      const heading = subgroups.get(subgroup);
      if (heading?.heading)
        blocks.push({
          kind: 'heading',
          key: `s:${subgroup}`,
          text: heading.heading,
          size: heading.headingSize ?? DEFAULT_SIZE,
        });
    }
    blocks.push({ kind: 'response', key: `r:${response.id}`, response });
  }
  for (const looped of entity.loopedResponses) {
    const heading = subgroups.get(looped.subgroupId)?.heading;
    blocks.push({
      kind: 'loop',
      key: `l:${looped.subgroupId}:${looped.instanceId}`,
      text: heading ? `${heading}: ${looped.instanceName}` : looped.instanceName,
    });
    for (const response of looped.responses)
      blocks.push({ kind: 'response', key: `l:${looped.instanceId}:${response.id}`, response });
  }
  return blocks;
}
