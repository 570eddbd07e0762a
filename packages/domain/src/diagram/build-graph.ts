import type {
  EntityType,
  NomineePrincipal,
  PartyType,
  StructureFinding,
  SurveyStructure,
} from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';
import { entityNames, partyDisplayName } from '../structure/names';
import { OWNER_DATE_SHAPE, RECORD_SHAPE } from '../structure/record-shapes';
import { worstSeverity } from '../structure/severity';
import { isDeceased } from '../structure/validate';
import { datesLabel } from './date-labels';
import { type EdgeKind, PARTY_EDGE } from './diagram-style';

/**
 * The structure as a graph for the builder's live diagram and the report PDF's ownership diagram: a node per entity and per individual party; an
 * edge from each owner to what it owns and from each party to its entity, labelled with dates and
 * shares. A shareholder acting as nominee says so on its edge, and its principal (an entity or a
 * party) has an edge of its own to it. Pure and free of any drawing library, so it is tested on
 * its own and runs on every change.
 */

export type Problem = 'error' | 'invalid' | null;

export type EntityNodeData = {
  kind: 'entity';
  entityId: string;
  label: string;
  entityType: EntityType;
  problem: Problem;
};

export type PartyNodeData = {
  kind: 'party';
  entityId: string;
  partyId: string;
  label: string;
  role: string;
  partyType: PartyType;
  deceased: boolean;
  problem: Problem;
};

export type DiagramNode = { id: string; data: EntityNodeData | PartyNodeData };

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  kind: EdgeKind;
  label: string;
}

export interface DiagramGraph {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

export const entityNodeId = (entityId: string) => `entity:${entityId}`;
export const partyNodeId = (entityId: string, partyId: string) => `party:${entityId}:${partyId}`;

export function buildGraph(structure: SurveyStructure, findings: readonly StructureFinding[]): DiagramGraph {
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
    nodes.push({
      id: entityNodeId(entityId),
      data: {
        kind: 'entity',
        entityId,
        label: names.get(entityId) ?? entityId,
        entityType: entity.type,
        problem: worstSeverity(problemsOf.get(entityId) ?? []),
      },
    });

    entity.children.forEach((party, index) => {
      const deceased = isDeceased(party);
      const id = partyNodeId(entityId, party.id);
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
        },
      });
      // The dates and shares: the line's colour and style say what kind of link it is (see the legend).
      const dates = datesLabel(party.children, RECORD_SHAPE[PARTY_TYPES[party.type].recordType]);
      const held = nominee ? `held by ${label} as nominee for ${principal.name} · ${dates}` : dates;
      edges.push({
        id: `${id}->${entityId}`,
        source: id,
        target: entityNodeId(entityId),
        kind: PARTY_EDGE[party.type],
        label: deceased ? `† ${held}` : held,
      });
      if (nominee)
        edges.push({
          id: `nominee:${principal.id}->${id}`,
          source: principal.id,
          target: id,
          kind: 'nominee',
          label: '',
        });
    });

    for (const ownerId of new Set(entity.overs)) {
      if (!structure.entities[ownerId] || ownerId === entityId) continue;
      const records = entity.dates.filter((record) => record.id === ownerId);
      edges.push({
        id: `own:${ownerId}->${entityId}`,
        source: entityNodeId(ownerId),
        target: entityNodeId(entityId),
        kind: 'ownership',
        label: datesLabel(records, OWNER_DATE_SHAPE[entity.type]),
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

export interface DiagramSummary {
  entities: number;
  parties: number;
  ownerships: number;
}

export function summarise(graph: DiagramGraph): DiagramSummary {
  return {
    entities: graph.nodes.filter((node) => node.data.kind === 'entity').length,
    parties: graph.nodes.filter((node) => node.data.kind === 'party').length,
    ownerships: graph.edges.filter((edge) => edge.kind === 'ownership').length,
  };
}
