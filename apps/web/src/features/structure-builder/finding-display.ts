import type { StructureFinding } from '@tsr/contract';
import { worstSeverity } from '@tsr/domain/structure';

/**
 * Where a finding is shown and how. A finding points at an entity, maybe a party or an owner
 * link, and a field path inside it (`name`, `children[1].date`, `dates[0].end`, ...).
 */
export interface Place {
  partyId?: string;
  ownerId?: string;
  field?: string;
}

/** Findings at exactly this place of an entity (the entity's findings are passed in). */
export function findingsAt(findings: readonly StructureFinding[], place: Place): StructureFinding[] {
  return findings.filter(
    (finding) =>
      finding.partyId === place.partyId && finding.ownerId === place.ownerId && finding.field === place.field,
  );
}

/** What a form field shows: red for errors, amber for incomplete ('invalid') parts, one line per message. */
export interface FieldState {
  severity: 'error' | 'invalid' | null;
  messages: string[];
}

export const NO_PROBLEM: FieldState = { severity: null, messages: [] };

/** The state of a field from its findings; a message found twice (say by two checks) shows once. */
export function fieldState(findings: readonly StructureFinding[]): FieldState {
  if (findings.length === 0) return NO_PROBLEM;
  return { severity: worstSeverity(findings), messages: [...new Set(findings.map((f) => f.message))] };
}
