import { z } from 'zod';
import { ENTITY_QUESTION_TYPES, QUESTION_TYPES } from './structure-vocabulary';

/**
 * Spec 3.2 and 3.4: the survey content an administrator edits and a review runs on: survey
 * questions by type and subtype (SurveyJS page/element JSON with our `customLogic` property),
 * the rule tree, the response tree, definition groups and definitions.
 *
 * The trees are nested down to the subgroup; rules, responses and definitions are stored once in
 * flat lists and referenced by id from their subgroup (definition group), so that "unreferenced
 * rules, responses and definitions are dropped" (spec 5.3) has a meaning.
 */

/** A logic text of the logic language (docs/logic-language.md); '' means "no condition". */
const Logic = z.string();

// ---------- survey questions (SurveyJS JSON) ----------

/** A choice of a question; `customLogic` decides on the server whether the choice is offered. */
export const SurveyChoiceObject = z
  .object({
    value: z.union([z.string(), z.number(), z.boolean()]),
    text: z.string().optional(),
    visibleIf: z.string().optional(),
    customLogic: Logic.optional(),
  })
  .loose();
/** SurveyJS also accepts a bare value as a choice. */
export const SurveyChoice = z.union([z.string(), z.number(), SurveyChoiceObject]);
export type SurveyChoice = z.infer<typeof SurveyChoice>;

/** A question (SurveyJS element). Other SurveyJS properties pass through untouched. */
export const SurveyElement = z
  .object({
    type: z.string().min(1),
    name: z.string().min(1),
    title: z.string().optional(),
    description: z.string().optional(),
    visibleIf: z.string().optional(),
    customLogic: Logic.optional(),
    inputType: z.string().optional(),
    choices: z.array(SurveyChoice).optional(),
    columns: z.array(z.unknown()).optional(),
    rows: z.array(z.unknown()).optional(),
    isRequired: z.boolean().optional(),
    isAllowRequired: z.boolean().optional(),
  })
  .loose();
export type SurveyElement = z.infer<typeof SurveyElement>;

export const SurveyPage = z
  .object({ name: z.string().min(1), title: z.string().optional(), elements: z.array(SurveyElement) })
  .loose();
export type SurveyPage = z.infer<typeof SurveyPage>;

/** One chunk of questions: SurveyJS survey JSON. */
export const SurveyJson = z
  .object({
    pages: z.array(SurveyPage),
    showQuestionNumbers: z.union([z.boolean(), z.string()]).optional(),
  })
  .loose();
export type SurveyJson = z.infer<typeof SurveyJson>;

/** Spec 3.2: the question types, those of the structure's vocabulary (structure-vocabulary.ts). */
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

/**
 * Spec 3.2: the chunks of a type. `settlor` and `founder` are the "acting as settlor" and
 * "acting as founder" chunks of an entity type (trust, foundation, company) that settles a trust
 * or founds a foundation (docs/questionnaire.md).
 */
export const QuestionSubtype = z.enum(['pre', 'post', 'settlor', 'founder']);
export type QuestionSubtype = z.infer<typeof QuestionSubtype>;

/** How the survey editor shows each subtype. */
export const SUBTYPE_LABELS: Readonly<Record<QuestionSubtype, string>> = {
  pre: 'pre',
  post: 'post',
  settlor: 'acting as settlor',
  founder: 'acting as founder',
};

/** The question types that are entities and may have acting-as chunks. */
export const ACTING_TYPES = ENTITY_QUESTION_TYPES;

export const QuestionChunks = z.object({
  pre: SurveyJson.optional(),
  post: SurveyJson.optional(),
  settlor: SurveyJson.optional(),
  founder: SurveyJson.optional(),
});
export type QuestionChunks = z.infer<typeof QuestionChunks>;

/** Survey questions by type, then by subtype; a missing chunk has no questions. */
export const SurveyQuestions = z.partialRecord(QuestionType, QuestionChunks);
export type SurveyQuestions = z.infer<typeof SurveyQuestions>;

// ---------- rule tree (spec 3.4, rule editor) ----------

/** Spec 3.4 and 5.3: a rule's score is a number from 0 to 100 (whole numbers: see docs/scoring.md). */
export const RuleScore = z.number().int().min(0).max(100);

/**
 * A dated action a rule's finding calls for (docs/scoring.md, key dates): what to do, when it is
 * due, and the law that sets the date. The report lists it under "Key dates and actions".
 */
export const RuleAction = z.object({
  /** What to do, in the customer's words: 'Deliver the IHT100 account for the ten-year charge'. */
  text: z.string(),
  /**
   * Logic giving the date it is due (dd/mm/yyyy), evaluated where the rule fired and as at the
   * review's date: `endOfMonth(addMonths(nextAnniversary(@trust_commencement, 10), 6))`.
   */
  due: Logic,
  /** The law that sets the date: 'IHTA 1984 s.216(6)'. */
  law: z.string().default(''),
});
export type RuleAction = z.infer<typeof RuleAction>;

export const Rule = z.object({
  id: z.string().min(1),
  name: z.string(),
  logic: Logic,
  score: RuleScore,
  /** The id of a response flagged isRiskScore: the text the report shows when the rule fires. */
  response: z.string(),
  isLooped: z.boolean().default(false),
  /** Legislation and context for the author and the report's explanation. */
  context: z.string().default(''),
  loopKey: z.string().default(''),
  /**
   * Rules this rule must never fire beside, on the same entity and loop instance: they reach the
   * opposite conclusion on the same facts (docs/authoring.md). The Problems panel and Publish
   * list every golden structure where both fire.
   */
  excludes: z.array(z.string()).default([]),
  /**
   * The fact behind the risk (docs/scoring.md, causes): a question whose answer, on whichever
   * subject the rule read it, is the cause; findings of any rule with the same cause question
   * and subject are one cause in the report. '' means the rule's finding is its own cause.
   */
  causeQuestion: z.string().default(''),
  /** The answers to the cause question that are the cause; none listed means any answer given. */
  causeAnswers: z.array(z.string()).default([]),
  /** The cause in words; `{subject}` names whose answer it is ('The UK dwelling held by {subject}'). */
  causeText: z.string().default(''),
  /** The dated actions the rule's finding calls for, each listed with the report's key dates. */
  actions: z.array(RuleAction).default([]),
});
export type Rule = z.infer<typeof Rule>;

export const RuleSubgroup = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** A condition every rule of the subgroup needs; '' means none. */
  logic: Logic.default(''),
  isLooped: z.boolean().default(false),
  loopKey: z.string().default(''),
  /** Ids of the subgroup's rules, in order. */
  rules: z.array(z.string()),
  context: z.string().default(''),
});
export type RuleSubgroup = z.infer<typeof RuleSubgroup>;

/** A group is a tax head: its name is a table column (IT, CGT, IHT, CT, ATED). */
export const RuleGroup = z.object({
  id: z.string().min(1),
  name: z.string(),
  heading: z.string().default(''),
  /** In a transformed subcategory: the group of the target subcategory that receives this group's results. */
  transformedGroupId: z.string().default(''),
  subgroups: z.array(RuleSubgroup),
});
export type RuleGroup = z.infer<typeof RuleGroup>;

/** A subcategory is a row of its category's row group (Trustees, Settlor, ...). */
export const RuleSubcategory = z.object({
  id: z.string().min(1),
  name: z.string(),
  heading: z.string().default(''),
  isLooped: z.boolean().default(false),
  loopKey: z.string().default(''),
  /** Evaluated for this category's entities, reported in the row of another category and subcategory. */
  isTransformed: z.boolean().default(false),
  transformedCatId: z.string().default(''),
  transformedSubCatId: z.string().default(''),
  groups: z.array(RuleGroup),
});
export type RuleSubcategory = z.infer<typeof RuleSubcategory>;

/** A category is a row group of the report table (Trust, Foundation, Company). */
export const RuleCategory = z.object({
  id: z.string().min(1),
  name: z.string(),
  heading: z.string().default(''),
  subcategories: z.array(RuleSubcategory),
  /** Groups directly under the category report in the category's own row (Trustees, Foundation, Company). */
  groups: z.array(RuleGroup).default([]),
  order: z.number().default(0),
});
export type RuleCategory = z.infer<typeof RuleCategory>;

export const RuleTree = z.object({ categories: z.array(RuleCategory), rules: z.array(Rule) });
export type RuleTree = z.infer<typeof RuleTree>;

// ---------- response tree (spec 3.4, response editor) ----------

/** Spec 5.3 and 9: heading sizes 1 to 6, lower is bigger. */
export const HeadingSize = z.number().int();
export const DEFAULT_HEADING_SIZE = 3;
export const HEADING_SIZES = { min: 1, max: 6 } as const;

export const Response = z.object({
  id: z.string().min(1),
  name: z.string(),
  text: z.string(),
  logic: Logic.default(''),
  status: z.string().default(''),
  isHeading: z.boolean().default(false),
  /** Collapsed text: shown as "more detail" in the report. */
  isMoreDetail: z.boolean().default(false),
  /** A risk text: what a rule points at, shown when the rule fires. */
  isRiskScore: z.boolean().default(false),
  headingSize: HeadingSize.optional(),
});
export type Response = z.infer<typeof Response>;

/** Spec 3.4: a response's text type is exactly one of these. */
export const ResponseTextType = z.enum(['heading', 'moreDetail', 'riskScore', 'none']);
export type ResponseTextType = z.infer<typeof ResponseTextType>;

export const ResponseSubgroup = z.object({
  id: z.string().min(1),
  name: z.string(),
  logic: Logic.default(''),
  heading: z.string().default(''),
  headingSize: HeadingSize.optional(),
  isLooped: z.boolean().default(false),
  loopKey: z.string().default(''),
  /** Ids of the subgroup's responses, in order. */
  responses: z.array(z.string()),
});
export type ResponseSubgroup = z.infer<typeof ResponseSubgroup>;

export const ResponseGroup = z.object({
  id: z.string().min(1),
  name: z.string(),
  logic: Logic.default(''),
  heading: z.string().default(''),
  headingSize: HeadingSize.optional(),
  subgroups: z.array(ResponseSubgroup),
});
export type ResponseGroup = z.infer<typeof ResponseGroup>;

export const ResponseCategory = z.object({
  id: z.string().min(1),
  name: z.string(),
  heading: z.string().default(''),
  groups: z.array(ResponseGroup),
  order: z.number().default(0),
});
export type ResponseCategory = z.infer<typeof ResponseCategory>;

export const ResponseTree = z.object({
  categories: z.array(ResponseCategory),
  responses: z.array(Response),
});
export type ResponseTree = z.infer<typeof ResponseTree>;

// ---------- definitions (spec 3.4, 5.3) ----------

/** A definition: its id is its name (lower-cased when saved), its logic a logic text. */
export const Definition = z.object({ id: z.string().min(1), logic: Logic });
export type Definition = z.infer<typeof Definition>;

/** A definition group: its id is its name; the ids of its definitions, in order. */
export const DefinitionGroup = z.object({ id: z.string(), definitions: z.array(z.string()) });
export type DefinitionGroup = z.infer<typeof DefinitionGroup>;

export const Definitions = z.object({ groups: z.array(DefinitionGroup), definitions: z.array(Definition) });
export type Definitions = z.infer<typeof Definitions>;

/** One survey version's content. */
export const SurveyContent = z
  .object({
    questions: SurveyQuestions,
    rules: RuleTree,
    responses: ResponseTree,
    definitions: Definitions,
  })
  .meta({ id: 'SurveyContent' });
export type SurveyContent = z.infer<typeof SurveyContent>;
/** Content as an editor or a file may send it: defaulted fields may be left out. */
export type SurveyContentInput = z.input<typeof SurveyContent>;

/** One problem found in content, with a path to it such as 'rules.categories[0].subcategories[1].name'. */
export const ContentFinding = z.object({
  code: z.string(),
  message: z.string(),
  path: z.string(),
  /** The id of the item concerned, when it has one. */
  id: z.string().optional(),
});
export type ContentFinding = z.infer<typeof ContentFinding>;
