import {
  ACTING_TYPES,
  QuestionSubtype,
  QuestionType,
  SUBTYPE_LABELS,
  type SurveyJson,
  type SurveyQuestions,
} from '@tsr/contract';

/** One chunk of the survey (spec 3.2): a question type and one of its subtypes. */
export interface Chunk {
  readonly type: QuestionType;
  readonly subtype: QuestionSubtype;
}

const ACTING: readonly string[] = ACTING_TYPES;

/** The subtypes a type has: pre and post for every type, acting-as chunks for entity types only. */
export function subtypesOf(type: QuestionType): QuestionSubtype[] {
  return QuestionSubtype.options.filter(
    (subtype) => subtype === 'pre' || subtype === 'post' || ACTING.includes(type),
  );
}

export const QUESTION_TYPES: readonly QuestionType[] = QuestionType.options;

export function subtypeLabel(subtype: QuestionSubtype): string {
  return SUBTYPE_LABELS[subtype];
}

/** A chunk the draft has no questions for yet opens as an empty survey with one page. */
export function emptyChunk(): SurveyJson {
  return { pages: [{ name: 'page1', elements: [] }] };
}

export function chunkJson(questions: SurveyQuestions, chunk: Chunk): SurveyJson {
  return questions[chunk.type]?.[chunk.subtype] ?? emptyChunk();
}

/** The questions section with one chunk replaced (the section is what is saved). */
export function withChunk(questions: SurveyQuestions, chunk: Chunk, json: SurveyJson): SurveyQuestions {
  return { ...questions, [chunk.type]: { ...questions[chunk.type], [chunk.subtype]: json } };
}

/** The chunk a URL names (?type=trust&subtype=pre), or null when it names none that exists. */
export function parseChunk(type: string | null, subtype: string | null): Chunk | null {
  const parsedType = QuestionType.safeParse(type);
  if (!parsedType.success) return null;
  const parsedSubtype = QuestionSubtype.safeParse(subtype ?? 'pre');
  if (!parsedSubtype.success || !subtypesOf(parsedType.data).includes(parsedSubtype.data)) return null;
  return { type: parsedType.data, subtype: parsedSubtype.data };
}

/** The chunk holding a question name, so a problem about it can open the designer there. */
export function chunkOfQuestion(questions: SurveyQuestions, name: string): Chunk | null {
  for (const type of QUESTION_TYPES)
    for (const subtype of subtypesOf(type)) {
      const pages = questions[type]?.[subtype]?.pages ?? [];
      if (pages.some((page) => page.elements.some((element) => element.name === name)))
        return { type, subtype };
    }
  return null;
}

/**
 * The Creator's JSON as a chunk: SurveyJS leaves out `pages` when there are none and `elements`
 * on an empty page; the content schema wants both lists.
 */
export function toChunkJson(json: Record<string, unknown>): SurveyJson {
  const pages = Array.isArray(json.pages) ? (json.pages as Record<string, unknown>[]) : [];
  return {
    ...json,
    pages: pages.map((page, index) => ({
      ...page,
      name: typeof page.name === 'string' && page.name ? page.name : `page${index + 1}`,
      elements: Array.isArray(page.elements)
        ? (page.elements as SurveyJson['pages'][number]['elements'])
        : [],
    })),
  };
}
