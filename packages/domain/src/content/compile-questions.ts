import type {
  QuestionSubtype,
  QuestionType,
  SurveyChoice,
  SurveyContent,
  SurveyElement,
  SurveyJson,
  SurveyPage,
} from '@tsr/contract';
import { QuestionSubtype as Subtypes } from '@tsr/contract';
import type { Compilation } from './compilation';
import { type LogicSlot, NO_CONDITION } from './logic-slot';
import { compileVisibleIf } from './visible-if';

/** The questions compiled: each chunk's pages, questions and choices, with their logic and visibleIf. */

export interface CompiledChoice {
  readonly choice: SurveyChoice;
  /** customLogic: whether the server offers the choice, on the subject's answers so far. */
  readonly logic: LogicSlot;
  /** SurveyJS visibleIf, on the part's own answers (content/visible-if.ts). */
  readonly visibleIf: LogicSlot;
}

export interface CompiledQuestion {
  readonly element: SurveyElement;
  /** customLogic: whether the server shows the question, on the subject's answers so far. */
  readonly logic: LogicSlot;
  /** SurveyJS visibleIf, on the part's own answers (content/visible-if.ts). */
  readonly visibleIf: LogicSlot;
  /** null when the question has no choices list. */
  readonly choices: readonly CompiledChoice[] | null;
}

export interface CompiledPage {
  readonly page: SurveyPage;
  /** The page's SurveyJS visibleIf: a hidden page hides its questions. */
  readonly visibleIf: LogicSlot;
  readonly questions: readonly CompiledQuestion[];
}

export interface CompiledChunk {
  readonly type: QuestionType;
  readonly subtype: QuestionSubtype;
  readonly pages: readonly CompiledPage[];
  /** The chunk's survey-level SurveyJS settings (everything but its pages). */
  readonly settings: Omit<SurveyJson, 'pages'>;
  /** The chunk's question names, in order. */
  readonly names: readonly string[];
  /** Whether any page, question or choice of the chunk has a visibleIf (otherwise none can hide an answer). */
  readonly hasVisibleIf: boolean;
}

/**
 * Fields of the structure that logic reads like answers: an entity's and a party's meta (spec
 * 3.1), and a date record's date and end.
 */
export const STRUCTURE_FIELDS = [
  'answerable',
  'entity_type',
  'name',
  'active',
  'incorporation_date',
  'date',
  'end',
  'deceased',
  'copied',
  'first_settlement',
  'start_date',
  'end_date',
  'party_type',
  'nominee_principal',
  'nominee_principal_type',
] as const;

export function chunkKey(type: QuestionType, subtype: QuestionSubtype): string {
  return `${type}:${subtype}`;
}

/** Every name logic may read: the structure fields, then every question's name, chunk by chunk. */
export function questionNamesOf(content: SurveyContent): Set<string> {
  const questionNames = new Set<string>(STRUCTURE_FIELDS);
  for (const chunks of Object.values(content.questions)) {
    for (const subtype of Subtypes.options) {
      for (const page of chunks?.[subtype]?.pages ?? [])
        for (const e of page.elements) questionNames.add(e.name);
    }
  }
  return questionNames;
}

/** Chunks by chunkKey; a chunk without questions is left out. */
export function compileChunks(content: SurveyContent, compiling: Compilation): Map<string, CompiledChunk> {
  const chunks = new Map<string, CompiledChunk>();
  for (const [type, byType] of Object.entries(content.questions) as [
    QuestionType,
    typeof content.questions.trust,
  ][]) {
    for (const subtype of Subtypes.options) {
      const survey = byType?.[subtype];
      if (!survey) continue;
      const chunk = compileChunk(type, subtype, survey, compiling);
      if (chunk.names.length > 0) chunks.set(chunkKey(type, subtype), chunk);
    }
  }
  return chunks;
}

function compileChunk(
  type: QuestionType,
  subtype: QuestionSubtype,
  survey: SurveyJson,
  compiling: Compilation,
): CompiledChunk {
  const base = `questions.${type}.${subtype}`;
  const visibility = new ChunkVisibility(survey, compiling);
  const pages = survey.pages.map((page, p) =>
    compilePage(page, `${base}.pages[${p}]`, visibility, compiling),
  );
  const names = pages.flatMap((page) => page.questions.map((q) => q.element.name));
  const { pages: _pages, ...settings } = survey;
  return { type, subtype, pages, settings, names, hasVisibleIf: visibility.hasVisibleIf };
}

function compilePage(
  page: SurveyPage,
  path: string,
  visibility: ChunkVisibility,
  compiling: Compilation,
): CompiledPage {
  return {
    page,
    visibleIf: visibility.visibleIf(page.visibleIf, path),
    questions: page.elements.map((element, q) =>
      compileQuestion(element, `${path}.elements[${q}]`, visibility, compiling),
    ),
  };
}

function compileQuestion(
  element: SurveyElement,
  path: string,
  visibility: ChunkVisibility,
  compiling: Compilation,
): CompiledQuestion {
  return {
    element,
    logic: compiling.logic(element.customLogic ?? '', `${path}.customLogic`, element.name),
    visibleIf: visibility.visibleIf(element.visibleIf, path, element.name),
    choices:
      element.choices?.map((choice, c) =>
        compileChoice(choice, `${path}.choices[${c}]`, element.name, visibility, compiling),
      ) ?? null,
  };
}

/** A choice given as an object may have logic and a visibleIf; one given as a value has neither. */
function compileChoice(
  choice: SurveyChoice,
  path: string,
  question: string,
  visibility: ChunkVisibility,
  compiling: Compilation,
): CompiledChoice {
  return typeof choice === 'object'
    ? {
        choice,
        logic: compiling.logic(choice.customLogic ?? '', `${path}.customLogic`, question),
        visibleIf: visibility.visibleIf(choice.visibleIf, path, question),
      }
    : { choice, logic: NO_CONDITION, visibleIf: NO_CONDITION };
}

/** A chunk's SurveyJS visibleIf texts, compiled on the chunk's own question names. */
class ChunkVisibility {
  /** Whether any page, question or choice of the chunk has a visibleIf. */
  hasVisibleIf = false;
  private readonly names: ReadonlySet<string>;

  constructor(
    survey: SurveyJson,
    private readonly compiling: Compilation,
  ) {
    this.names = new Set(survey.pages.flatMap((page) => page.elements.map((e) => e.name)));
  }

  visibleIf(text: unknown, path: string, id?: string): LogicSlot {
    if (typeof text !== 'string' || text.trim() === '') return NO_CONDITION;
    this.hasVisibleIf = true;
    const compiled = compileVisibleIf(text, this.names, this.compiling.options);
    if (compiled.problem)
      this.compiling.findings.push({ ...compiled.problem, path: `${path}.visibleIf`, ...(id ? { id } : {}) });
    return compiled.slot;
  }
}
