import { DATE_RECORD_TYPES, type EntityType, type PartyType } from '@tsr/contract';

/**
 * Colours of the diagram, shared by the nodes and the legend. Entity types get distinct hues that
 * sit with the theme (teal primary, navy secondary); each is also told apart by its icon and label.
 */
export const ENTITY_COLOUR: Record<EntityType, string> = {
  trust: '#00897b',
  foundation: '#7b4fa0',
  company: '#1a2b4c',
  nominee: '#6b7a8f',
};

export type EdgeKind = 'ownership' | 'settlement' | 'contribution' | 'shareholding' | 'nominee';

/** The line from a party to its entity. */
export const PARTY_EDGE: Record<PartyType, EdgeKind> = {
  settlor: 'settlement',
  founder: 'contribution',
  shareholder: 'shareholding',
};

export const EDGE_COLOUR: Record<EdgeKind, string> = {
  ownership: '#1a2b4c',
  settlement: '#00897b',
  contribution: '#7b4fa0',
  shareholding: '#52607a',
  nominee: '#a0522d',
};

export const EDGE_LEGEND: Record<EdgeKind, string> = {
  ownership: 'Owned by (entity to entity)',
  settlement: DATE_RECORD_TYPES.settlement.label,
  contribution: DATE_RECORD_TYPES.contribution.label,
  shareholding: DATE_RECORD_TYPES.shareholderdates.label,
  nominee: 'Nominee for (principal to nominee)',
};

/**
 * How each kind of line is drawn, in the diagram and its legend: ownership solid and heavier, a
 * party's link dashed, a nominee's principal dotted, so the kinds differ by more than colour.
 */
export const EDGE_STROKE: Record<EdgeKind, { width: number; dash: string | undefined }> = {
  ownership: { width: 2.2, dash: undefined },
  settlement: { width: 1.3, dash: '5 4' },
  contribution: { width: 1.3, dash: '5 4' },
  shareholding: { width: 1.3, dash: '5 4' },
  nominee: { width: 1.8, dash: '1.5 3' },
};

/**
 * A line drawn ended, as at a date: grey and dash-dotted whatever its kind, so that it reads as
 * past by its pattern as well as its colour (no other kind of line is dash-dotted); its label
 * starts with the day it ended. An entity or a party drawn ended is outlined in the same grey.
 */
export const ENDED_STROKE = { colour: '#636b78', width: 1.3, dash: '7 3 1.5 3' } as const;
export const ENDED_LEGEND = 'Ended by the date shown';

export const PARTY_COLOUR = '#52607a';
export const PROBLEM_COLOUR = { error: '#d32f2f', invalid: '#ed6c02' } as const;

/** Node boxes are of fixed size, so the layout depends only on which nodes and edges exist. */
export const NODE_SIZE = {
  entity: { width: 184, height: 58 },
  party: { width: 148, height: 46 },
} as const;
