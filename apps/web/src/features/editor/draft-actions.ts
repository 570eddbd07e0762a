import {
  type ContentFinding,
  NO_CHANGES_TO_SAVE,
  type PublishResponse,
  SAVE_SUCCESS,
  type SurveyContent,
} from '@tsr/contract';
import { ApiError } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { changedSections, type Edits, type Section } from './draft-sections';
import type { SaveAnswer } from './editor-api';
import type { GoldenComparison } from './golden';

/** Spec 8: what Save says when there is nothing to send, or nothing the server did not have. */
export const NO_CHANGES = NO_CHANGES_TO_SAVE;
export const SUCCESS = SAVE_SUCCESS;

export interface SaveDeps {
  saveSection: <S extends Section>(
    section: S,
    baseRevision: number,
    content: SurveyContent[S],
  ) => Promise<SaveAnswer>;
  /**
   * Called after each section the server accepted, so a later failure keeps what was saved.
   * `content` is what was sent: edits made while the save was on its way are not in it.
   */
  saved: <S extends Section>(section: S, revision: number, content: SurveyContent[S]) => void;
}

/**
 * Saves only the changed sections, each with the revision its edits started from. The first
 * failure (a 409 names who saved meanwhile) is thrown; its section and the ones after it stay
 * edits, so nothing typed is lost.
 */
export async function saveEdits(edits: Edits, deps: SaveDeps): Promise<string> {
  const sections = changedSections(edits);
  if (sections.length === 0) return NO_CHANGES;
  let anyChanged = false;
  for (const section of sections) {
    const edit = edits[section];
    if (!edit) continue;
    const answer = await deps.saveSection(section, edit.baseRevision, edit.content);
    anyChanged ||= answer.changed;
    deps.saved(section, answer.revision, edit.content);
  }
  return anyChanged ? SUCCESS : NO_CHANGES;
}

export type PublishAnswer = PublishResponse;

export interface PublishDeps {
  publish: (confirmChanges: boolean, confirmUncovered: boolean) => Promise<PublishAnswer>;
  /** Shows the golden comparison; true when the admin confirms publishing anyway. */
  confirm: (comparison: GoldenComparison) => Promise<boolean>;
  /** Shows the errors that stop publishing (validateContent). */
  showFindings: (findings: ContentFinding[]) => void;
}

export const PUBLISH_CANCELLED = 'Not published: what publishing changes was not confirmed';

/** How many times Publish asks again when what it showed went stale (another admin's threshold). */
const CONFIRMATIONS = 3;

/**
 * Publishes the saved draft. When the golden structures' results change, reviews in progress
 * would lose answers, or the rule coverage is under the threshold, the server answers 409 with
 * the comparison: the admin sees it and must confirm (the uncovered rules explicitly, which the
 * dialog asks for below the threshold). A 409 after a confirmation (the threshold rose meanwhile)
 * shows the new comparison. 422 lists the content's errors.
 */
export async function publishDraftFlow(deps: PublishDeps): Promise<string> {
  let confirmChanges = false;
  let confirmUncovered = false;
  for (let asked = 0; ; asked += 1) {
    try {
      return describe(await deps.publish(confirmChanges, confirmUncovered));
    } catch (error) {
      if (!(error instanceof ApiError) || typeof error.failure === 'string') throw error;
      const { comparison, contentFindings } = error.failure as {
        comparison?: GoldenComparison;
        contentFindings?: ContentFinding[];
      };
      if (error.status === 422 && contentFindings) deps.showFindings(contentFindings);
      if (error.status !== 409 || !comparison || asked >= CONFIRMATIONS) throw error;
      if (!(await deps.confirm(comparison))) throw new Error(PUBLISH_CANCELLED);
      confirmChanges = true;
      confirmUncovered = comparison.coverage.belowThreshold;
    }
  }
}

function describe(answer: PublishAnswer): string {
  const warnings = answer.warnings.length;
  const { fired, rules, percent } = answer.coverage;
  return (
    `Published version ${answer.version}${warnings ? ` (${countOf(warnings, 'warning')})` : ''}. ` +
    `The golden structures fire ${fired} of ${countOf(rules, 'rule')} (${percent}%).`
  );
}
