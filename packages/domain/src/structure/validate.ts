import type { CivilDate, Entity, Party, StructureFinding, SurveyStructure } from '@tsr/contract';
import { parseShare } from '@tsr/contract';
import { compareDates, formatDate, parseDate } from '../dates';
import { descendantsOf, entityOrder, findOwnerCycle, getEntity } from './graph';
import { MESSAGES } from './messages';
import { settlorOwnerExclusion } from './owner-options';

/**
 * Spec 5.2 and the settlor rules of spec 4, as findings a form can attach to a field. Pure and
 * total: any draft the builder holds (half-typed dates, dangling ids) gives findings, never an
 * exception. Findings come entity by entity in builder order, parties by ordinal then id.
 */

type Finding = StructureFinding;

/** Checks made only when the user presses Start review (spec 5.2 "Before start"). */
export function beforeStartFindings(structure: SurveyStructure): Finding[] {
  const findings: Finding[] = [];
  if (Object.keys(structure.entities).length === 0) {
    findings.push({ code: 'no-entities', message: MESSAGES.noEntities, severity: 'error' });
  }
  const cycle = findOwnerCycle(structure);
  if (cycle) {
    findings.push({ code: 'structure-loop', message: MESSAGES.loop, severity: 'error', entityId: cycle[0] });
  }
  const roots = structure.rootEntitiesIds.filter((id) => getEntity(structure, id));
  const only = roots.length === 1 ? getEntity(structure, roots[0] as string) : undefined;
  if (only?.type === 'nominee') {
    findings.push({
      code: 'nominee-only',
      message: MESSAGES.nomineeOnly,
      severity: 'error',
      entityId: only.id,
    });
  }
  return findings;
}

/** Everything the server checks in POST /review/start: the before-start checks, then the rest. */
export function validateForStart(structure: SurveyStructure): Finding[] {
  return [...beforeStartFindings(structure), ...validateStructure(structure)];
}

export interface ValidateOptions {
  /**
   * The party the user entered or changed last, when the form knows it. Where two parties'
   * dates conflict, the finding goes to this one (spec 5.2's two settlor messages); without it,
   * to the party entered last (the higher ordinal).
   */
  readonly lastChanged?: { readonly entityId: string; readonly partyId: string };
}

/** The checks the builder runs on every keystroke. */
export function validateStructure(structure: SurveyStructure, options: ValidateOptions = {}): Finding[] {
  const findings: Finding[] = [];
  for (const id of structure.rootEntitiesIds) {
    if (!getEntity(structure, id)) {
      findings.push({
        code: 'entity-missing',
        message: MESSAGES.entityMissing(id),
        severity: 'error',
        entityId: id,
      });
    }
  }
  for (const id of entityOrder(structure)) {
    const entity = structure.entities[id] as Entity;
    const lastChanged = options.lastChanged?.entityId === id ? options.lastChanged.partyId : undefined;
    validateEntity(structure, entity, findings, lastChanged);
  }
  return findings;
}

/** Spec 4: once one child is deceased, the checkbox of every other child is disabled. */
export function canMarkDeceased(entity: Entity, partyId: string): boolean {
  return !entity.children.some((party) => party.id !== partyId && isDeceased(party));
}

export function isDeceased(party: Party): boolean {
  return party.meta?.deceased === 'yes';
}

/** Parties by ordinal, then id, so that "the second one" is always the same party. */
export function partiesInOrder(entity: Entity): Party[] {
  return [...entity.children].sort(
    (a, b) => a.ordinal - b.ordinal || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function validateEntity(
  structure: SurveyStructure,
  entity: Entity,
  findings: Finding[],
  lastChanged: string | undefined,
): void {
  const entityId = entity.id;
  const exit = readDate(entity.meta.end_date);
  const incorporation =
    entity.type === 'company' ? readDate(entity.incorporation_date || entity.meta.incorporation_date) : null;
  const parties = partiesInOrder(entity);
  checkDateField(entity.meta.end_date, 'meta.end_date', findings, { entityId });
  checkDateField(entity.incorporation_date, 'incorporation_date', findings, { entityId });
  checkDateField(entity.meta.incorporation_date, 'meta.incorporation_date', findings, { entityId });

  if (
    entity.meta.answerable === 'yes' &&
    entity.type !== 'nominee' &&
    parties.length === 0 &&
    entity.overs.length === 0
  ) {
    findings.push({
      code: 'no-associated-party',
      message: MESSAGES.noAssociatedParty,
      severity: 'error',
      entityId,
    });
  }

  validateOwnerLinks(structure, entity, exit, incorporation, findings);

  for (const party of parties) {
    const partyId = party.id;
    checkDateField(party.meta?.date, 'meta.date', findings, { entityId, partyId });
    if (party.name.trim() === '') {
      findings.push({
        code: 'party-name-missing',
        message: MESSAGES.partyNameMissing,
        severity: 'invalid',
        entityId,
        partyId,
        field: 'name',
      });
    }
    if (party.children.length === 0) {
      findings.push({
        code: 'party-date-missing',
        message: MESSAGES.partyDateMissing,
        severity: 'invalid',
        entityId,
        partyId,
        field: 'children',
      });
    }
    party.children.forEach((record, index) => {
      const field = `children[${index}]`;
      const range = checkRange(record.date, record.end, field, findings, { entityId, partyId });
      if (range)
        checkLimits(range, exit, party.type === 'shareholder' ? incorporation : null, field, findings, {
          entityId,
          partyId,
        });
      const shareMessage = record.type === 'shareholderdates' ? null : MESSAGES.shareOnlyForShareholding;
      checkShare(record.share, shareMessage, `${field}.share`, findings, { entityId, partyId });
    });
    if (party.nomineeFor) validateNominee(structure, entity, party, findings);
  }

  validateDeceased(entity, parties, findings);
  validateSettlors(entity, parties, findings, lastChanged);
  validateShareholders(entity, parties, findings);
}

function validateOwnerLinks(
  structure: SurveyStructure,
  entity: Entity,
  exit: CivilDate | null,
  incorporation: CivilDate | null,
  findings: Finding[],
): void {
  const entityId = entity.id;
  const distinct = [...new Set(entity.overs)];
  for (const ownerId of distinct) {
    const owner = getEntity(structure, ownerId);
    if (!owner) {
      findings.push({
        code: 'owner-missing',
        message: MESSAGES.ownerMissing(ownerId),
        severity: 'error',
        entityId,
        ownerId,
        field: 'overs',
      });
      continue;
    }
    if (owner.type === 'nominee' || owner.id === entity.id) {
      findings.push({
        code: 'owner-not-allowed',
        message: MESSAGES.ownerNotAllowed(owner.name),
        severity: 'error',
        entityId,
        ownerId,
        field: 'overs',
      });
    }
    const exclusion =
      entity.type === 'trust' && owner.id !== entity.id ? settlorOwnerExclusion(structure, owner) : null;
    if (exclusion) {
      findings.push({
        code: exclusion === 'trust' ? 'trust-owned-by-trust' : 'trust-owner-owned-by-trust',
        message:
          exclusion === 'trust'
            ? MESSAGES.trustOwnedByTrust(owner.name)
            : MESSAGES.trustOwnerOwnedByTrust(owner.name),
        severity: 'error',
        entityId,
        ownerId,
        field: 'overs',
      });
    }
    if (!entity.dates.some((record) => record.id === ownerId)) {
      findings.push({
        code: 'owner-date-missing',
        message: MESSAGES.ownerDateMissing,
        severity: 'invalid',
        entityId,
        ownerId,
        field: 'dates',
      });
    }
  }
  if (entity.type === 'trust' && distinct.filter((id) => getEntity(structure, id)).length > 1) {
    findings.push({
      code: 'trust-single-owner',
      message: MESSAGES.trustSingleOwner,
      severity: 'error',
      entityId,
      field: 'overs',
    });
  }
  entity.dates.forEach((record, index) => {
    const field = `dates[${index}]`;
    const where = { entityId, ownerId: record.id };
    const shareMessage = entity.type === 'company' ? null : MESSAGES.shareOnlyForCompany;
    checkShare(record.share, shareMessage, `${field}.share`, findings, where);
    const range = checkRange(record.date, record.end, field, findings, where);
    if (!range) return;
    const owner = getEntity(structure, record.id);
    const ownerExit = owner ? readDate(owner.meta.end_date) : null;
    const earliestExit =
      exit && ownerExit ? (compareDates(exit, ownerExit) <= 0 ? exit : ownerExit) : (exit ?? ownerExit);
    checkLimits(range, earliestExit, incorporation, field, findings, where);
  });
}

interface Where {
  entityId: string;
  partyId?: string;
  ownerId?: string;
}

/** A share given must be one; `notAllowed`, when given, is why this record cannot have one. */
function checkShare(
  text: string | undefined,
  notAllowed: string | null,
  field: string,
  findings: Finding[],
  where: Where,
): void {
  if (text === undefined || text === '') return;
  if (notAllowed) {
    findings.push({ code: 'share-not-allowed', message: notAllowed, severity: 'error', ...where, field });
  } else if (!parseShare(text)) {
    findings.push({
      code: 'invalid-share',
      message: MESSAGES.invalidShare(text),
      severity: 'error',
      ...where,
      field,
    });
  }
}

/**
 * A shareholder acting as nominee names its principal (docs/decisions/0021): a shareholder, for
 * an entity or a party of this structure that is not itself, not a company acting as nominee, not
 * held by this company (a loop), and in existence for the whole of the holding.
 */
function validateNominee(
  structure: SurveyStructure,
  entity: Entity,
  party: Party,
  findings: Finding[],
): void {
  const principal = party.nomineeFor;
  if (!principal) return;
  const where = { entityId: entity.id, partyId: party.id, field: 'nomineeFor' };
  const problem = (code: string, message: string) =>
    findings.push({ code, message, severity: 'error', ...where });
  if (party.type !== 'shareholder')
    return void problem('nominee-not-shareholder', MESSAGES.nomineeNotShareholder);
  const owner = getEntity(structure, principal.entityId);
  const principalParty =
    principal.partyId === undefined ? undefined : owner?.children.find((p) => p.id === principal.partyId);
  if (!owner || (principal.partyId !== undefined && !principalParty))
    return void problem('nominee-principal-missing', MESSAGES.nomineePrincipalMissing);
  if (principalParty?.id === party.id && owner.id === entity.id)
    return void problem('nominee-self', MESSAGES.nomineeSelf);
  const holdings = party.children.filter((record) => record.type === 'shareholderdates');
  if (principalParty) {
    const death = isDeceased(principalParty) ? readDate(principalParty.meta?.date) : null;
    if (death && holdings.some((record) => runsPast(record.end, death)))
      problem(
        'nominee-principal-dates',
        MESSAGES.nomineeAfterDeath(principalParty.name.trim(), formatDate(death)),
      );
    return;
  }
  if (owner.type === 'nominee')
    return void problem('nominee-for-nominee', MESSAGES.nomineeForNominee(owner.name));
  if (owner.id === entity.id || descendantsOf(structure, entity.id).has(owner.id))
    return void problem('nominee-cycle', MESSAGES.nomineeCycle(owner.name, entity.name));
  const incorporation =
    owner.type === 'company' ? readDate(owner.incorporation_date || owner.meta.incorporation_date) : null;
  const early = incorporation
    ? holdings
        .map((record) => parseDate(record.date))
        .find((start) => start && compareDates(start, incorporation) < 0)
    : undefined;
  if (early && incorporation)
    problem(
      'nominee-principal-dates',
      MESSAGES.nomineeBeforeIncorporation(owner.name, formatDate(early), formatDate(incorporation)),
    );
  const exit = readDate(owner.meta.end_date);
  if (exit && holdings.some((record) => runsPast(record.end, exit)))
    problem('nominee-principal-dates', MESSAGES.nomineeAfterExit(owner.name, formatDate(exit)));
}

/** A holding period that is still open, or ends after `limit`. */
function runsPast(end: string | undefined, limit: CivilDate): boolean {
  if (end === undefined || end === '') return true;
  const date = parseDate(end);
  return date !== null && compareDates(date, limit) > 0;
}

interface Range {
  start: CivilDate;
  end: CivilDate | null;
}

/** Parses a record's date and end, reporting unreal dates and an end before the start. */
function checkRange(
  date: string,
  end: string | undefined,
  field: string,
  findings: Finding[],
  where: Where,
): Range | null {
  const start = parseDate(date);
  if (!start) {
    findings.push({
      code: 'invalid-date',
      message: MESSAGES.invalidDate(date),
      severity: 'error',
      ...where,
      field: `${field}.date`,
    });
  }
  let endDate: CivilDate | null = null;
  if (end !== undefined && end !== '') {
    endDate = parseDate(end);
    if (!endDate) {
      findings.push({
        code: 'invalid-date',
        message: MESSAGES.invalidDate(end),
        severity: 'error',
        ...where,
        field: `${field}.end`,
      });
    }
  }
  if (!start) return null;
  if (endDate && compareDates(start, endDate) > 0) {
    findings.push({
      code: 'date-after-end',
      message: MESSAGES.dateAfterEnd,
      severity: 'error',
      ...where,
      field: `${field}.date`,
    });
  }
  return { start, end: endDate };
}

/** Spec 5.2: no date after the exit date; company ranges not before incorporation. */
function checkLimits(
  range: Range,
  exit: CivilDate | null,
  incorporation: CivilDate | null,
  field: string,
  findings: Finding[],
  where: Where,
): void {
  if (exit) {
    const message = MESSAGES.dateAfterExit(formatDate(exit));
    if (compareDates(range.start, exit) > 0) {
      findings.push({
        code: 'date-after-exit',
        message,
        severity: 'error',
        ...where,
        field: `${field}.date`,
      });
    } else if (range.end && compareDates(range.end, exit) > 0) {
      findings.push({ code: 'date-after-exit', message, severity: 'error', ...where, field: `${field}.end` });
    }
  }
  if (incorporation && compareDates(range.start, incorporation) < 0) {
    const message = MESSAGES.dateBeforeIncorporation(formatDate(incorporation));
    findings.push({
      code: 'date-before-incorporation',
      message,
      severity: 'error',
      ...where,
      field: `${field}.date`,
    });
  }
}

function validateDeceased(entity: Entity, parties: Party[], findings: Finding[]): void {
  const deceased = parties.filter(isDeceased);
  for (const party of deceased.slice(1)) {
    findings.push({
      code: 'deceased-only-one',
      message: MESSAGES.deceasedOnlyOne,
      severity: 'error',
      entityId: entity.id,
      partyId: party.id,
      field: 'meta.deceased',
    });
  }
}

/** Whether `a` was entered or changed after `b`: the form's last change, else the later entry. */
function changedLater(a: Party, b: Party, lastChanged: string | undefined): boolean {
  if (lastChanged === a.id) return true;
  if (lastChanged === b.id) return false;
  return a.ordinal > b.ordinal || (a.ordinal === b.ordinal && a.id > b.id);
}

function validateSettlors(
  entity: Entity,
  parties: Party[],
  findings: Finding[],
  lastChanged: string | undefined,
): void {
  const entityId = entity.id;
  const settlors = parties.filter((party) => party.type === 'settlor');
  const deceased = settlors.filter(isDeceased);
  const living = settlors.filter((party) => !isDeceased(party));

  for (const party of deceased) {
    if (party.children.length > 1) {
      findings.push({
        code: 'deceased-settlor-one-date',
        message: MESSAGES.deceasedSettlorOneDate,
        severity: 'error',
        entityId,
        partyId: party.id,
        field: 'children',
      });
    }
  }

  // A deceased-at-settlement settlor's settlement comes last: no living settlement after it.
  // Spec 5.2 words the conflict from either side; the message goes to the settlor whose date
  // is the problem, the one entered or changed last, at the dates that conflict.
  const reportedDeaths = new Set<string>();
  for (const dead of deceased) {
    const deathIndex = dead.children.findIndex((record) => parseDate(record.date));
    const deathRecord = dead.children[deathIndex];
    const death = deathRecord ? parseDate(deathRecord.date) : null;
    if (!death) continue;
    for (const alive of living) {
      const late = alive.children.flatMap((record, index) => {
        const date = parseDate(record.date);
        return date && compareDates(date, death) > 0 ? [index] : [];
      });
      if (late.length === 0) continue;
      if (changedLater(alive, dead, lastChanged)) {
        for (const index of late)
          findings.push({
            code: 'living-settlor-after-deceased',
            message: MESSAGES.livingSettlorAfterDeceased,
            severity: 'error',
            entityId,
            partyId: alive.id,
            field: `children[${index}].date`,
          });
      } else if (!reportedDeaths.has(dead.id)) {
        reportedDeaths.add(dead.id);
        findings.push({
          code: 'deceased-settlor-before-living',
          message: MESSAGES.deceasedSettlorBeforeLiving,
          severity: 'error',
          entityId,
          partyId: dead.id,
          field: `children[${deathIndex}].date`,
        });
      }
    }
  }

  for (const party of laterDuplicates(living)) {
    findings.push({
      code: 'duplicate-living-settlor',
      message: MESSAGES.duplicateLivingSettlor(party.name.trim()),
      severity: 'error',
      entityId,
      partyId: party.id,
      field: 'name',
    });
  }
}

function validateShareholders(entity: Entity, parties: Party[], findings: Finding[]): void {
  const entityId = entity.id;
  const shareholders = parties.filter((party) => party.type === 'shareholder');
  for (const party of laterDuplicates(shareholders)) {
    findings.push({
      code: 'duplicate-shareholder',
      message: MESSAGES.duplicateShareholder(party.name.trim()),
      severity: 'error',
      entityId,
      partyId: party.id,
      field: 'name',
    });
  }
  for (const party of shareholders.filter(isDeceased)) {
    const settled = readDate(party.meta?.date);
    if (!settled) continue;
    party.children.forEach((record, index) => {
      if (record.type !== 'shareholderdates') return;
      const end = record.end ? parseDate(record.end) : null;
      // An open range (no end) runs on past any date, so it ends after the settlement too.
      const late =
        record.end === undefined || record.end === '' ? true : end !== null && compareDates(end, settled) > 0;
      if (late) {
        findings.push({
          code: 'deceased-shareholder-end',
          message: MESSAGES.deceasedShareholderEnd(party.name.trim()),
          severity: 'error',
          entityId,
          partyId: party.id,
          field: `children[${index}].end`,
        });
      }
    });
  }
}

/** Parties whose name (trimmed, ignoring case) was already used by an earlier party of the list. */
function laterDuplicates(parties: Party[]): Party[] {
  const seen = new Set<string>();
  const duplicates: Party[] = [];
  for (const party of parties) {
    const key = party.name.trim().toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) duplicates.push(party);
    else seen.add(key);
  }
  return duplicates;
}

/** A single optional date field: '' or absent is fine, anything else must be a real date. */
function checkDateField(text: string | undefined, field: string, findings: Finding[], where: Where): void {
  if (text !== undefined && text !== '' && !parseDate(text)) {
    findings.push({
      code: 'invalid-date',
      message: MESSAGES.invalidDate(text),
      severity: 'error',
      ...where,
      field,
    });
  }
}

function readDate(text: string | undefined): CivilDate | null {
  return text ? parseDate(text) : null;
}
