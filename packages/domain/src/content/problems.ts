import {
  type EditorProblem,
  type EditorSection,
  type EditorVocabulary,
  lawProblems,
  type SurveyContent,
} from '@tsr/contract';
import { FUNCTIONS } from '../logic/functions';
import { RELATION_NAMES } from '../logic/relations';
import { type CompiledContent, STRUCTURE_FIELDS } from './compile';
import { LOOP_KEY_NAMES } from './loops';
import { NOT_WORKING_GROUP } from './messages';
import { referencesOf } from './references';
import { validateContent } from './validate';

export const PROBLEM_MESSAGES = {
  unusedDefinition: (id: string) => `Definition '${id}' is not used by any logic text`,
  unusedRiskResponse: (id: string) => `Risk response '${id}' is not the response of any rule`,
} as const;

const SECTIONS: readonly EditorSection[] = ['questions', 'rules', 'responses', 'definitions'];

/** The section a content path such as 'rules.rules[3].logic' lies in. */
export function sectionOf(path: string): EditorSection {
  const head = path.split(/[.[]/, 1)[0] ?? '';
  return (SECTIONS as readonly string[]).includes(head) ? (head as EditorSection) : 'questions';
}

/**
 * Every broken or suspicious reference of the draft in one list. Errors are what
 * validateContent refuses a publish for (unknown question or definition in a logic text, a rule
 * pointing at a missing or non-risk response, duplicate names, unknown loop keys, ...); warnings
 * are what publish lets through (a definition nothing reads, a risk text no rule points at, a
 * law reference the report cannot link).
 * `compiled`, when given, is `content` itself compiled (not a loaded copy that dropped items).
 */
export function contentProblems(content: SurveyContent, compiled?: CompiledContent): EditorProblem[] {
  // Spec 5.3: a definition kept only in the NOT WORKING group is dropped at load, so its problems
  // do not stop a publish: they are warnings.
  const working = new Set(
    content.definitions.groups
      .filter((g) => g.id.trim() !== NOT_WORKING_GROUP)
      .flatMap((g) => g.definitions.map((id) => id.toLowerCase())),
  );
  const parked = (path: string): boolean => {
    const index = /^definitions\.definitions\[(\d+)\]/.exec(path)?.[1];
    const id = index === undefined ? undefined : content.definitions.definitions[Number(index)]?.id;
    return id !== undefined && !working.has(id.trim().toLowerCase());
  };
  const problems: EditorProblem[] = validateContent(content, compiled).map((f) => ({
    section: sectionOf(f.path),
    ...(f.id !== undefined ? { id: f.id } : {}),
    path: f.path,
    code: f.code,
    message: f.message,
    severity: parked(f.path) ? 'warning' : 'error',
  }));
  const used = referencesOf(content).definitions;
  content.definitions.definitions.forEach((d, i) => {
    const id = d.id.trim().toLowerCase();
    if (!used.get(id)?.some((at) => !(at.section === 'definitions' && at.id.toLowerCase() === id)))
      problems.push({
        section: 'definitions',
        id: d.id,
        path: `definitions.definitions[${i}].id`,
        code: 'unused-definition',
        message: PROBLEM_MESSAGES.unusedDefinition(d.id),
        severity: 'warning',
      });
  });
  const pointedAt = new Set(content.rules.rules.map((r) => r.response));
  content.responses.responses.forEach((r, i) => {
    if (r.isRiskScore && !pointedAt.has(r.id))
      problems.push({
        section: 'responses',
        id: r.id,
        path: `responses.responses[${i}].id`,
        code: 'unused-risk-response',
        message: PROBLEM_MESSAGES.unusedRiskResponse(r.id),
        severity: 'warning',
      });
  });
  // Law references the report cannot link (law-citations.ts): shown as written, so only warned.
  content.rules.rules.forEach((rule, r) => {
    const law = (path: string, text: string) => {
      for (const message of lawProblems(text))
        problems.push({ section: 'rules', id: rule.id, path, code: 'law', message, severity: 'warning' });
    };
    law(`rules.rules[${r}].context`, rule.context);
    rule.actions.forEach((action, a) => {
      law(`rules.rules[${r}].actions[${a}].law`, action.law);
    });
  });
  return problems;
}

/**
 * The names the logic editors autocomplete, and who reads each question and definition (the
 * editors list them before a delete and rewrite them on a rename).
 */
export function contentVocabulary(content: SurveyContent): EditorVocabulary {
  const questions: EditorVocabulary['questions'] = [];
  const seen = new Set<string>();
  for (const [type, chunks] of Object.entries(content.questions))
    for (const survey of Object.values(chunks ?? {}))
      for (const page of survey?.pages ?? [])
        for (const element of page.elements) {
          const key = `${type} ${element.name}`;
          if (seen.has(key)) continue;
          seen.add(key);
          questions.push({ name: element.name, title: element.title ?? element.name, type });
        }
  for (const field of STRUCTURE_FIELDS) questions.push({ name: field, title: field, type: 'structure' });
  const references = referencesOf(content);
  const usedBy = (map: ReadonlyMap<string, { section: EditorSection; path: string; id: string }[]>) =>
    Object.fromEntries(
      [...map].map(([name, list]) => [name, list.map(({ section, path, id }) => ({ section, path, id }))]),
    );
  return {
    questions,
    definitions: content.definitions.definitions.map((d) => d.id),
    functions: [...FUNCTIONS.keys()].sort(),
    relations: [...RELATION_NAMES],
    loopKeys: [...LOOP_KEY_NAMES],
    usedBy: { questions: usedBy(references.questions), definitions: usedBy(references.definitions) },
  };
}
