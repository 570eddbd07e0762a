import type {
  EntityType,
  NomineePrincipal,
  PartyType,
  StructureFinding,
  SurveyStructure,
} from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';
import { formatDate } from '../dates';
import { entityNames, partyDisplayName } from '../structure/names';
import { OWNER_DATE_SHAPE, RECORD_SHAPE } from '../structure/record-shapes';
import { worstSeverity } from '../structure/severity';
import { isDeceased } from '../structure/validate';
import type { AsAt, DiagramAsAt, DrawnState } from './as-at';
import { datesLabel } from './date-labels';
import { type EdgeKind, PARTY_EDGE } from './diagram-style';
import { entityNodeId, nomineeEdgeId, ownerEdgeId, partyEdgeId, partyNodeId } from './ids';

export { entityNodeId, partyNodeId } from './ids';

/**
 * The structure as a graph for the builder's live diagram and the report PDF's ownership diagram: a node per entity and per individual party; an
 * edge from each owner to what it owns and from each party to its entity, labelled with dates and
 * shares. A shareholder acting as nominee says so on its edge, and its principal (an entity or a
 * party) has an edge of its own to it. Pure and free of any drawing library, so it is tested on
 * its own and runs on every change.
 *
 * As at a date (diagramAsAt), the graph keeps every node and edge, so that its layout (and the
 * places of what is drawn) stays the same from one date to the next, and marks each with its
 * state: hidden, current or ended; an ended line's label starts with the day it ended.
 */

export type Problem = 'error' | 'invalid' | null;

export type EntityNodeData = {
  kind: 'entity';
  entityId: string;
  label: string;
  entityType: EntityType;
  problem: Problem;
  state: DrawnState;
  /** The exit date (dd/mm/yyyy) of an entity drawn ended, for its box. */
  ended: string | null;
};

export type PartyNodeData = {
  kind: 'party';
  entityId: string;
  partyId: string;
  label: string;
  role: string;
  partyType: PartyType;
  /** As at the date drawn, when there is one: whether the party had died by then. */
  deceased: boolean;
  problem: Problem;
  state: DrawnState;
};

export type DiagramNode = { id: string; data: EntityNodeData | PartyNodeData };

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  kind: EdgeKind;
  label: string;
  state: DrawnState;
}

export interface DiagramGraph {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

const CURRENT: AsAt = { state: 'current', ended: null };

/** A label of a line drawn ended starts with the day it ended: a long list of dates may not show it. */
function labelAsAt(label: string, line: AsAt): string {
  return line.state === 'ended' && line.ended ? `ended ${formatDate(line.ended)} · ${label}` : label;
}

/** The structure's graph; as at a date when `asAt` is given (diagramAsAt of the same structure). */
export function buildGraph(
  structure: SurveyStructure,
  findings: readonly StructureFinding[],
  asAt: DiagramAsAt | null = null,
): DiagramGraph {
  const nodeAsAt = (id: string) => asAt?.nodes.get(id) ?? null;
  const edgeAsAt = (id: string) => asAt?.edges.get(id) ?? CURRENT;
  const names = entityNames(structure);
  const problemsOf = new Map<string, StructureFinding[]>();
  for (const finding of findings) {
    const key = finding.partyId ? `${finding.entityId}:${finding.partyId}` : (finding.entityId ?? '');
    problemsOf.set(key, [...(problemsOf.get(key) ?? []), finding]);
  }

  const nodes: DiagramNode[] = [];
  const edges: DiagramEdge[] = [];
  for (const entityId of structure.rootEntitiesIds) {
    const entity = structure.entities[entityId];
    if (!entity) continue;
    const shown = nodeAsAt(entityNodeId(entityId)) ?? CURRENT;
    nodes.push({
      id: entityNodeId(entityId),
      data: {
        kind: 'entity',
        entityId,
        label: names.get(entityId) ?? entityId,
        entityType: entity.type,
        problem: worstSeverity(problemsOf.get(entityId) ?? []),
        state: shown.state,
        ended: shown.state === 'ended' && shown.ended ? formatDate(shown.ended) : null,
      },
    });

    entity.children.forEach((party, index) => {
      const id = partyNodeId(entityId, party.id);
      const partyAsAt = nodeAsAt(id);
      const deceased = partyAsAt ? partyAsAt.deceased : isDeceased(party);
      const line = edgeAsAt(partyEdgeId(entityId, party.id));
      const label = partyDisplayName(party, index);
      // Only shareholders hold as nominee (validation marks a principal left on anyone else).
      const principal =
        party.type === 'shareholder' && party.nomineeFor
          ? principalNode(structure, names, party.nomineeFor)
          : null;
      const nominee = principal !== null && principal.id !== id;
      nodes.push({
        id,
        data: {
          kind: 'party',
          entityId,
          partyId: party.id,
          label,
          role: nominee ? 'Nominee shareholder' : PARTY_TYPES[party.type].label,
          partyType: party.type,
          deceased,
          problem: worstSeverity(problemsOf.get(`${entityId}:${party.id}`) ?? []),
          state: partyAsAt?.state ?? 'current',
        },
      });
      // The dates and shares: the line's colour and style say what kind of link it is (see the legend).
      const dates = datesLabel(party.children, RECORD_SHAPE[PARTY_TYPES[party.type].recordType]);
      const held = labelAsAt(
        nominee ? `held by ${label} as nominee for ${principal.name} · ${dates}` : dates,
        line,
      );
      edges.push({
        id: partyEdgeId(entityId, party.id),
        source: id,
        target: entityNodeId(entityId),
        kind: PARTY_EDGE[party.type],
        label: deceased ? `† ${held}` : held,
        state: line.state,
      });
      // The nominee's line lasts as its holding does, while its principal is drawn.
      if (nominee)
        edges.push({
          id: nomineeEdgeId(principal.id, id),
          source: principal.id,
          target: id,
          kind: 'nominee',
          label: '',
          state: nodeAsAt(principal.id)?.state === 'hidden' ? 'hidden' : line.state,
        });
    });

    for (const ownerId of new Set(entity.overs)) {
      if (!structure.entities[ownerId] || ownerId === entityId) continue;
      const records = entity.dates.filter((record) => record.id === ownerId);
      const line = edgeAsAt(ownerEdgeId(ownerId, entityId));
      edges.push({
        id: ownerEdgeId(ownerId, entityId),
        source: entityNodeId(ownerId),
        target: entityNodeId(entityId),
        kind: 'ownership',
        label: labelAsAt(datesLabel(records, OWNER_DATE_SHAPE[entity.type]), line),
        state: line.state,
      });
    }
  }
  return { nodes, edges };
}

/** The node of a nominee's principal and its name there; null when it is not in the structure. */
function principalNode(
  structure: SurveyStructure,
  names: Map<string, string>,
  principal: NomineePrincipal,
): { id: string; name: string } | null {
  const name = names.get(principal.entityId);
  const entity = structure.entities[principal.entityId];
  // Only entities of rootEntitiesIds are drawn, and only they are named.
  if (!entity || name === undefined) return null;
  if (principal.partyId === undefined) return { id: entityNodeId(entity.id), name };
  const index = entity.children.findIndex((party) => party.id === principal.partyId);
  const party = entity.children[index];
  return party ? { id: partyNodeId(entity.id, party.id), name: partyDisplayName(party, index) } : null;
}

/** Which nodes and edges exist: the layout is recomputed only when this changes, not on every letter. */
export function topologyKey(graph: DiagramGraph): string {
  return [...graph.nodes.map((node) => node.id), '|', ...graph.edges.map((edge) => edge.id)].join(' ');
}

/** What is drawn: hidden nodes and lines (as at a date) are not counted. */
export interface DiagramSummary {
  entities: number;
  parties: number;
  ownerships: number;
  /** Lines drawn ended (as at a date). */
  ended: number;
}

export function summarise(graph: DiagramGraph): DiagramSummary {
  const nodes = graph.nodes.filter((node) => node.data.state !== 'hidden');
  const edges = graph.edges.filter((edge) => edge.state !== 'hidden');
  return {
    entities: nodes.filter((node) => node.data.kind === 'entity').length,
    parties: nodes.filter((node) => node.data.kind === 'party').length,
    ownerships: edges.filter((edge) => edge.kind === 'ownership').length,
    ended: edges.filter((edge) => edge.state === 'ended').length,
  };
}
