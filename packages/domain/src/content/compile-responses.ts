import type { Response, ResponseTextType, SurveyContent } from '@tsr/contract';
import { byOrder, type Compilation } from './compilation';
import { figureNames } from './figures';
import type { LogicSlot } from './logic-slot';
import type { LoopKey } from './loops';
import { CONTENT_MESSAGES } from './messages';
import { parseTextTemplate, type TextTemplate, unknownPlaceholders } from './text-template';

/** The responses compiled: their tree (categories, groups, subgroups) with each item's logic, and each text's placeholders. */

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

type ResponseContent = SurveyContent['responses'];
type Group = ResponseContent['categories'][number]['groups'][number];
type Subgroup = Group['subgroups'][number];

export function textTypesOf(response: Response): ResponseTextType[] {
  const types: ResponseTextType[] = [];
  if (response.isHeading) types.push('heading');
  if (response.isMoreDetail) types.push('moreDetail');
  if (response.isRiskScore) types.push('riskScore');
  return types.length === 0 ? ['none'] : types;
}

/** Response categories in order (order, then id). */
export function compileResponseTree(
  content: SurveyContent,
  questionNames: ReadonlySet<string>,
  responsesById: ReadonlyMap<string, Response>,
  compiling: Compilation,
): CompiledResponseCategory[] {
  const figures = figureNames(content.definitions.definitions.map((d) => d.id));
  const tree = new ResponseTreeCompiler(content.responses, questionNames, figures, responsesById, compiling);
  return content.responses.categories
    .map((category, index) => ({ category, index, order: category.order, id: category.id }))
    .sort(byOrder)
    .map(({ category, index: c }) => ({
      id: category.id,
      groups: category.groups.map((group, g) => tree.group(group, `responses.categories[${c}].groups[${g}]`)),
    }));
}

class ResponseTreeCompiler {
  /** Each response's text template by id, parsed once however many subgroups show it. */
  private readonly templates: ReadonlyMap<string, TextTemplate>;
  private readonly responseIndex: ReadonlyMap<string, number>;

  constructor(
    responses: ResponseContent,
    questionNames: ReadonlySet<string>,
    private readonly figures: ReadonlySet<string>,
    private readonly responsesById: ReadonlyMap<string, Response>,
    private readonly compiling: Compilation,
  ) {
    this.templates = this.parseTemplates(responses.responses, questionNames);
    this.responseIndex = new Map(responses.responses.map((response, i) => [response.id, i]));
  }

  /** Every response's text template, with a finding for each placeholder that names no question. */
  private parseTemplates(
    responses: readonly Response[],
    questionNames: ReadonlySet<string>,
  ): Map<string, TextTemplate> {
    const templates = new Map<string, TextTemplate>();
    responses.forEach((response, r) => {
      const template = parseTextTemplate(response.text);
      templates.set(response.id, template);
      for (const name of unknownPlaceholders(template, questionNames, this.figures))
        this.compiling.findings.push({
          code: 'unknown-question',
          message: CONTENT_MESSAGES.unknownPlaceholder(name),
          path: `responses.responses[${r}].text`,
          id: response.id,
        });
    });
    return templates;
  }

  /** Its own logic first, then its subgroups. */
  group(group: Group, path: string): CompiledResponseGroup {
    return {
      id: group.id,
      heading: group.heading,
      ...(group.headingSize === undefined ? {} : { headingSize: group.headingSize }),
      logic: this.compiling.logic(group.logic, `${path}.logic`, group.id),
      subgroups: group.subgroups.map((subgroup, s) => this.subgroup(subgroup, `${path}.subgroups[${s}]`)),
    };
  }

  /** Its responses first, then its own logic and loop key. */
  private subgroup(subgroup: Subgroup, path: string): CompiledResponseSubgroup {
    const responses: CompiledResponse[] = [];
    subgroup.responses.forEach((id, r) => {
      const response = this.response(id, `${path}.responses[${r}]`);
      if (response) responses.push(response);
    });
    return {
      id: subgroup.id,
      heading: subgroup.heading,
      ...(subgroup.headingSize === undefined ? {} : { headingSize: subgroup.headingSize }),
      logic: this.compiling.logic(subgroup.logic, `${path}.logic`, subgroup.id),
      loopKey: this.compiling.loopKey(subgroup.isLooped, subgroup.loopKey, path, subgroup.id),
      responses,
    };
  }

  /** The response a subgroup names (`path` the reference), its logic compiled where it is defined, once per reference. */
  private response(id: string, path: string): CompiledResponse | null {
    const response = this.responsesById.get(id);
    if (!response) {
      this.compiling.findings.push({
        code: 'reference',
        message: CONTENT_MESSAGES.missingResponse(id),
        path,
        id,
      });
      return null;
    }
    const types = textTypesOf(response);
    const template = this.templates.get(response.id) ?? null;
    return {
      response,
      logic: this.compiling.logic(
        response.logic,
        `responses.responses[${this.responseIndex.get(id)}].logic`,
        id,
      ),
      textType: types[0] as ResponseTextType,
      template,
    };
  }
}
