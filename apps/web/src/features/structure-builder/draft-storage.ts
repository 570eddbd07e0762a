import { DateRecord, Entity, Meta, NomineePrincipal, OwnerDate, Party, SurveyStructure } from '@tsr/contract';
import { z } from 'zod';

/**
 * Spec 2.4: the draft lives in browser local storage under one key and is cleared when the review
 * starts. The preview screen keeps its own draft, so an admin trying the survey never overwrites
 * the structure they are building for a real review.
 */
export const DRAFT_KEY = 'tsr.structureDraft';
export const PREVIEW_DRAFT_KEY = 'tsr.structureDraft.preview';

/**
 * The edits of a saved structure (issue 33) opened in the builder, kept apart from the draft of a
 * new structure (spec 2.4's one key stays as it is): one key per structure and revision, so a
 * reload loses nothing and the edits of an older revision never land on a newer one.
 */
export const savedDraftKey = (structureId: string, revision: number) =>
  `tsr.savedStructureDraft.${structureId}.${revision}`;

/*
 * The stored draft is the contract's SurveyStructure with the checks on text loosened: names and
 * ids may be empty, and date and share fields hold the text as typed, which may not be a real date
 * or share yet (the builder's validation reports them at their fields). Unknown properties are
 * dropped, not refused, so a draft saved by an older version still loads (one saved before shares
 * and nominees' principals existed simply has none). Derived from the contract's schemas, so a
 * field added there is kept here too.
 */
const Text = z.string();
const DraftDates = { date: Text, end: Text.optional(), share: Text.optional() };

const DraftMeta = Meta.pick({ answerable: true, deceased: true, copied: true }).catchall(Text);

const DraftDateRecord = DateRecord.extend({ id: Text, ...DraftDates }).strip();

/** A principal whose entity or party was removed stays as it was: validation says it is gone. */
const DraftPrincipal = NomineePrincipal.extend({ entityId: Text, partyId: Text.optional() }).strip();

const DraftParty = Party.extend({
  id: Text,
  name: Text,
  children: z.array(DraftDateRecord),
  meta: DraftMeta.optional(),
  nomineeFor: DraftPrincipal.optional(),
}).strip();

const DraftOwnerDate = OwnerDate.extend({ id: Text, ...DraftDates }).strip();

const DraftEntity = Entity.extend({
  id: Text,
  name: Text,
  children: z.array(DraftParty),
  dates: z.array(DraftOwnerDate),
  incorporation_date: Text.optional(),
  answers: z.record(Text, z.unknown()).optional(),
  meta: DraftMeta,
}).strip();

export const DraftStructure = SurveyStructure.extend({
  name: Text,
  entities: z.record(Text, DraftEntity),
}).strip();

/** The stored draft, or null when there is none or it cannot be read (then the builder starts afresh). */
export function loadDraft(key: string): SurveyStructure | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = DraftStructure.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the draft; a full or blocked storage must not break the form, so failures are ignored. */
export function saveDraft(key: string, structure: SurveyStructure): void {
  try {
    localStorage.setItem(key, JSON.stringify(structure));
  } catch {
    // Storage full or disabled (private mode): the draft lives on in memory only.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}
