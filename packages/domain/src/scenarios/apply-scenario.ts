import type { Part, ScenarioChanges, ScenarioDate, SurveyStructure } from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { moveToSurvey } from '../sequencing/advance';
import { checkPartAnswers } from '../sequencing/answer-check';
import { reviewSubjects } from '../sequencing/visibility';
import { prepareStructure } from '../structure/prepare';
import { validateForStart } from '../structure/validate';
import type { SubjectIndex } from '../subjects/subjects';

/**
 * What if (issue 33): a submitted review with a scenario's changes, ready to be scored on the
 * report's own content version. The structure's dates change first (a company wound up, a holding
 * ended), checked as a structure is checked before a review starts; the parts
 * are then rebuilt on the changed structure and keep their answers by part (as moving to another
 * version does), and the scenario's answers are set on them, checked as Next checks answers. The
 * answers that count are decided when scoring, as for any review, so an answer a changed date
 * hides does not count.
 */
export interface ScenarioReview {
  /** The structure as drawn (with the scenario's dates, in an outcome). */
  readonly drawn: SurveyStructure;
  /** Prepared, for scoring. */
  readonly prepared: SurveyStructure;
  readonly parts: readonly Part[];
}

export type ScenarioOutcome = { ok: true; review: ScenarioReview } | { ok: false; message: string };

export const SCENARIO_MESSAGES = {
  noEntity: 'The scenario changes an entity that is not in this structure.',
  noHolding: (entity: string) => `The scenario ends a holding of ${entity} that is not in this structure.`,
  noParty: (entity: string) => `The scenario changes a person of ${entity} who is not in this structure.`,
  noRecord: (party: string) => `The scenario ends a dated record of ${party} that is not in this structure.`,
  noPart: 'The scenario changes answers of a part this review does not have.',
  notAQuestion: (part: string, name: string) => `'${name}' is not a question of ${part}.`,
} as const;

export function applyScenario(
  review: ScenarioReview,
  content: CompiledContent,
  changes: ScenarioChanges,
  today: string,
): ScenarioOutcome {
  const dated = datedReview(review, content, changes.dates);
  if (typeof dated === 'string') return { ok: false, message: dated };
  const { drawn, prepared } = dated;
  const parts = dated.parts.map((part) => ({ ...part }));
  const context = { structure: prepared, content, today };
  // Until a date or an answer changes, the parts are the review's own, and so are their subjects.
  let asAnswered = dated === review;
  for (const [partId, answers] of Object.entries(changes.answers)) {
    const at = parts.findIndex((part) => part.id === partId);
    const part = parts[at];
    if (!part) return { ok: false, message: SCENARIO_MESSAGES.noPart };
    const names = new Set(content.chunks.get(chunkKey(part.entityType, part.part))?.names ?? []);
    const merged: Record<string, unknown> = { ...part.answers };
    for (const [name, value] of Object.entries(answers)) {
      if (!names.has(name)) return { ok: false, message: SCENARIO_MESSAGES.notAQuestion(part.title, name) };
      if (value === null) delete merged[name];
      else merged[name] = value;
    }
    // Checked as Next checks a part: on the answers of the scenario so far.
    const subjects = asAnswered ? answeredSubjects(review, context) : reviewSubjects(context, parts);
    const problem = checkPartAnswers(part, merged, content, subjects, today)[0];
    if (problem) return { ok: false, message: problem.message };
    parts[at] = { ...part, answers: merged, answered: true };
    asAnswered = false;
  }
  return { ok: true, review: { drawn, prepared, parts } };
}

/**
 * The subjects of the review as it was answered, kept per review: a user tries one change after
 * another on the same review (the report worker keeps the review), and building them is a fifth of
 * a try on 50 entities.
 */
const kept = new WeakMap<
  ScenarioReview,
  { content: CompiledContent; today: string; subjects: SubjectIndex }
>();

function answeredSubjects(
  review: ScenarioReview,
  context: { structure: SurveyStructure; content: CompiledContent; today: string },
): SubjectIndex {
  const found = kept.get(review);
  if (found?.content === context.content && found.today === context.today) return found.subjects;
  const subjects = reviewSubjects(context, review.parts);
  kept.set(review, { content: context.content, today: context.today, subjects });
  return subjects;
}

/**
 * The review with the scenario's dates: checked, prepared again and its parts rebuilt. Without
 * dates it is the review as it is: its structure was checked and prepared when it started.
 */
function datedReview(
  review: ScenarioReview,
  content: CompiledContent,
  dates: readonly ScenarioDate[],
): ScenarioReview | string {
  if (dates.length === 0) return review;
  const drawn = withDates(review.drawn, dates);
  if (typeof drawn === 'string') return drawn;
  const finding = validateForStart(drawn).find((f) => f.severity === 'error' || f.severity === 'invalid');
  if (finding) return finding.message;
  const prepared = prepareStructure(drawn);
  return {
    drawn,
    prepared,
    parts: moveToSurvey(prepared, { parts: [...review.parts] }, content, content).parts,
  };
}

/** The drawn structure with the scenario's dates, or what is wrong with them. */
function withDates(drawn: SurveyStructure, dates: readonly ScenarioDate[]): SurveyStructure | string {
  const structure: SurveyStructure = structuredClone(drawn);
  for (const change of dates) {
    const entity = structure.entities[change.entityId];
    if (!entity) return SCENARIO_MESSAGES.noEntity;
    if (change.kind === 'entityEnd') {
      entity.meta = { ...entity.meta, end_date: change.date };
      continue;
    }
    if (change.kind === 'holdingEnd') {
      const holding = entity.dates.find((d) => d.id === change.ownerId && d.date === change.start);
      if (!holding) return SCENARIO_MESSAGES.noHolding(entity.name);
      holding.end = change.date;
      continue;
    }
    const party = entity.children.find((p) => p.id === change.partyId);
    if (!party) return SCENARIO_MESSAGES.noParty(entity.name);
    const record = party.children.find((r) => r.id === change.recordId);
    if (!record) return SCENARIO_MESSAGES.noRecord(party.name);
    record.end = change.date;
  }
  return structure;
}
