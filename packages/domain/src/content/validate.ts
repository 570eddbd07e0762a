import { ACTING_TYPES, type ContentFinding, HEADING_SIZES, SurveyContent, shownAddress } from '@tsr/contract';
import { actionFindings } from './action-checks';
import { contentAddresses } from './addresses';
import { causeFindings } from './cause-checks';
import { type CompiledContent, compileContent, textTypesOf } from './compile';
import { questionNamesOf } from './compile-questions';
import { CONTENT_MESSAGES, DEFINITION_MESSAGES } from './messages';

/**
 * Checks survey content and reports every problem with a path to it (the path a form or the
 * editor can point at): the shape (zod), duplicate ids, rules whose response is not a risk text,
 * heading sizes outside 1 to 6, responses with more than one text type, logic that does not
 * compile (customLogic, visibleIf and the trees' logic), visibleIf that reads beyond its chunk,
 * a rule excluding itself or a rule that does not exist, a rule's cause naming no question or
 * without words (docs/scoring.md, causes), a dated action without words or a due date, unknown loop keys, rule categories,
 * subcategories and groups that do not map onto the report table (docs/scoring.md), and links of
 * rendered texts that the address rule refuses (content saved before the rule is refused at
 * publish and listed in the Problems panel). An empty list means the content is valid.
 */
export function validateContent(input: unknown, compiled?: CompiledContent): ContentFinding[] {
  // `compiled` is this very content, already parsed and compiled (the editor's publish has it):
  // neither is done twice.
  const parsed = compiled
    ? { success: true as const, data: compiled.content }
    : SurveyContent.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      code: 'schema',
      message: CONTENT_MESSAGES.invalid(issue.message),
      path: formatPath(issue.path),
    }));
  }
  const content = parsed.data;
  const findings: ContentFinding[] = [];
  const duplicates = (path: string) => {
    const seen = new Set<string>();
    return (id: string, at: string): void => {
      if (seen.has(id))
        findings.push({
          code: 'duplicate-id',
          message: CONTENT_MESSAGES.duplicateId(id),
          path: `${path}${at}`,
          id,
        });
      seen.add(id);
    };
  };

  // Questions: names are unique within a type, across its chunks (their answers meet in one subject).
  for (const [type, chunks] of Object.entries(content.questions)) {
    const seen = new Set<string>();
    for (const [subtype, survey] of Object.entries(chunks ?? {})) {
      if (!survey) continue;
      if (
        (subtype === 'settlor' || subtype === 'founder') &&
        !(ACTING_TYPES as readonly string[]).includes(type)
      )
        findings.push({
          code: 'chunk',
          message: CONTENT_MESSAGES.actingChunk(type),
          path: `questions.${type}.${subtype}`,
        });
      survey.pages.forEach((page, p) => {
        page.elements.forEach((element, e) => {
          if (seen.has(element.name))
            findings.push({
              code: 'duplicate-id',
              message: CONTENT_MESSAGES.duplicateQuestion(element.name, type),
              path: `questions.${type}.${subtype}.pages[${p}].elements[${e}].name`,
              id: element.name,
            });
          seen.add(element.name);
        });
      });
    }
  }

  // Rule tree: every node id once in the tree, every rule id once in the rules list and once in a subgroup.
  const ruleNode = duplicates('rules.');
  const ruleRef = duplicates('rules.');
  content.rules.categories.forEach((category, c) => {
    const cPath = `categories[${c}]`;
    ruleNode(category.id, `${cPath}.id`);
    const groups = (list: typeof category.groups, path: string) =>
      list.forEach((group, g) => {
        ruleNode(group.id, `${path}[${g}].id`);
        group.subgroups.forEach((subgroup, s) => {
          ruleNode(subgroup.id, `${path}[${g}].subgroups[${s}].id`);
          subgroup.rules.forEach((id, r) => {
            ruleRef(id, `${path}[${g}].subgroups[${s}].rules[${r}]`);
          });
        });
      });
    groups(category.groups, `${cPath}.groups`);
    category.subcategories.forEach((sub, s) => {
      ruleNode(sub.id, `${cPath}.subcategories[${s}].id`);
      groups(sub.groups, `${cPath}.subcategories[${s}].groups`);
    });
  });
  const ruleId = duplicates('rules.');
  const responses = new Map(content.responses.responses.map((r) => [r.id, r]));
  const ruleIds = new Set(content.rules.rules.map((rule) => rule.id));
  content.rules.rules.forEach((rule, r) => {
    ruleId(rule.id, `rules[${r}].id`);
    if (!responses.get(rule.response)?.isRiskScore)
      findings.push({
        code: 'rule-response',
        message: CONTENT_MESSAGES.ruleResponse(rule.id, rule.response),
        path: `rules.rules[${r}].response`,
        id: rule.id,
      });
    // A mutually exclusive pair is checked on the golden structures (the editor's golden gate):
    // here only that both ends are rules, and two different ones.
    rule.excludes.forEach((other, x) => {
      const path = `rules.rules[${r}].excludes[${x}]`;
      if (other === rule.id)
        findings.push({
          code: 'excludes-itself',
          message: CONTENT_MESSAGES.excludesItself(rule.id),
          path,
          id: rule.id,
        });
      else if (!ruleIds.has(other))
        findings.push({
          code: 'reference',
          message: CONTENT_MESSAGES.missingExcludedRule(rule.id, other),
          path,
          id: rule.id,
        });
    });
  });

  findings.push(...causeFindings(content, compiled?.questionNames ?? questionNamesOf(content)));
  findings.push(...actionFindings(content));

  // Response tree
  const responseNode = duplicates('responses.');
  const responseRef = duplicates('responses.');
  const headingSize = (size: number | undefined, path: string, id: string) => {
    if (size !== undefined && (size < HEADING_SIZES.min || size > HEADING_SIZES.max))
      findings.push({ code: 'heading-size', message: CONTENT_MESSAGES.headingSize(size), path, id });
  };
  content.responses.categories.forEach((category, c) => {
    responseNode(category.id, `categories[${c}].id`);
    category.groups.forEach((group, g) => {
      const gPath = `categories[${c}].groups[${g}]`;
      responseNode(group.id, `${gPath}.id`);
      headingSize(group.headingSize, `responses.${gPath}.headingSize`, group.id);
      group.subgroups.forEach((subgroup, s) => {
        const sPath = `${gPath}.subgroups[${s}]`;
        responseNode(subgroup.id, `${sPath}.id`);
        headingSize(subgroup.headingSize, `responses.${sPath}.headingSize`, subgroup.id);
        subgroup.responses.forEach((id, r) => {
          responseRef(id, `${sPath}.responses[${r}]`);
        });
      });
    });
  });
  const responseId = duplicates('responses.');
  content.responses.responses.forEach((response, r) => {
    const path = `responses.responses[${r}]`;
    responseId(response.id, `responses[${r}].id`);
    headingSize(response.headingSize, `${path}.headingSize`, response.id);
    const types = textTypesOf(response);
    if (types.length > 1)
      findings.push({
        code: 'text-type',
        message: CONTENT_MESSAGES.textTypes(types.join(', ')),
        path,
        id: response.id,
      });
  });

  // Definitions: ids are compared lower-cased (as saved); group names are unique and non-empty.
  const definitionId = duplicates('definitions.');
  content.definitions.definitions.forEach((d, i) => {
    definitionId(d.id.trim().toLowerCase(), `definitions[${i}].id`);
  });
  const groupNames = new Set<string>();
  const definitionRef = duplicates('definitions.');
  content.definitions.groups.forEach((group, g) => {
    if (group.id.trim() === '' || groupNames.has(group.id))
      findings.push({
        code: 'group-name',
        message: DEFINITION_MESSAGES.groupNameUsed(group.id),
        path: `definitions.groups[${g}].id`,
        id: group.id,
      });
    groupNames.add(group.id);
    group.definitions.forEach((id, d) => {
      definitionRef(id.toLowerCase(), `groups[${g}].definitions[${d}]`);
    });
  });
  const definitionIds = new Set(content.definitions.definitions.map((d) => d.id.trim().toLowerCase()));
  content.definitions.groups.forEach((group, g) => {
    group.definitions.forEach((id, d) => {
      if (!definitionIds.has(id.toLowerCase()))
        findings.push({
          code: 'reference',
          message: CONTENT_MESSAGES.missingDefinition(id),
          path: `definitions.groups[${g}].definitions[${d}]`,
          id,
        });
    });
  });

  // Links and addresses of the texts the product renders: `javascript:` and the like.
  for (const unsafe of contentAddresses(content))
    findings.push({
      code: 'unsafe-address',
      message: CONTENT_MESSAGES.unsafeAddress(unsafe.text, shownAddress(unsafe.address), unsafe.problem),
      path: formatPath(unsafe.at),
      ...(unsafe.id !== undefined ? { id: unsafe.id } : {}),
    });

  findings.push(...(compiled ?? compileContent(content)).findings);
  return findings;
}

/** ['rules', 'rules', 3, 'score'] -> 'rules.rules[3].score' */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}
