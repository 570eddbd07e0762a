import { z } from 'zod';
import { ContentFinding, Definitions, ResponseTree, RuleTree, SurveyQuestions } from './content';
import { CoverageShare, GoldenCoverage, ReviewsInProgressOnVersion } from './publish-gate';

/** POST /api/editor/checklogic (spec 7.3): a logic text to check against the draft survey. */
export const CheckLogicRequest = z.object({ logic: z.string().max(100_000) });
export type CheckLogicRequest = z.infer<typeof CheckLogicRequest>;

/** One remark on a logic text; line and column are 1-based and point at the offending text. */
export const Hint = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  endLine: z.number().int(),
  endColumn: z.number().int(),
  /** Nearest known names, best first, for unknown questions, definitions, functions and relations. */
  suggestions: z.array(z.string()).optional(),
});
export type Hint = z.infer<typeof Hint>;

/**
 * One checked text: its hints and `logicChecked`, the text as the parser understood it (printed
 * back in canonical form, so precedence is visible), or '' when it does not parse.
 */
export const LogicEntry = z.object({ hints: z.array(Hint), logicChecked: z.string() });
export type LogicEntry = z.infer<typeof LogicEntry>;

/**
 * The key 'logic' holds the checked text itself; each definition it uses (directly or through
 * other definitions) has an entry under '@' + its id.
 */
export const CheckLogicResponse = z
  .object({ logicResponse: z.record(z.string(), LogicEntry) })
  .meta({ id: 'CheckLogicResponse' });
export type CheckLogicResponse = z.infer<typeof CheckLogicResponse>;

// ---------- the editor API (spec 7.3): draft sections, save, publish, golden gate ----------

/** The four parts of SurveyContent, each edited and saved on its own. */
export const EditorSection = z.enum(['questions', 'rules', 'responses', 'definitions']);
export type EditorSection = z.infer<typeof EditorSection>;

/** Spec 7.3: the survey an editor opens: `draft`, or a published version number (read-only). */
export const SurveyIdParams = z.object({
  surveyId: z.union([z.literal('draft'), z.coerce.number<number | string>().int().positive()]),
});
export type SurveyIdParams = z.infer<typeof SurveyIdParams>;

/** Spec 7.3: `GET /editor/{surveyId}/{kind}`, one section of the draft or of a published version. */
export const SectionReadParams = SurveyIdParams.extend({ section: EditorSection });
export type SectionReadParams = z.infer<typeof SectionReadParams>;

/** Spec 7.3: `POST /editor/{kind}/save`, a save of one section of the draft. */
export const SectionSaveParams = z.object({ section: EditorSection });
export type SectionSaveParams = z.infer<typeof SectionSaveParams>;

/** Each section's schema: a save is parsed with the one its path names (400 names the path of the first fault). */
export const SECTION_CONTENT = {
  questions: SurveyQuestions,
  rules: RuleTree,
  responses: ResponseTree,
  definitions: Definitions,
} as const satisfies Record<EditorSection, z.ZodType>;

/**
 * One section of the draft or of a published version, named by `section`. `revision` is the draft
 * section's optimistic version (starts at 1, +1 per successful save of that section); a published
 * version answers revision 0.
 */
function sectionAnswer<N extends EditorSection>(section: N) {
  return z.object({
    section: z.literal(section),
    surveyId: z.union([z.literal('draft'), z.number().int()]),
    revision: z.number().int().min(0),
    content: SECTION_CONTENT[section],
  });
}
export const EditorQuestions = sectionAnswer('questions');
export type EditorQuestions = z.infer<typeof EditorQuestions>;
export const EditorRules = sectionAnswer('rules');
export type EditorRules = z.infer<typeof EditorRules>;
export const EditorResponses = sectionAnswer('responses');
export type EditorResponses = z.infer<typeof EditorResponses>;
export const EditorDefinitions = sectionAnswer('definitions');
export type EditorDefinitions = z.infer<typeof EditorDefinitions>;

/** The answer of the section read: the section's own form, picked by `section`. */
export const EditorSectionAnswer = z.discriminatedUnion('section', [
  EditorQuestions,
  EditorRules,
  EditorResponses,
  EditorDefinitions,
]);
/** The answer for one section (all four when `S` is left out). */
export type EditorSectionAnswer<S extends EditorSection = EditorSection> = Extract<
  z.infer<typeof EditorSectionAnswer>,
  { section: S }
>;

/**
 * A save of one section: the revision the editor started from and the section's content, which
 * the server parses with the schema of the section the path names (SECTION_CONTENT). `content`
 * may be left out only when the query names `requestS3Key` (a large payload uploaded to the file
 * store).
 */
export const SaveSectionRequest = z.object({
  baseRevision: z.number().int().min(0),
  content: z.unknown().optional().meta({
    description:
      "The section the path names, as its schema takes it (questions: SurveyQuestions, rules: RuleTree, responses: ResponseTree, definitions: Definitions); 400 names the first fault's path, e.g. `content.rules.0.score`.",
  }),
});
export type SaveSectionRequest = z.input<typeof SaveSectionRequest>;

/** Spec 7.3 and 9: a large payload was uploaded to the file store under this key first. */
export const SaveQuery = z.object({ requestS3Key: z.string().min(1).max(300).optional() });
export type SaveQuery = z.infer<typeof SaveQuery>;

/** Spec 4: what a save with nothing changed says. */
export const NO_CHANGES_TO_SAVE = 'No changes to save';
export const SAVE_SUCCESS = 'Success';

export const SaveSectionResponse = z.object({
  /** The section's revision after the save (unchanged when nothing changed). */
  revision: z.number().int(),
  changed: z.boolean(),
  /** 'Success', or 'No changes to save' when the content equals the stored one. */
  message: z.string(),
});
export type SaveSectionResponse = z.infer<typeof SaveSectionResponse>;

export const PublishRequest = z.object({
  /** The author has seen the golden comparison and publishes although results change. */
  confirmChanges: z.boolean().default(false),
  /**
   * The author has seen the rules no golden structure fires and publishes although the coverage
   * is below the provider's threshold (GoldenCoverage).
   */
  confirmUncovered: z.boolean().default(false),
});
export type PublishRequest = z.input<typeof PublishRequest>;

export const PublishResponse = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  /** The email of the admin who published. */
  publishedBy: z.string(),
  /** validateContent's warnings: shown, publish went on. */
  warnings: z.array(ContentFinding),
  /** The published rules the golden structures fire (issue 34): said even when nothing asked for a confirmation. */
  coverage: CoverageShare,
});
export type PublishResponse = z.infer<typeof PublishResponse>;

/** One report-table cell of a golden structure whose score changes between published and draft. */
export const GoldenCell = z.object({
  row: z.string(),
  column: z.string(),
  published: z.number().nullable(),
  draft: z.number().nullable(),
});
export type GoldenCell = z.infer<typeof GoldenCell>;

/**
 * A cause a golden structure's report states (docs/scoring.md, causes) whose findings change
 * between published and draft: how many findings it has in each (null: not stated).
 */
export const GoldenCause = z.object({
  text: z.string(),
  published: z.number().int().nullable(),
  draft: z.number().int().nullable(),
});
export type GoldenCause = z.infer<typeof GoldenCause>;

export const GoldenCase = z.object({
  name: z.string(),
  publishedScore: z.number(),
  draftScore: z.number(),
  /** Only the cells that change. */
  cells: z.array(GoldenCell),
  /** Only the causes that change: how an author tests a rule's cause before publishing. */
  causes: z.array(GoldenCause),
});
export type GoldenCase = z.infer<typeof GoldenCase>;

/** Every golden structure of the content pack scored on the latest published version and on the draft. */
export const GoldenCaseComparison = z.object({ cases: z.array(GoldenCase), changed: z.boolean() });
export type GoldenCaseComparison = z.infer<typeof GoldenCaseComparison>;

/**
 * What Publish shows before it is confirmed: the golden comparison, the draft's rule coverage by
 * the golden structures, and the reviews in progress on earlier versions whose questions change
 * (only versions with such reviews and such changes are listed).
 */
export const GoldenComparison = GoldenCaseComparison.extend({
  coverage: GoldenCoverage,
  inProgress: z.array(ReviewsInProgressOnVersion),
}).meta({ id: 'GoldenComparison' });
export type GoldenComparison = z.infer<typeof GoldenComparison>;

/** One broken or suspicious reference in the draft (spec 3.4, 5.3). */
export const EditorProblem = z.object({
  section: EditorSection,
  /** The id (or question name) of the item concerned, when it has one. */
  id: z.string().optional(),
  /** Where: e.g. 'rules.rules[3].logic'. */
  path: z.string(),
  code: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type EditorProblem = z.infer<typeof EditorProblem>;

export const EditorProblems = z.object({ problems: z.array(EditorProblem) });
export type EditorProblems = z.infer<typeof EditorProblems>;

/** A logic text that reads a question or definition: the item holding it and the path to the text. */
export const LogicUse = z.object({ section: EditorSection, path: z.string(), id: z.string() });
export type LogicUse = z.infer<typeof LogicUse>;

/** Names the logic editors autocomplete, from the draft. */
export const EditorVocabulary = z.object({
  /** `type` is the question type (trust, settlor, ...) or 'structure' for a structure field. */
  questions: z.array(z.object({ name: z.string(), title: z.string(), type: z.string() })),
  definitions: z.array(z.string()),
  functions: z.array(z.string()),
  relations: z.array(z.string()),
  loopKeys: z.array(z.string()),
  /**
   * Who reads each question name and definition id ({loop.x} and {relation.x} count as x):
   * listed before a delete; a rename rewrites these texts (renameReferences,
   * renameQuestionReferences with mapLogic in @tsr/domain).
   */
  usedBy: z
    .object({
      questions: z.record(z.string(), z.array(LogicUse)),
      definitions: z.record(z.string(), z.array(LogicUse)),
    })
    .optional(),
});
export type EditorVocabulary = z.infer<typeof EditorVocabulary>;

/** Spec 9: a payload over 80% of the 6,291,456-byte request limit is uploaded to the file store first. */
export const EDITOR_REQUEST_LIMIT_BYTES = 6_291_456;
export const EDITOR_UPLOAD_THRESHOLD_BYTES = Math.floor(EDITOR_REQUEST_LIMIT_BYTES * 0.8);

/** The largest editor payload the file store takes (the whole content pack is about 0.3 MB). */
export const EDITOR_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

export const UploadUrlRequest = z.object({ bytes: z.number().int().positive() });
export type UploadUrlRequest = z.infer<typeof UploadUrlRequest>;

/**
 * Where to PUT the JSON: `url` is the editorUploadPut route (`/api/editor/upload/{id}`, with the
 * bearer token: call(routes.editorUploadPut, { params: { id }, body })); `key` goes into the save's
 * requestS3Key.
 */
export const UploadUrlResponse = z.object({
  key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  id: z.string().optional(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;
