import type { Entity, StructureFinding, SurveyStructure } from '@tsr/contract';
import { entityDisplayName } from '@tsr/domain/structure';
import { useMemo, useRef } from 'react';
import { type OwnerChoices, ownerChoices, ownershipKey } from './owner-choices';

/** Everything one entity's card shows, computed from the whole draft. */
export interface EntityView {
  entity: Entity;
  index: number;
  name: string;
  findings: StructureFinding[];
  choices: OwnerChoices;
}

/**
 * Per-entity views that keep their identity while nothing they show has changed, so typing in one
 * entity re-renders that entity's card only (the cards are memoised). Other entities' names are not
 * part of a view: the parts that show them read them from EntityLabelsProvider.
 */
export function useEntityViews(draft: SurveyStructure, findings: readonly StructureFinding[]): EntityView[] {
  const cache = useRef(new Map<string, { signature: string; view: EntityView }>());
  const ownership = ownershipKey(draft);
  // Owner options depend only on types and owner links: not recomputed while names or dates are typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ownership` is what the choices depend on.
  const choices = useMemo(
    () => new Map(draft.rootEntitiesIds.map((id) => [id, ownerChoices(draft, id)])),
    [ownership],
  );
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
      name: entityDisplayName(entity, index),
      findings: byEntity.get(id) ?? [],
      choices: choices.get(id) ?? { add: [], byLink: {} },
    };
    const { entity: _entity, ...shown } = view;
    const signature = JSON.stringify(shown);
    const previous = cache.current.get(id);
    const entry =
      previous && previous.view.entity === entity && previous.signature === signature
        ? previous
        : { signature, view };
    next.set(id, entry);
    views.push(entry.view);
  });
  cache.current = next;
  return views;
}
