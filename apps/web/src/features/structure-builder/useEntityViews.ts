import type { Entity, StructureFinding, SurveyStructure } from '@tsr/contract';
import { useRef } from 'react';
import { entityNames } from './entity-names';
import { type OwnerChoices, ownerChoices } from './owner-choices';

/** Everything one entity's card shows, computed from the whole draft. */
export interface EntityView {
  entity: Entity;
  index: number;
  name: string;
  findings: StructureFinding[];
  choices: OwnerChoices;
  /** Display names of the entities this one's owner links point at. */
  ownerNames: Record<string, string>;
}

/**
 * Per-entity views that keep their identity while nothing they show has changed, so typing in one
 * entity re-renders that entity's card only (the cards are memoised). A 50-entity structure stays
 * responsive this way: validation is fast, re-rendering every field on each key is not.
 */
export function useEntityViews(draft: SurveyStructure, findings: readonly StructureFinding[]): EntityView[] {
  const cache = useRef(new Map<string, { signature: string; view: EntityView }>());
  const names = entityNames(draft);
  const byEntity = new Map<string, StructureFinding[]>();
  for (const finding of findings) {
    if (finding.entityId === undefined) continue;
    byEntity.set(finding.entityId, [...(byEntity.get(finding.entityId) ?? []), finding]);
  }

  const next = new Map<string, { signature: string; view: EntityView }>();
  const views: EntityView[] = [];
  draft.rootEntitiesIds.forEach((id, index) => {
    const entity = draft.entities[id];
    if (!entity) return;
    const view: EntityView = {
      entity,
      index,
      name: names.get(id) ?? id,
      findings: byEntity.get(id) ?? [],
      choices: ownerChoices(draft, names, id),
      ownerNames: Object.fromEntries(entity.overs.map((ownerId) => [ownerId, names.get(ownerId) ?? ownerId])),
    };
    const { entity: _entity, ...shown } = view;
    const signature = JSON.stringify(shown);
    const previous = cache.current.get(id);
    const kept = previous && previous.view.entity === entity && previous.signature === signature;
    const entry = kept ? previous : { signature, view };
    next.set(id, entry);
    views.push(entry.view);
  });
  cache.current = next;
  return views;
}
