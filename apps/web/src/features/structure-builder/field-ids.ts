import type { StructureFinding } from '@tsr/contract';

/**
 * DOM ids of the builder's fields, derived from the same place a finding points at, so that a
 * problem listed after Start review (or a node clicked in the diagram) can take the user there.
 */
export interface FieldPlace {
  entityId?: string | undefined;
  partyId?: string | undefined;
  ownerId?: string | undefined;
  field?: string | undefined;
}

export function fieldId(place: FieldPlace): string {
  const parts = ['sb', place.entityId ?? '', place.partyId ?? '', place.ownerId ?? '', place.field ?? ''];
  return parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');
}

export const entityRegionId = (entityId: string) => fieldId({ entityId, field: 'region' });
export const partyGroupId = (entityId: string, partyId: string) =>
  fieldId({ entityId, partyId, field: 'group' });
export const structureNameId = fieldId({ field: 'name' });

/** The nearest element there is for a finding: its field, else its party, else its entity. */
export function focusTarget(finding: FieldPlace): HTMLElement | null {
  const candidates = [fieldId(finding)];
  // A deceased settlor's date of death is their single settlement date field.
  if (finding.field === 'meta.date') candidates.push(fieldId({ ...finding, field: 'children[0].date' }));
  if (finding.entityId && finding.partyId) candidates.push(partyGroupId(finding.entityId, finding.partyId));
  if (finding.entityId) candidates.push(entityRegionId(finding.entityId));
  candidates.push(structureNameId);
  for (const id of candidates) {
    const element = document.getElementById(id);
    if (element) return element;
  }
  return null;
}

export function focusFinding(finding: StructureFinding | FieldPlace): void {
  const element = focusTarget(finding);
  if (!element) return;
  element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}
