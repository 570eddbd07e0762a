import {
  addressProblem,
  type EditorSection,
  MARKDOWN_ADDRESS_MESSAGE,
  markdownAddressProblems,
  type ResponseTree,
  type SurveyJson,
  type SurveyQuestions,
} from '@tsr/contract';

/**
 * The addresses of survey content that the address rule refuses (packages/contract's
 * safe-address.ts). The texts the product renders as Markdown are read for links: every response
 * text (the report page and the PDF) and every text of the questions' SurveyJS JSON (titles,
 * descriptions, choices, page titles ...: SurveyJS renders each through our Markdown), and the
 * SurveyJS properties that are addresses themselves (an image's `imageLink`, `navigateToUrl`).
 * Rules and definitions hold no rendered Markdown: a rule's name and context show as plain text.
 */
export interface UnsafeAddress {
  /** Where, from the content's root: ['responses', 'responses', 3, 'text']. */
  readonly at: readonly (string | number)[];
  /** The item the Problems panel opens: a response's id, a question's name. */
  readonly id?: string;
  /** Which text, for the admin: "Response 'R-1', text", "Question 'q', description". */
  readonly text: string;
  readonly address: string;
  readonly problem: string;
}

// Logic (ours and SurveyJS's) and the element type are not rendered texts.
const NOT_TEXT = /^(?:customLogic|type|.*If|.*[eE]xpression)$/;
// SurveyJS properties whose whole value is an address.
const ADDRESS_KEY = /^(?:imageLink|logo|navigateToUrl|backgroundImage|url|href|src|link)$/i;
// Arrays whose objects are questions (a panel's elements, a dynamic panel's template).
const QUESTION_LISTS = new Set(['elements', 'templateElements', 'questions']);

/**
 * Why one SurveyJS property's value is refused (the survey designer's property grid), or null:
 * an address property is an address, a text's links are read as Markdown, logic is not read.
 */
export function propertyAddressProblem(key: string, value: string): string | null {
  if (NOT_TEXT.test(key)) return null;
  if (ADDRESS_KEY.test(key)) return value === '' ? null : addressProblem(value);
  const first = markdownAddressProblems(value)[0];
  return first ? MARKDOWN_ADDRESS_MESSAGE(first.address, first.problem) : null;
}

interface Owner {
  readonly label: string;
  readonly id?: string;
  /** The owner object's own place, so a text's label shows only the part below it. */
  readonly depth: number;
}

/** One chunk of questions (SurveyJS JSON) at `at` ('questions', type, subtype). */
export function chunkAddresses(json: SurveyJson, at: readonly (string | number)[]): UnsafeAddress[] {
  const found: UnsafeAddress[] = [];
  const chunkName = at.slice(1).join(' ');
  const walk = (value: unknown, path: (string | number)[], owner: Owner): void => {
    if (typeof value === 'string') {
      const key = path.at(-1);
      const text = `${owner.label}, ${relative(path.slice(owner.depth))}`;
      if (typeof key === 'string' && ADDRESS_KEY.test(key)) {
        const problem = value === '' ? null : addressProblem(value);
        if (problem) found.push({ at: path, ...idOf(owner), text, address: value, problem });
        return;
      }
      for (const { address, problem } of markdownAddressProblems(value))
        found.push({ at: path, ...idOf(owner), text, address, problem });
      return;
    }
    if (Array.isArray(value)) {
      const key = path.at(-1);
      value.forEach((item, i) => {
        walk(item, [...path, i], ownerOf(item, key, [...path, i], owner));
      });
      return;
    }
    if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (NOT_TEXT.test(key)) continue;
        walk(item, [...path, key], owner);
      }
  };
  walk(json, [...at], { label: `The ${chunkName} questions`, depth: at.length });
  return found;
}

/** A question (in a list of questions) or a page owns the texts below it. */
function ownerOf(item: unknown, listKey: unknown, path: (string | number)[], parent: Owner): Owner {
  if (item === null || typeof item !== 'object') return parent;
  const name = (item as { name?: unknown }).name;
  if (typeof name !== 'string') return parent;
  if (listKey === 'pages') return { label: `Page '${name}'`, depth: path.length };
  if (typeof listKey === 'string' && QUESTION_LISTS.has(listKey))
    return { label: `Question '${name}'`, id: name, depth: path.length };
  return parent;
}

const idOf = (owner: Owner) => (owner.id !== undefined ? { id: owner.id } : {});

/** ['choices', 2, 'text'] -> 'choices[2].text' */
function relative(path: readonly (string | number)[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text === '' ? key : `.${key}`;
  return text;
}

/** Every chunk of every question type. */
export function questionAddresses(questions: SurveyQuestions): UnsafeAddress[] {
  const found: UnsafeAddress[] = [];
  for (const [type, chunks] of Object.entries(questions))
    for (const [subtype, json] of Object.entries(chunks ?? {}))
      if (json) found.push(...chunkAddresses(json, ['questions', type, subtype]));
  return found;
}

/** Every response's text (all of them are Markdown, headings too: the PDF renders them so). */
export function responseAddresses(responses: ResponseTree): UnsafeAddress[] {
  return responses.responses.flatMap((response, r) =>
    markdownAddressProblems(response.text).map(({ address, problem }) => ({
      at: ['responses', 'responses', r, 'text'],
      id: response.id,
      text: `Response '${response.id}', text`,
      address,
      problem,
    })),
  );
}

/** The refused addresses of one section of the content (rules and definitions hold none). */
export function sectionAddresses(section: EditorSection, value: unknown): UnsafeAddress[] {
  if (section === 'questions') return questionAddresses(value as SurveyQuestions);
  if (section === 'responses') return responseAddresses(value as ResponseTree);
  return [];
}

/** The refused addresses of the whole content. */
export function contentAddresses(content: {
  questions: SurveyQuestions;
  responses: ResponseTree;
}): UnsafeAddress[] {
  return [...questionAddresses(content.questions), ...responseAddresses(content.responses)];
}
