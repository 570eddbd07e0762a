import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import { beforeStartFindings, STRUCTURE_MESSAGES, validateStructure } from '@tsr/domain/structure';

/**
 * Checks of the builder screen on top of spec 5.2 (the spec gives these no wording; the texts are
 * ours): a review needs a structure name and a name for every entity (the
 * questionnaire and the report show them).
 */
export const BUILDER_MESSAGES = {
  structureName: 'Please enter a name for the structure',
  /** Checked by validateForStart, so the server refuses an empty structure with the same text. */
  noEntities: STRUCTURE_MESSAGES.noEntities,
  entityName: 'Please enter a name for this entity',
  emptyDate: 'Please enter a date as dd/mm/yyyy',
} as const;

const BEFORE_START_CODES = new Set(['structure-loop', 'nominee-only']);

export function isBeforeStart(finding: StructureFinding): boolean {
  return BEFORE_START_CODES.has(finding.code);
}

function screenFindings(structure: SurveyStructure): StructureFinding[] {
  const findings: StructureFinding[] = [];
  if (structure.name.trim() === '') {
    findings.push({
      code: 'structure-name-missing',
      message: BUILDER_MESSAGES.structureName,
      severity: 'invalid',
      field: 'name',
    });
  }
  for (const id of structure.rootEntitiesIds) {
    if (structure.entities[id]?.name.trim() === '') {
      findings.push({
        code: 'entity-name-missing',
        message: BUILDER_MESSAGES.entityName,
        severity: 'invalid',
        entityId: id,
        field: 'name',
      });
    }
  }
  return findings;
}

/**
 * Everything that stands between the draft and a started review, in reading order: the before-start
 * checks of spec 5.2 first (they are what the server refuses first), then the structure's own
 * fields, then entity by entity in builder order. This is validateForStart plus the screen's checks;
 * it runs on every change (well under a millisecond for 50 entities).
 */
export function allFindings(
  structure: SurveyStructure,
  lastChanged?: { entityId: string; partyId: string },
): StructureFinding[] {
  const rank = new Map(structure.rootEntitiesIds.map((id, index) => [id, index]));
  const order = (finding: StructureFinding): number => {
    if (isBeforeStart(finding)) return -2;
    if (finding.entityId === undefined) return -1;
    return rank.get(finding.entityId) ?? structure.rootEntitiesIds.length;
  };
  const findings = [
    ...screenFindings(structure),
    ...beforeStartFindings(structure),
    ...validateStructure(structure, lastChanged ? { lastChanged } : {}).map(askForEmptyDate),
  ];
  // Array.prototype.sort is stable, so each entity's findings keep validation's order.
  return findings.sort((a, b) => order(a) - order(b));
}

const EMPTY_DATE_MESSAGE = STRUCTURE_MESSAGES.invalidDate('');

/**
 * A date field left empty is incomplete rather than wrong: validation calls '' "not a real date",
 * the builder marks it invalid (amber) and asks for a date.
 */
function askForEmptyDate(finding: StructureFinding): StructureFinding {
  return finding.code === 'invalid-date' && finding.message === EMPTY_DATE_MESSAGE
    ? { ...finding, severity: 'invalid', message: BUILDER_MESSAGES.emptyDate }
    : finding;
}
