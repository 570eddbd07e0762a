import type { EntityType } from '@tsr/contract';

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

export type EdgeKind = 'ownership' | 'settlement' | 'contribution' | 'shareholding';

export const EDGE_COLOUR: Record<EdgeKind, string> = {
  ownership: '#1a2b4c',
  settlement: '#00897b',
  contribution: '#7b4fa0',
  shareholding: '#52607a',
};

export const EDGE_LEGEND: Record<EdgeKind, string> = {
  ownership: 'Owned by (entity to entity)',
  settlement: 'Settlement',
  contribution: 'Contribution',
  shareholding: 'Shareholding',
};

export const PARTY_COLOUR = '#52607a';
export const PROBLEM_COLOUR = { error: '#d32f2f', invalid: '#ed6c02' } as const;

/** Node boxes are of fixed size, so the layout depends only on which nodes and edges exist. */
export const NODE_SIZE = {
  entity: { width: 184, height: 58 },
  party: { width: 148, height: 46 },
} as const;
