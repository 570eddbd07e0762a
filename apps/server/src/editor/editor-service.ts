import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  compareGolden,
  exclusivePairs,
  type GoldenScores,
  goldenCoverage,
  goldenWalks,
  scoreWalks,
  type WalkedCase,
  withThreshold,
} from '@tsr/content/golden';
import {
  type CheckLogicResponse,
  type ContentFinding,
  type Definitions,
  EDITOR_UPLOAD_MAX_BYTES,
  type EditorProblem,
  type EditorSection,
  type EditorSectionAnswer,
  type EditorVocabulary,
  type GoldenComparison,
  NO_CHANGES_TO_SAVE,
  type PublishResponse,
  routes,
  SAVE_SUCCESS,
  type SaveSectionResponse,
  SECTION_CONTENT,
  SurveyContent,
  type UploadUrlResponse,
} from '@tsr/contract';
import {
  type CompiledContent,
  checkLogic,
  compileContent,
  contentProblems,
  contentVocabulary,
  loadContent,
  loadedUnchanged,
  savedDefinitions,
  ukDateTime,
} from '@tsr/domain';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertAdmin } from '../http/policies';
import { SiteSettingsService } from '../settings/site-settings-service';
import type { SurveyStore, SurveyVersion } from '../survey/survey-store';
import { DraftRepository, type DraftState, revisionKey } from './draft-repository';
import { exclusiveProblems } from './exclusive-problems';
import { newUnsafeAddress } from './new-unsafe-address';
import { PUBLISH_GATE_MESSAGES, publishPreview, publishRefusal, reviewsInProgress } from './publish-gate';

const SECTION_NAMES: Record<EditorSection, string> = {
  questions: 'survey questions',
  rules: 'rules',
  responses: 'responses',
  definitions: 'definitions',
};

export const EDITOR_SERVICE_MESSAGES = {
  conflict: (section: EditorSection, who: string | null, when: Date) =>
    `${who ?? 'Another administrator'} saved the ${SECTION_NAMES[section]} at ${ukDateTime(when)}, after you opened them, so your save was refused. Your edits are kept in this tab: merge them with the saved ${SECTION_NAMES[section]}, then save again.`,
  contentNeeded: 'content: the section is needed (or requestS3Key naming an uploaded file).',
  publishErrors: (count: number) =>
    `The draft has ${count} ${count === 1 ? 'error' : 'errors'}, so it was not published. Fix ${count === 1 ? 'it' : 'them'} and publish again.`,
  goldenChanged: PUBLISH_GATE_MESSAGES.goldenChanged,
  nothingToPublish: (version: number) =>
    `No changes to publish: the draft is the same as the published version ${version}.`,
  draftChanged:
    'The draft was saved by another administrator while you were publishing, so it was not published. Check it again and publish.',
  noUploads: 'Large payloads cannot be uploaded: no file store is configured.',
  uploadTooLarge: `The payload is larger than ${EDITOR_UPLOAD_MAX_BYTES} bytes, the most an upload may hold.`,
  uploadMissing: 'requestS3Key: no uploaded JSON has that key. Upload the payload again and save.',
  /** The route's notFound: the same answer for an id never issued and for a malformed one. */
  uploadNotFound: routes.editorUploadPut.notFound,
} as const;

const REVISIONS_MAX_AGE_MS = 1000;

/** The draft as a review would load it, for one set of revisions; its golden scores once asked for. */
interface CompiledDraft {
  key: string;
  content: SurveyContent;
  compiled: CompiledContent;
  /** Load dropped nothing: `compiled` is `content` compiled, so validation need not compile again. */
  unchangedByLoad: boolean;
  walks?: (WalkedCase | null)[];
  golden?: GoldenScores[];
  problems?: EditorProblem[];
}

/** A published version's golden cases: the answered parts, and the scores once a comparison asked. */
interface PublishedGolden {
  walks: (WalkedCase | null)[];
  /** A draft's problems may need only the walks (to reuse them), not the published scores. */
  scores?: GoldenScores[];
}

/** The stored JSON of the sections the questionnaire's walk depends on. */
const walkInputs = (content: SurveyContent): string =>
  JSON.stringify([content.questions, content.definitions]);

/** Editor uploads live under this prefix of the file store, one JSON file per upload id. */
const UPLOAD_KEY = /^editor-uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.json$/;
const uploadKey = (id: string) => `editor-uploads/${id.toLowerCase()}.json`;
/**
 * What an issued upload id holds until its JSON is PUT: an empty file of this type. It is how a PUT
 * knows the id was issued (404 otherwise), across servers sharing the store, with no table for it.
 */
const UPLOAD_PENDING = 'application/x-tsr-upload-pending';

/**
 * The content editors' server side. Admin-only: every method checks it (the routes
 * declare it too). The draft is compiled once per revision set, so checklogic and the
 * vocabulary do not compile the whole content on every keystroke.
 */
export class EditorService {
  private readonly drafts: DraftRepository;
  /** The provider's coverage threshold of Publish (issue 34). */
  private readonly settings: SiteSettingsService;
  private compiledDraft: CompiledDraft | null = null;
  private revisionsSeen: { at: number; revisions: Record<EditorSection, number> } | null = null;
  /** The golden walks and scores of published versions, by survey_versions id: a published version never changes. */
  private readonly publishedGolden = new Map<number, PublishedGolden>();

  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly files: FileStore | null = null,
  ) {
    this.drafts = new DraftRepository(db);
    this.settings = new SiteSettingsService(db);
  }

  /** A section of the draft (surveyId 'draft') or of a published version (revision 0). */
  async section(
    p: Principal,
    surveyId: 'draft' | number,
    section: EditorSection,
  ): Promise<EditorSectionAnswer> {
    assertAdmin(p);
    if (surveyId === 'draft') {
      const draft = await this.drafts.open();
      return answerOf(section, surveyId, draft.revisions[section], draft.content);
    }
    return answerOf(section, surveyId, 0, await this.drafts.published(surveyId));
  }

  async save(
    p: Principal,
    section: EditorSection,
    baseRevision: number,
    given: unknown,
    requestS3Key?: string,
  ): Promise<SaveSectionResponse> {
    assertAdmin(p);
    // The body's content is checked even when an upload replaces it: a faulty body is refused.
    const sent = given === undefined ? undefined : parsedSection(section, given);
    const parsed =
      requestS3Key === undefined ? sent : parsedSection(section, await this.readUpload(requestS3Key));
    if (parsed === undefined) throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.contentNeeded);
    // The stored form: what JSON keeps of the parsed section (defaults filled in).
    const content: unknown = JSON.parse(JSON.stringify(parsed));
    let stored = await this.drafts.section(section);
    if (!stored) {
      const draft = await this.drafts.open();
      stored = { revision: draft.revisions[section], content: draft.content[section] };
    }
    if (stored.revision !== baseRevision) await this.conflict(section);
    if (isDeepStrictEqual(stored.content, content))
      return { revision: baseRevision, changed: false, message: NO_CHANGES_TO_SAVE };
    const storedParsed = SECTION_CONTENT[section].safeParse(stored.content);
    const unsafe = newUnsafeAddress(section, parsed, storedParsed.success ? storedParsed.data : null);
    if (unsafe !== null) throw new AppError('BAD_REQUEST', unsafe);
    const revision = await this.drafts.saveSection(section, baseRevision, content, p.userId);
    if (revision === null) return this.conflict(section);
    this.revisionsSeen = null;
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
   * scored on the latest published version and the draft, and a change, or reviews in progress
   * whose questions change, need `confirmChanges`; a rule coverage under the provider's threshold
   * needs `confirmUncovered` (409 with the comparison, publish-gate.ts); warnings go back with the
   * new version.
   */
  async publish(p: Principal, confirmChanges: boolean, confirmUncovered = false): Promise<PublishResponse> {
    assertAdmin(p);
    const draft = await this.drafts.open();
    const compiled = this.compile(draft);
    const problems = await this.problemsOf(compiled);
    const errors = problems.filter((f) => f.severity === 'error').map(toFinding);
    if (errors.length > 0)
      throw new AppError('UNPROCESSABLE', EDITOR_SERVICE_MESSAGES.publishErrors(errors.length), {
        contentFindings: errors,
      });
    const latest = await this.surveys.latestPublished();
    // A second Publish without a save in between would make a version identical to the last. Both
    // were read from jsonb columns (keys in jsonb's order), so equal content is equal text: a
    // string compare is a tenth of a deep compare of the whole pack.
    if (JSON.stringify(draft.content) === JSON.stringify(await this.drafts.published(latest.version)))
      throw new AppError('CONFLICT', EDITOR_SERVICE_MESSAGES.nothingToPublish(latest.version));
    const comparison = await this.comparison(draft);
    const refusal = publishRefusal(comparison, { changes: confirmChanges, uncovered: confirmUncovered });
    if (refusal !== null) throw new AppError('CONFLICT', refusal, { comparison });
    const published = await this.drafts.publish(revisionKey(draft.revisions), draft.content, p.userId);
    if (!published) throw new AppError('CONFLICT', EDITOR_SERVICE_MESSAGES.draftChanged);
    // The new version is the draft as compiled and scored here: the next review start and the
    // next golden comparison need not compile or score it again.
    this.surveys.remember({ id: published.id, version: published.version, compiled: compiled.compiled });
    if (compiled.golden && compiled.walks)
      this.publishedGolden.set(published.id, { walks: compiled.walks, scores: compiled.golden });
    return {
      version: published.version,
      publishedAt: published.publishedAt.toISOString(),
      publishedBy: p.email,
      warnings: problems.filter((f) => f.severity === 'warning').map(toFinding),
      coverage: comparison.coverage.overall,
    };
  }

  async golden(p: Principal): Promise<GoldenComparison> {
    assertAdmin(p);
    return this.comparison(await this.drafts.open());
  }

  /**
   * validateContent's findings and the warnings of contentProblems, then the golden structures
   * on which two mutually exclusive rules both fire (errors). Those need the draft's golden
   * reports, so they are looked for only when the draft declares a pair: a draft without one
   * costs no golden run here. The golden scores are kept with the draft's revisions, so the
   * comparison of a Publish or of the golden dialog that follows reuses them.
   */
  private async problemsOf(draft: CompiledDraft): Promise<EditorProblem[]> {
    if (draft.problems) return draft.problems;
    const problems = contentProblems(draft.content, draft.unchangedByLoad ? draft.compiled : undefined);
    if (exclusivePairs(draft.compiled.content.rules.rules).length > 0) {
      const golden = this.draftGolden(draft, await this.surveys.latestPublished());
      problems.push(...exclusiveProblems(draft.content, golden));
    }
    draft.problems = problems;
    return problems;
  }

  /**
   * What Publish shows: the golden comparison, the draft's rule coverage counted from the same
   * golden reports (no run of its own), and the reviews in progress whose questions change.
   */
  private async comparison(draft: DraftState): Promise<GoldenComparison> {
    const latest = await this.surveys.latestPublished();
    const published = this.publishedWalks(latest);
    published.scores ??= scoreWalks(latest.compiled, published.walks);
    const compiled = this.compile(draft);
    const scores = this.draftGolden(compiled, latest);
    const [{ coverageThreshold }, inProgress] = await Promise.all([
      this.settings.current(),
      reviewsInProgress(this.db, this.drafts, latest.version, compiled.content),
    ]);
    const coverage = withThreshold(
      goldenCoverage(
        compiled.compiled,
        scores.map((one) => one.fired),
      ),
      coverageThreshold,
    );
    return publishPreview(compareGolden(published.scores, scores), coverage, inProgress);
  }

  /** The golden walks of a published version, kept by its id (a published version never changes). */
  private publishedWalks(latest: SurveyVersion): PublishedGolden {
    let published = this.publishedGolden.get(latest.id);
    if (!published) {
      published = { walks: goldenWalks(latest.compiled) };
      this.publishedGolden.set(latest.id, published);
    }
    return published;
  }

  /**
   * The draft's golden scores (with the exclusive-rule conflicts of each report), worked out once
   * per set of revisions, for the comparison and the problems alike.
   */
  private draftGolden(compiled: CompiledDraft, latest: SurveyVersion): GoldenScores[] {
    if (!compiled.golden) {
      // The walk through the questionnaire depends only on the questions and definitions: when
      // the draft's equal the published version's (an edit of rules or texts), its answered parts
      // are the same and only the reports are scored again.
      compiled.walks ??=
        walkInputs(compiled.compiled.content) === walkInputs(latest.compiled.content)
          ? this.publishedWalks(latest).walks
          : goldenWalks(compiled.compiled);
      compiled.golden = scoreWalks(compiled.compiled, compiled.walks);
    }
    return compiled.golden;
  }

  async problems(p: Principal): Promise<{ problems: EditorProblem[] }> {
    assertAdmin(p);
    return { problems: await this.problemsOf(this.compile(await this.drafts.open())) };
  }

  async vocabulary(p: Principal): Promise<EditorVocabulary> {
    assertAdmin(p);
    return contentVocabulary(this.compile(await this.drafts.open()).content);
  }

  /**
   * Where the browser uploads a large payload before a save with requestS3Key (spec 7.3, 9): this
   * server's editorUploadPut route, which keeps it in the file store (local disk or S3).
   */
  async uploadUrl(p: Principal, bytes: number): Promise<UploadUrlResponse> {
    assertAdmin(p);
    if (!this.files) throw new AppError('UNAVAILABLE', EDITOR_SERVICE_MESSAGES.noUploads);
    if (bytes > EDITOR_UPLOAD_MAX_BYTES)
      throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.uploadTooLarge);
    const id = randomUUID();
    await this.files.put(uploadKey(id), new Uint8Array(0), { contentType: UPLOAD_PENDING });
    return { key: uploadKey(id), url: `/api/editor/upload/${id}`, method: 'PUT', id };
  }

  /** Stores the JSON under an id uploadUrl issued; an id never issued, or used by a save, is 404. */
  async putUpload(p: Principal, id: string, body: unknown): Promise<void> {
    assertAdmin(p);
    if (!this.files) throw new AppError('UNAVAILABLE', EDITOR_SERVICE_MESSAGES.noUploads);
    if (!(await this.files.head(uploadKey(id)))) {
      throw new AppError('NOT_FOUND', EDITOR_SERVICE_MESSAGES.uploadNotFound);
    }
    await this.files.put(uploadKey(id), Buffer.from(JSON.stringify(body)), {
      contentType: 'application/json',
    });
  }

  /** The JSON an admin uploaded; the file is removed once read (a save uses it once). */
  private async readUpload(key: string): Promise<unknown> {
    if (!this.files) throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.noUploads);
    if (!UPLOAD_KEY.test(key)) throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.uploadMissing);
    const file = await this.files.get(key);
    // Issued but not yet PUT: kept, so the upload can still arrive.
    if (!file || file.contentType === UPLOAD_PENDING) {
      throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.uploadMissing);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.body.toString('utf8'));
    } catch {
      throw new AppError('BAD_REQUEST', EDITOR_SERVICE_MESSAGES.uploadMissing);
    }
    await this.files.delete(key);
    return parsed;
  }

  /** Spec 7.3 checklogic, against the draft's questions and definitions. */
  async checkLogic(p: Principal, logic: string): Promise<CheckLogicResponse> {
    assertAdmin(p);
    const revisions = await this.currentRevisions();
    const cached = this.compiledDraft;
    const compiled =
      cached && revisions && revisionKey(revisions) === cached.key
        ? cached.compiled
        : this.compile(await this.drafts.open()).compiled;
    return checkLogic(logic, { questionNames: compiled.questionNames, definitions: compiled.definitions });
  }

  /**
   * The draft's revisions for checklogic, read at most once a second: a keystroke's check does not
   * wait for the database, and a save by another server process is seen within a second (a save
   * through this process is seen at once).
   */
  private async currentRevisions(): Promise<Record<EditorSection, number> | null> {
    const seen = this.revisionsSeen;
    if (seen && Date.now() - seen.at < REVISIONS_MAX_AGE_MS) return seen.revisions;
    const revisions = await this.drafts.revisions();
    this.revisionsSeen = revisions ? { at: Date.now(), revisions } : null;
    return revisions;
  }

  /** The draft parsed and compiled (as a review would load it), once per set of revisions. */
  private compile(draft: DraftState): CompiledDraft {
    const key = revisionKey(draft.revisions);
    if (this.compiledDraft?.key === key) return this.compiledDraft;
    const content = SurveyContent.parse(draft.content);
    const loaded = loadContent(content);
    this.compiledDraft = {
      key,
      content,
      compiled: compileContent(loaded),
      unchangedByLoad: loadedUnchanged(content, loaded),
    };
    return this.compiledDraft;
  }
}

/** A section read from stored content, in the answer's form for that section. */
function answerOf(
  section: EditorSection,
  surveyId: 'draft' | number,
  revision: number,
  content: SurveyContent,
): EditorSectionAnswer {
  switch (section) {
    case 'questions':
      return { section, surveyId, revision, content: content.questions };
    case 'rules':
      return { section, surveyId, revision, content: content.rules };
    case 'responses':
      return { section, surveyId, revision, content: content.responses };
    case 'definitions':
      return { section, surveyId, revision, content: content.definitions };
  }
}

/**
 * A section's content parsed with its schema (definition ids lower-cased); a fault answers 400
 * in the form of a body the route validates: 'content.rules.0.score: ...'.
 */
function parsedSection(section: EditorSection, raw: unknown): unknown {
  const parsed = SECTION_CONTENT[section].safeParse(raw);
  // Spec 5.3: saved definition ids are lower-cased, whoever sends them.
  if (parsed.success)
    return section === 'definitions' ? savedDefinitions(parsed.data as Definitions) : parsed.data;
  const issue = parsed.error.issues[0];
  const path = ['content', ...(issue?.path ?? [])].map(String).join('.');
  throw new AppError('BAD_REQUEST', `${path}: ${issue?.message ?? 'invalid'}`);
}

const toFinding = (problem: EditorProblem): ContentFinding => ({
  code: problem.code,
  message: problem.message,
  path: problem.path,
  ...(problem.id !== undefined ? { id: problem.id } : {}),
});
