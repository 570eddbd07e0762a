import {
  CopiedFlag,
  DateRecordType,
  EntityType,
  PartyType,
  type SurveyStructure,
  YesNoValue,
} from '@tsr/contract';
import { z } from 'zod';

/**
 * Spec 2.4: the draft lives in browser local storage under one key and is cleared when the review
 * starts. The preview screen keeps its own draft, so an admin trying the survey never overwrites
 * the structure they are building for a real review.
 */
export const DRAFT_KEY = 'tsr.structureDraft';
export const PREVIEW_DRAFT_KEY = 'tsr.structureDraft.preview';

/*
 * The stored draft is the contract's SurveyStructure with one difference: date fields hold the
 * text as typed, which may not be a real date yet. So this schema takes any string where the
 * contract wants dd/mm/yyyy; the builder's validation reports the bad ones at their fields.
 */
const Text = z.string();

const DraftMeta = z
  .object({
    answerable: YesNoValue.optional(),
    deceased: YesNoValue.optional(),
    copied: CopiedFlag.optional(),
  })
  .catchall(Text);

const DraftDateRecord = z.object({ id: Text, type: DateRecordType, date: Text, end: Text.optional() });

const DraftParty = z.object({
  id: Text,
  name: Text,
  type: PartyType,
  parent: Text,
  ordinal: z.number().int(),
  children: z.array(DraftDateRecord),
  meta: DraftMeta.optional(),
  copiedFrom: Text.optional(),
});

const DraftEntity = z.object({
  id: Text,
  name: Text,
  type: EntityType,
  actingAs: z.enum(['settlor', 'founder']).optional(),
  copiedFrom: Text.optional(),
  copiedTo: z.array(Text).optional(),
  errorMessage: Text.optional(),
  children: z.array(DraftParty),
  parent: Text.optional(),
  overs: z.array(Text),
  unders: z.array(Text),
  dates: z.array(z.object({ id: Text, date: Text, end: Text.optional() })),
  order: z.number().int().optional(),
  added: z.boolean().optional(),
  incorporation_date: Text.optional(),
  answers: z.record(Text, z.unknown()).optional(),
  meta: DraftMeta,
  metaArray: z.record(Text, z.array(Text)).optional(),
});

export const DraftStructure = z.object({
  name: Text,
  entities: z.record(Text, DraftEntity),
  rootEntitiesIds: z.array(Text),
});

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
