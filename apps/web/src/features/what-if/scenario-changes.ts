import { OptionalStructureDate, type ScenarioChanges, type ScenarioDate } from '@tsr/contract';

/**
 * A scenario's changes as the What if editor keeps them (issue 33): only what differs from the
 * review. An answer set back to the review's, or a date set back to the structure's, is no change,
 * so the changes sent, saved and counted are exactly the questions and dates marked changed.
 */

export const NO_CHANGES: ScenarioChanges = { answers: {}, dates: [] };

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Whether two answers are the same: no answer, null and an empty text or list are all "no
 * answer" (SurveyJS clears a question so); a list of choices is the same in any order (SurveyJS
 * keeps them in the order they were ticked).
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA && emptyB;
  if (Array.isArray(a) && Array.isArray(b) && a.every(isScalar) && b.every(isScalar)) {
    const key = (item: string | number | boolean) => `${typeof item}:${String(item)}`;
    return a.length === b.length && [...a.map(key)].sort().join('|') === [...b.map(key)].sort().join('|');
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether the scenario changes this question, and to what (null: the answer taken away). */
export function answerChange(
  changes: ScenarioChanges,
  partId: string,
  name: string,
): { changed: true; value: unknown } | { changed: false } {
  const part = changes.answers[partId];
  if (!part || !Object.hasOwn(part, name)) return { changed: false };
  return { changed: true, value: part[name] };
}

/**
 * The changes with this question's answer set to `value`; an answer the same as the review's
 * (`original`) removes the change. An emptied answer is sent as null, which takes the answer away.
 */
export function withAnswer(
  changes: ScenarioChanges,
  question: { partId: string; name: string; original: unknown },
  value: unknown,
): ScenarioChanges {
  if (sameAnswer(value, question.original)) return withoutAnswer(changes, question.partId, question.name);
  const part = { ...changes.answers[question.partId], [question.name]: isEmpty(value) ? null : value };
  return { ...changes, answers: { ...changes.answers, [question.partId]: part } };
}

/** The changes without this question's: its answer is the review's again. */
export function withoutAnswer(changes: ScenarioChanges, partId: string, name: string): ScenarioChanges {
  const part = changes.answers[partId];
  if (!part || !Object.hasOwn(part, name)) return changes;
  const { [name]: _removed, ...rest } = part;
  const answers = { ...changes.answers };
  if (Object.keys(rest).length === 0) delete answers[partId];
  else answers[partId] = rest;
  return { ...changes, answers };
}

/** A date of the structure a scenario may change: which one it is, without the date. */
export type DateTarget =
  | Omit<Extract<ScenarioDate, { kind: 'entityEnd' }>, 'date'>
  | Omit<Extract<ScenarioDate, { kind: 'holdingEnd' }>, 'date'>
  | Omit<Extract<ScenarioDate, { kind: 'recordEnd' }>, 'date'>;

/** One key per date of the structure, the same for a target and for a change of it. */
export function dateKey(target: DateTarget | ScenarioDate): string {
  switch (target.kind) {
    case 'entityEnd':
      return `entity|${target.entityId}`;
    case 'holdingEnd':
      return `holding|${target.entityId}|${target.ownerId}|${target.start}`;
    case 'recordEnd':
      return `record|${target.entityId}|${target.partyId}|${target.recordId}`;
  }
}

/** The scenario's date for this target, when it changes it. */
export function dateChange(changes: ScenarioChanges, target: DateTarget): ScenarioDate | undefined {
  const key = dateKey(target);
  return changes.dates.find((change) => dateKey(change) === key);
}

/**
 * The changes with this date set as typed ('' takes the date away); the structure's own date
 * (`original`, '' when it has none) removes the change.
 */
export function withDate(
  changes: ScenarioChanges,
  target: DateTarget,
  original: string,
  date: string,
): ScenarioChanges {
  const key = dateKey(target);
  const others = changes.dates.filter((change) => dateKey(change) !== key);
  if (date.trim() === original) return { ...changes, dates: others };
  // The union's members each take a date; spread, the compiler loses which member it is.
  const change = { ...target, date } as ScenarioDate;
  const at = changes.dates.findIndex((existing) => dateKey(existing) === key);
  const dates = at === -1 ? [...others, change] : changes.dates.map((d, i) => (i === at ? change : d));
  return { ...changes, dates };
}

/** Why a typed end date cannot be sent, or null: a real dd/mm/yyyy date, or nothing. */
export function dateProblem(date: string): string | null {
  const parsed = OptionalStructureDate.safeParse(date.trim());
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter a real date');
}

/** The changes as they are sent: dates trimmed. */
export function toSend(changes: ScenarioChanges): ScenarioChanges {
  return { answers: changes.answers, dates: changes.dates.map((d) => ({ ...d, date: d.date.trim() })) };
}

/** How many questions and dates the scenario changes. */
export function changeCount(changes: ScenarioChanges): number {
  return (
    Object.values(changes.answers).reduce((n, part) => n + Object.keys(part).length, 0) + changes.dates.length
  );
}

/** Whether two sets of changes change the same questions and dates to the same values. */
export function sameChanges(a: ScenarioChanges, b: ScenarioChanges): boolean {
  if (changeCount(a) !== changeCount(b)) return false;
  for (const [partId, part] of Object.entries(a.answers))
    for (const [name, value] of Object.entries(part)) {
      const other = answerChange(b, partId, name);
      if (!other.changed || !sameAnswer(value, other.value)) return false;
    }
  return a.dates.every((d) => dateChange(b, d)?.date.trim() === d.date.trim());
}
