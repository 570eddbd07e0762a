import { isDeepStrictEqual } from 'node:util';
import { compareGolden, type GoldenScores, goldenScores } from '@tsr/content/golden';
import {
  type CheckLogicResponse,
  type ContentFinding,
  Definitions,
  type EditorProblem,
  type EditorSection,
  type EditorVocabulary,
  type GoldenComparison,
  NO_CHANGES_TO_SAVE,
  type PublishResponse,
  ResponseTree,
  RuleTree,
  SAVE_SUCCESS,
  type SaveSectionResponse,
  SurveyContent,
  SurveyQuestions,
} from '@tsr/contract';
import {
  type CompiledContent,
  checkLogic,
  compileContent,
  contentProblems,
  contentVocabulary,
  loadContent,
  ukDateTime,
} from '@tsr/domain';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertAdmin } from '../reviews/review-access';
import type { SurveyStore } from '../survey/survey-store';
import { DraftRepository, type DraftState, revisionKey } from './draft-repository';

/** Each section's schema: a save is parsed with it (400 names the path of the first fault). */
const SECTION_SCHEMAS: Record<EditorSection, z.ZodType> = {
  questions: SurveyQuestions,
  rules: RuleTree,
  responses: ResponseTree,
  definitions: Definitions,
};

const SECTION_NAMES: Record<EditorSection, string> = {
  questions: 'survey questions',
  rules: 'rules',
  responses: 'responses',
  definitions: 'definitions',
};

export const EDITOR_SERVICE_MESSAGES = {
  conflict: (section: EditorSection, who: string | null, when: Date) =>
    `${who ?? 'Another administrator'} saved the ${SECTION_NAMES[section]} at ${ukDateTime(when)}, after you opened them, so your save was refused. Your edits are kept in this tab: reload the ${SECTION_NAMES[section]} to see the saved version and make your changes again.`,
  contentNeeded: 'content: the section is needed (or requestS3Key naming an uploaded file).',
  publishErrors: (count: number) =>
    `The draft has ${count} ${count === 1 ? 'error' : 'errors'}, so it was not published. Fix ${count === 1 ? 'it' : 'them'} and publish again.`,
  goldenChanged:
    'Publishing changes the results of golden structures. Check the changes and confirm to publish.',
  draftChanged:
    'The draft was saved by another administrator while you were publishing, so it was not published. Check it again and publish.',
  noUploads: 'Large payloads cannot be uploaded: no file store is configured.',
} as const;

/** The draft as a review would load it, for one set of revisions; its golden scores once asked for. */
interface CompiledDraft {
  key: string;
  content: SurveyContent;
  compiled: CompiledContent;
  golden?: GoldenScores[];
}

/** Reads an uploaded payload (spec 7.3 requestS3Key) from the file store. */
export type ReadUpload = (key: string) => Promise<unknown>;

/**
 * Issue 13: the content editors' server side. Admin-only: every method checks it (the routes
 * declare it too). The draft is compiled once per revision set, so checklogic and the
 * vocabulary do not compile the whole content on every keystroke.
 */
export class EditorService {
  private readonly drafts: DraftRepository;
  private compiledDraft: CompiledDraft | null = null;
  /** The golden scores of published versions, by survey_versions id: a published version never changes. */
  private readonly publishedGolden = new Map<number, GoldenScores[]>();

  constructor(
    db: Db,
    private readonly surveys: SurveyStore,
    private readonly readUpload: ReadUpload | null = null,
  ) {
    this.drafts = new DraftRepository(db);
  }

  /** A section of the draft (surveyId 'draft') or of a published version (revision 0). */
  async section<S extends EditorSection>(
    p: Principal,
    surveyId: 'draft' | number,
    section: S,
  ): Promise<{ surveyId: 'draft' | number; revision: number; content: SurveyContent[S] }> {
    assertAdmin(p);
    if (surveyId === 'draft') {
      const draft = await this.drafts.open();
      return { surveyId, revision: draft.revisions[section], content: draft.content[section] };
    }
    const content = await this.drafts.published(surveyId);
    return { surveyId, revision: 0, content: content[section] };
  }

  async save(
    p: Principal,
    section: EditorSection,
    baseRevision: number,
    given: unknown,
    requestS3Key?: string,
  ): Promise<SaveSectionResponse> {
    assertAdmin(p);
    let raw = given;
    if (requestS3Key !== undefined) {
      if (!this.readUpload) throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.noUploads);
      raw = await this.readUpload(requestS3Key);
    }
    if (raw === undefined) throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.contentNeeded);
    const parsed = SECTION_SCHEMAS[section].safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // The same form as a body the route validates: 'content.rules.0.score: ...'.
      const path = ['content', ...(issue?.path ?? [])].map(String).join('.');
      throw new AppError('BAD_REQUEST', `${path}: ${issue?.message ?? 'invalid'}`);
    }
    // The stored form: what JSON keeps of the parsed section (defaults filled in).
    const content: unknown = JSON.parse(JSON.stringify(parsed.data));
    const draft = await this.drafts.open();
    if (draft.revisions[section] !== baseRevision) await this.conflict(section);
    if (isDeepStrictEqual(draft.content[section], content))
      return { revision: baseRevision, changed: false, message: NO_CHANGES_TO_SAVE };
    const revision = await this.drafts.saveSection(section, baseRevision, content, p.userId);
    if (revision === null) return this.conflict(section);
    return { revision, changed: true, message: SAVE_SUCCESS };
  }

  private async conflict(section: EditorSection): Promise<never> {
    const state = await this.drafts.sectionState(section);
    throw new AppError(
      'CONFLICT',
      EDITOR_SERVICE_MESSAGES.conflict(section, state.updatedByEmail, state.updatedAt),
    );
  }

  /**
   * Publish: validateContent's errors refuse it (422, every finding); the golden structures are
   * scored on the latest published version and the draft, and a change needs `confirmChanges`
   * (409 with the comparison); warnings go back with the new version.
   */
  async publish(p: Principal, confirmChanges: boolean): Promise<PublishResponse> {
    assertAdmin(p);
    const draft = await this.drafts.open();
    const problems = contentProblems(this.compile(draft).content);
    const errors = problems.filter((f) => f.severity === 'error').map(toFinding);
    if (errors.length > 0)
      throw new AppError('UNPROCESSABLE', EDITOR_SERVICE_MESSAGES.publishErrors(errors.length), {
        contentFindings: errors,
      });
    const comparison = await this.comparison(draft);
    if (comparison.changed && !confirmChanges)
      throw new AppError('CONFLICT', EDITOR_SERVICE_MESSAGES.goldenChanged, { comparison });
    const published = await this.drafts.publish(revisionKey(draft.revisions), draft.content, p.userId);
    if (!published) throw new AppError('CONFLICT', EDITOR_SERVICE_MESSAGES.draftChanged);
    return {
      version: published.version,
      publishedAt: published.publishedAt.toISOString(),
      publishedBy: p.email,
      warnings: problems.filter((f) => f.severity === 'warning').map(toFinding),
    };
  }

  async golden(p: Principal): Promise<GoldenComparison> {
    assertAdmin(p);
    return this.comparison(await this.drafts.open());
  }

  private async comparison(draft: DraftState): Promise<GoldenComparison> {
    const latest = await this.surveys.latestPublished();
    let published = this.publishedGolden.get(latest.id);
    if (!published) {
      published = goldenScores(latest.compiled);
      this.publishedGolden.set(latest.id, published);
    }
    const compiled = this.compile(draft);
    compiled.golden ??= goldenScores(compiled.compiled);
    return compareGolden(published, compiled.golden);
  }

  async problems(p: Principal): Promise<{ problems: EditorProblem[] }> {
    assertAdmin(p);
    return { problems: contentProblems(this.compile(await this.drafts.open()).content) };
  }

  async vocabulary(p: Principal): Promise<EditorVocabulary> {
    assertAdmin(p);
    return contentVocabulary(this.compile(await this.drafts.open()).content);
  }

  /**
   * Where the browser uploads a large payload before a save with requestS3Key (spec 7.3, 9).
   * Needs the file store (branch site-content); until it is merged the call says so.
   */
  async uploadUrl(p: Principal, _bytes: number): Promise<never> {
    assertAdmin(p);
    throw new AppError('UNAVAILABLE', EDITOR_SERVICE_MESSAGES.noUploads);
  }

  /** Spec 7.3 checklogic, against the draft's questions and definitions. */
  async checkLogic(p: Principal, logic: string): Promise<CheckLogicResponse> {
    assertAdmin(p);
    const revisions = await this.drafts.revisions();
    const cached = this.compiledDraft;
    const compiled =
      cached && revisions && revisionKey(revisions) === cached.key
        ? cached.compiled
        : this.compile(await this.drafts.open()).compiled;
    return checkLogic(logic, { questionNames: compiled.questionNames, definitions: compiled.definitions });
  }

  /** The draft parsed and compiled (as a review would load it), once per set of revisions. */
  private compile(draft: DraftState): CompiledDraft {
    const key = revisionKey(draft.revisions);
    if (this.compiledDraft?.key === key) return this.compiledDraft;
    const content = SurveyContent.parse(draft.content);
    this.compiledDraft = { key, content, compiled: compileContent(loadContent(content)) };
    return this.compiledDraft;
  }
}

const toFinding = (problem: EditorProblem): ContentFinding => ({
  code: problem.code,
  message: problem.message,
  path: problem.path,
  ...(problem.id !== undefined ? { id: problem.id } : {}),
});
