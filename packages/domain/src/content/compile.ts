import type {
  ContentFinding,
  QuestionSubtype,
  QuestionType,
  Response,
  ResponseTextType,
  SurveyChoice,
  SurveyContent,
  SurveyElement,
  SurveyJson,
  SurveyPage,
  TaxHead,
} from '@tsr/contract';
import { QuestionSubtype as Subtypes } from '@tsr/contract';
import type { CompileOptions } from '../logic/compile';
import { compileDefinitions, type DefinitionSet } from '../logic/definitions';
import { Programs } from '../logic/program';
import { AnswerSlots } from '../logic/runtime';
import { compileSlot, type LogicSlot, NO_CONDITION } from './logic-slot';
import { isLoopKey, type LoopKey } from './loops';
import { CONTENT_MESSAGES } from './messages';
import { findColumn, findRow, findRowGroup, type TableRowGroup } from './table';
import { parseTextTemplate, type TextTemplate, unknownPlaceholders } from './text-template';
import { compileVisibleIf } from './visible-if';

/**
 * Content compiled once per survey version: every logic text compiled (questions, choices,
 * rules, subgroups, responses, definitions, and the SurveyJS visibleIf of pages, questions and
 * choices), the rule tree resolved onto the report table
 * (docs/scoring.md) and ordered for the engine. Problems found on the way are returned as
 * findings with paths; the compiled content still works, and a broken item reports its error
 * whenever it is evaluated.
 */

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

export interface CompiledRule {
  readonly id: string;
  readonly name: string;
  readonly logic: LogicSlot;
  readonly score: number;
  readonly responseId: string;
  readonly context: string;
  /** The loop this rule runs in (its own, its subgroup's or its subcategory's), if any. */
  readonly loopKey: LoopKey | null;
}

export interface CompiledRuleSubgroup {
  readonly id: string;
  readonly logic: LogicSlot;
  /** The loop the subgroup's condition runs in (its own or its subcategory's), if any. */
  readonly loopKey: LoopKey | null;
  readonly rules: readonly CompiledRule[];
}

export interface CompiledRuleGroup {
  readonly id: string;
  readonly column: TaxHead;
  /** In a transformed subcategory: the target subcategory's group that receives the results. */
  readonly toGroupId: string;
  readonly subgroups: readonly CompiledRuleSubgroup[];
}

export interface CompiledSubcategory {
  readonly id: string;
  /** The report row that receives the results: the target row when transformed. */
  readonly row: string;
  /** The row the subcategory sits in. */
  readonly fromRow: string;
  readonly transformed: boolean;
  readonly groups: readonly CompiledRuleGroup[];
}

export interface CompiledCategory {
  readonly id: string;
  readonly rowGroup: TableRowGroup;
  readonly subcategories: readonly CompiledSubcategory[];
}

export interface CompiledResponse {
  readonly response: Response;
  readonly logic: LogicSlot;
  readonly textType: ResponseTextType;
  /** The text's placeholders (`{name}`, `{loop.name}`); null when it has none. */
  readonly template: TextTemplate;
}

export interface CompiledResponseSubgroup {
  readonly id: string;
  readonly heading: string;
  readonly headingSize?: number;
  readonly logic: LogicSlot;
  readonly loopKey: LoopKey | null;
  readonly responses: readonly CompiledResponse[];
}

export interface CompiledResponseGroup {
  readonly id: string;
  readonly heading: string;
  readonly headingSize?: number;
  readonly logic: LogicSlot;
  readonly subgroups: readonly CompiledResponseSubgroup[];
}

export interface CompiledResponseCategory {
  readonly id: string;
  readonly groups: readonly CompiledResponseGroup[];
}

export interface CompiledContent {
  readonly content: SurveyContent;
  /** Chunks by `${type}:${subtype}`; a chunk without questions is left out. */
  readonly chunks: ReadonlyMap<string, CompiledChunk>;
  /** Every name logic may read: question names and the structure fields (docs/questionnaire.md). */
  readonly questionNames: ReadonlySet<string>;
  readonly definitions: DefinitionSet;
  /** The names its logic reads, numbered (AnswerSlots): a report's rules keep each subject's values. */
  readonly slots: AnswerSlots;
  /** Its logic as programs over coded answers (Programs): how a report's rules are evaluated. */
  readonly programs: Programs;
  /** Rule categories in order (order, then id). */
  readonly categories: readonly CompiledCategory[];
  /** Response categories in order (order, then id). */
  readonly responseCategories: readonly CompiledResponseCategory[];
  readonly responsesById: ReadonlyMap<string, Response>;
  readonly findings: readonly ContentFinding[];
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

export function textTypesOf(response: Response): ResponseTextType[] {
  const types: ResponseTextType[] = [];
  if (response.isHeading) types.push('heading');
  if (response.isMoreDetail) types.push('moreDetail');
  if (response.isRiskScore) types.push('riskScore');
  return types.length === 0 ? ['none'] : types;
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T): number =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function compileContent(content: SurveyContent): CompiledContent {
  const findings: ContentFinding[] = [];
  const questionNames = new Set<string>(STRUCTURE_FIELDS);
  for (const chunks of Object.values(content.questions)) {
    for (const subtype of Subtypes.options) {
      for (const page of chunks?.[subtype]?.pages ?? [])
        for (const e of page.elements) questionNames.add(e.name);
    }
  }
  const definitionIndex = new Map(
    content.definitions.definitions.map((d, i) => [d.id.trim().toLowerCase(), i]),
  );
  const slots = new AnswerSlots();
  const definitions = compileDefinitions(content.definitions.definitions, { questionNames, slots });
  for (const id of definitions.ids) {
    const entry = definitions.get(id);
    if (!entry || entry.errors.length === 0) continue;
    findings.push({
      code: 'logic',
      message: CONTENT_MESSAGES.logic(entry.errors.map((e) => e.message).join('; ')),
      path: `definitions.definitions[${definitionIndex.get(id)}].logic`,
      id,
    });
  }
  const programs = new Programs(slots);
  const options: CompileOptions = { questionNames, definitions, slots };
  // Only the rule tree's logic runs as programs (a report's rules): the rest is evaluated once
  // per question or response, by its closures.
  const ruleOptions: CompileOptions = { ...options, programs };
  const slot = (text: string, path: string, id?: string, rule = false): LogicSlot => {
    const compiled = compileSlot(text, rule ? ruleOptions : options);
    if (compiled.error !== null)
      findings.push({
        code: 'logic',
        message: CONTENT_MESSAGES.logic(compiled.error),
        path,
        ...(id ? { id } : {}),
      });
    return compiled;
  };
  const loopKey = (isLooped: boolean, key: string, path: string, id: string): LoopKey | null => {
    if (!isLooped) return null;
    if (key === '') {
      findings.push({
        code: 'loop-key',
        message: CONTENT_MESSAGES.missingLoopKey,
        path: `${path}.loopKey`,
        id,
      });
      return null;
    }
    if (!isLoopKey(key)) {
      findings.push({
        code: 'loop-key',
        message: CONTENT_MESSAGES.unknownLoopKey(key),
        path: `${path}.loopKey`,
        id,
      });
      return null;
    }
    return key;
  };
  const inner = (outer: LoopKey | null, own: LoopKey | null, path: string, id: string): LoopKey | null => {
    if (outer && own && outer !== own)
      findings.push({ code: 'nested-loop', message: CONTENT_MESSAGES.nestedLoop(outer, own), path, id });
    return outer ?? own;
  };

  // Questions
  const chunks = new Map<string, CompiledChunk>();
  for (const [type, byType] of Object.entries(content.questions) as [
    QuestionType,
    typeof content.questions.trust,
  ][]) {
    for (const subtype of Subtypes.options) {
      const survey = byType?.[subtype];
      if (!survey) continue;
      const base = `questions.${type}.${subtype}`;
      const chunkNames = new Set(survey.pages.flatMap((page) => page.elements.map((e) => e.name)));
      let hasVisibleIf = false;
      const visibleIf = (text: unknown, path: string, id?: string): LogicSlot => {
        if (typeof text !== 'string' || text.trim() === '') return NO_CONDITION;
        hasVisibleIf = true;
        const compiled = compileVisibleIf(text, chunkNames, options);
        if (compiled.problem)
          findings.push({ ...compiled.problem, path: `${path}.visibleIf`, ...(id ? { id } : {}) });
        return compiled.slot;
      };
      const pages = survey.pages.map((page, p) => ({
        page,
        visibleIf: visibleIf(page.visibleIf, `${base}.pages[${p}]`),
        questions: page.elements.map((element, q) => {
          const path = `${base}.pages[${p}].elements[${q}]`;
          return {
            element,
            logic: slot(element.customLogic ?? '', `${path}.customLogic`, element.name),
            visibleIf: visibleIf(element.visibleIf, path, element.name),
            choices:
              element.choices?.map((choice, c) =>
                typeof choice === 'object'
                  ? {
                      choice,
                      logic: slot(
                        choice.customLogic ?? '',
                        `${path}.choices[${c}].customLogic`,
                        element.name,
                      ),
                      visibleIf: visibleIf(choice.visibleIf, `${path}.choices[${c}]`, element.name),
                    }
                  : { choice, logic: NO_CONDITION, visibleIf: NO_CONDITION },
              ) ?? null,
          };
        }),
      }));
      const names = pages.flatMap((page) => page.questions.map((q) => q.element.name));
      const { pages: _pages, ...settings } = survey;
      if (names.length > 0)
        chunks.set(chunkKey(type, subtype), { type, subtype, pages, settings, names, hasVisibleIf });
    }
  }

  // Rules
  const rulesById = new Map(content.rules.rules.map((rule, index) => [rule.id, { rule, index }]));
  const categoryById = new Map(content.rules.categories.map((c) => [c.id, c]));
  const ordered = content.rules.categories
    .map((category, index) => ({ category, index, order: category.order, id: category.id }))
    .sort(byOrder);
  const categories: CompiledCategory[] = [];
  for (const { category, index: c } of ordered) {
    const catPath = `rules.categories[${c}]`;
    const rowGroup = findRowGroup(category.name);
    if (!rowGroup) {
      findings.push({
        code: 'table',
        message: CONTENT_MESSAGES.unknownRowGroup(category.name),
        path: `${catPath}.name`,
        id: category.id,
      });
      continue;
    }
    const ownRow = (rowGroup.rows[0] as { id: string }).id;
    const compileGroups = (
      groups: SurveyContent['rules']['categories'][number]['groups'],
      groupsPath: string,
      outerLoop: LoopKey | null,
      target: SurveyContent['rules']['categories'][number]['subcategories'][number] | null,
    ): CompiledRuleGroup[] => {
      const result: CompiledRuleGroup[] = [];
      groups.forEach((group, g) => {
        const path = `${groupsPath}[${g}]`;
        let columnName = group.name;
        if (target && group.transformedGroupId !== '') {
          const to = target.groups.find((candidate) => candidate.id === group.transformedGroupId);
          if (!to) {
            findings.push({
              code: 'transform',
              message: CONTENT_MESSAGES.transformTarget(group.transformedGroupId),
              path: `${path}.transformedGroupId`,
              id: group.id,
            });
            return;
          }
          columnName = to.name;
        }
        const column = findColumn(columnName);
        if (!column) {
          findings.push({
            code: 'table',
            message: CONTENT_MESSAGES.unknownColumn(columnName),
            path: `${path}.name`,
            id: group.id,
          });
          return;
        }
        const subgroups = group.subgroups.map((subgroup, s) => {
          const sgPath = `${path}.subgroups[${s}]`;
          const sgLoop = inner(
            outerLoop,
            loopKey(subgroup.isLooped, subgroup.loopKey, sgPath, subgroup.id),
            sgPath,
            subgroup.id,
          );
          const rules: CompiledRule[] = [];
          subgroup.rules.forEach((ruleId, r) => {
            const found = rulesById.get(ruleId);
            if (!found) {
              findings.push({
                code: 'reference',
                message: CONTENT_MESSAGES.missingRule(ruleId),
                path: `${sgPath}.rules[${r}]`,
                id: ruleId,
              });
              return;
            }
            const rule = found.rule;
            const rulePath = `rules.rules[${found.index}]`;
            rules.push({
              id: rule.id,
              name: rule.name,
              logic: slot(rule.logic, `${rulePath}.logic`, rule.id, true),
              score: rule.score,
              responseId: rule.response,
              context: rule.context,
              loopKey: inner(
                sgLoop,
                loopKey(rule.isLooped, rule.loopKey, rulePath, rule.id),
                rulePath,
                rule.id,
              ),
            });
          });
          return {
            id: subgroup.id,
            logic: slot(subgroup.logic, `${sgPath}.logic`, subgroup.id, true),
            loopKey: sgLoop,
            rules,
          };
        });
        result.push({ id: group.id, column, toGroupId: target ? group.transformedGroupId : '', subgroups });
      });
      return result;
    };

    const subcategories: CompiledSubcategory[] = [];
    if (category.groups.length > 0)
      subcategories.push({
        id: category.id,
        row: ownRow,
        fromRow: ownRow,
        transformed: false,
        groups: compileGroups(category.groups, `${catPath}.groups`, null, null),
      });
    category.subcategories.forEach((sub, s) => {
      const path = `${catPath}.subcategories[${s}]`;
      const row = findRow(rowGroup, sub.name);
      if (!row) {
        findings.push({
          code: 'table',
          message: CONTENT_MESSAGES.unknownRow(sub.name, rowGroup.name),
          path: `${path}.name`,
          id: sub.id,
        });
        return;
      }
      let targetRow = row.id;
      let target: (typeof category.subcategories)[number] | null = null;
      if (sub.isTransformed) {
        const targetCategory = categoryById.get(sub.transformedCatId);
        const targetSub = targetCategory?.subcategories.find(
          (candidate) => candidate.id === sub.transformedSubCatId,
        );
        const targetGroup = targetCategory ? findRowGroup(targetCategory.name) : undefined;
        const resolved = targetSub && targetGroup ? findRow(targetGroup, targetSub.name) : undefined;
        if (!targetCategory || !targetSub || !resolved) {
          const missing = !targetCategory ? sub.transformedCatId : sub.transformedSubCatId;
          findings.push({
            code: 'transform',
            message: CONTENT_MESSAGES.transformTarget(missing),
            path: `${path}.${!targetCategory ? 'transformedCatId' : 'transformedSubCatId'}`,
            id: sub.id,
          });
          return;
        }
        if (targetSub.isTransformed) {
          findings.push({
            code: 'transform',
            message: CONTENT_MESSAGES.transformChain(targetSub.id),
            path: `${path}.transformedSubCatId`,
            id: sub.id,
          });
          return;
        }
        targetRow = resolved.id;
        target = targetSub;
      }
      const subLoop = loopKey(sub.isLooped, sub.loopKey, path, sub.id);
      subcategories.push({
        id: sub.id,
        row: targetRow,
        fromRow: row.id,
        transformed: sub.isTransformed,
        groups: compileGroups(sub.groups, `${path}.groups`, subLoop, target),
      });
    });
    categories.push({ id: category.id, rowGroup, subcategories });
  }

  // Responses
  const templates = new Map<string, TextTemplate>();
  content.responses.responses.forEach((response, r) => {
    const template = parseTextTemplate(response.text);
    templates.set(response.id, template);
    for (const name of unknownPlaceholders(template, questionNames))
      findings.push({
        code: 'unknown-question',
        message: CONTENT_MESSAGES.unknownPlaceholder(name),
        path: `responses.responses[${r}].text`,
        id: response.id,
      });
  });
  const responsesById = new Map(content.responses.responses.map((response) => [response.id, response]));
  const responseIndex = new Map(content.responses.responses.map((response, i) => [response.id, i]));
  const responseCategories = content.responses.categories
    .map((category, index) => ({ category, index, order: category.order, id: category.id }))
    .sort(byOrder)
    .map(({ category, index: c }) => ({
      id: category.id,
      groups: category.groups.map((group, g) => {
        const gPath = `responses.categories[${c}].groups[${g}]`;
        return {
          id: group.id,
          heading: group.heading,
          ...(group.headingSize === undefined ? {} : { headingSize: group.headingSize }),
          logic: slot(group.logic, `${gPath}.logic`, group.id),
          subgroups: group.subgroups.map((subgroup, s) => {
            const sPath = `${gPath}.subgroups[${s}]`;
            const responses: CompiledResponse[] = [];
            subgroup.responses.forEach((id, r) => {
              const response = responsesById.get(id);
              if (!response) {
                findings.push({
                  code: 'reference',
                  message: CONTENT_MESSAGES.missingResponse(id),
                  path: `${sPath}.responses[${r}]`,
                  id,
                });
                return;
              }
              const types = textTypesOf(response);
              const template = templates.get(response.id) ?? null;
              responses.push({
                response,
                logic: slot(response.logic, `responses.responses[${responseIndex.get(id)}].logic`, id),
                textType: types[0] as ResponseTextType,
                template,
              });
            });
            return {
              id: subgroup.id,
              heading: subgroup.heading,
              ...(subgroup.headingSize === undefined ? {} : { headingSize: subgroup.headingSize }),
              logic: slot(subgroup.logic, `${sPath}.logic`, subgroup.id),
              loopKey: loopKey(subgroup.isLooped, subgroup.loopKey, sPath, subgroup.id),
              responses,
            };
          }),
        };
      }),
    }));

  return {
    content,
    chunks,
    questionNames,
    definitions,
    slots,
    programs,
    categories,
    responseCategories,
    responsesById,
    findings,
  };
}
