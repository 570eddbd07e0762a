import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';
import { entityNames } from '@tsr/domain/structure';
import { isBeforeStart } from './builder-findings';

/** One line of the list shown when Start review is pressed while problems remain. */
export interface Problem {
  /** Unique within the list: what the finding is and where. */
  key: string;
  finding: StructureFinding;
  /** Where it is, for example "Delta Trust, Settlor 2"; empty for the structure as a whole. */
  where: string;
  message: string;
}

/**
 * The findings as lines a user can act on, each once. The before-start messages of spec 5.2 read
 * as sentences about the whole structure, so they are shown exactly as they are, without a place.
 */
export function problemList(structure: SurveyStructure, findings: readonly StructureFinding[]): Problem[] {
  const names = entityNames(structure);
  const problems = new Map<string, Problem>();
  for (const finding of findings) {
    const { code, entityId, partyId, ownerId, field, message } = finding;
    const key = [code, entityId, partyId, ownerId, field, message].join('|');
    if (!problems.has(key)) {
      problems.set(key, { key, finding, where: whereIs(structure, names, finding), message });
    }
  }
  return [...problems.values()];
}

function whereIs(structure: SurveyStructure, names: Map<string, string>, finding: StructureFinding): string {
  if (isBeforeStart(finding) || finding.entityId === undefined) return '';
  const places = [names.get(finding.entityId) ?? finding.entityId];
  // Parties are numbered as the form numbers them: by ordinal.
  const parties = [...(structure.entities[finding.entityId]?.children ?? [])].sort(
    (a, b) => a.ordinal - b.ordinal,
  );
  const index = parties.findIndex((party) => party.id === finding.partyId);
  const party = parties[index];
  if (party) places.push(`${PARTY_TYPES[party.type].label} ${index + 1}`);
  else if (finding.ownerId) places.push(`owned by ${names.get(finding.ownerId) ?? finding.ownerId}`);
  return places.join(', ');
}
