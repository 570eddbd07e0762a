import type { Part, SurveyStructure, TryPlace } from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { answersRead, foundOn } from '../report-text/risk-reasons';
import { countedAnswers } from '../sequencing/advance';
import { buildSubjects, type SubjectIndex } from '../subjects/subjects';
import { type LogicPlace, valueText } from './logic-places';

/**
 * What an item is tried on: a review answered to the end (a golden structure walked with its
 * scripted answers, or a submitted review moved onto the draft), with its name for the author.
 */
export interface TriedReview {
  readonly name: string;
  /** The prepared structure. */
  readonly structure: SurveyStructure;
  readonly parts: readonly Part[];
  /** The date the review is as at (dd/mm/yyyy): what today() reads. */
  readonly today?: string;
}

/** The subjects logic reads on the target, from the answers that count: as buildReport makes them. */
export function targetSubjects(target: TriedReview, content: CompiledContent): SubjectIndex {
  const context = {
    structure: target.structure,
    content,
    ...(target.today ? { today: target.today } : {}),
  };
  const counted = countedAnswers(context, target.parts);
  return counted.unchanged ? counted.subjects : buildSubjects(target.structure, counted.answers);
}

/** A place told for the author: where by name, the value, and the answers read in the customer's words. */
export function placeOf(
  place: LogicPlace,
  target: TriedReview,
  content: CompiledContent,
  extra: { holds?: boolean; reason?: string } = {},
): TryPlace {
  const at = {
    entityId: place.entity.id,
    ...(place.loop ? { loopInstance: place.loop.id } : {}),
  };
  return {
    ...at,
    where: foundOn(target.structure, at),
    holds: extra.holds ?? place.holds,
    value: valueText(place.value),
    ...(extra.reason ? { reason: extra.reason } : {}),
    answers: answersRead(place.reads, target.structure, content, true),
    problems: [...place.problems],
  };
}

/** 'place' or 'places', agreeing with the number. */
export const places = (count: number): string => `${count} ${count === 1 ? 'place' : 'places'}`;
