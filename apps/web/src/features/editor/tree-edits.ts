import {
  type Response,
  ResponseCategory,
  ResponseGroup,
  Response as ResponseSchema,
  ResponseSubgroup,
  RuleCategory,
  RuleGroup,
  Rule as RuleSchema,
  RuleSubcategory,
  RuleSubgroup,
  type SurveyContent,
} from '@tsr/contract';
import {
  EDITOR_MESSAGES,
  type EditResult,
  type NodeKind,
  normaliseResponse,
  type TreeName,
} from '@tsr/domain/editor';

/**
 * Field edits of one node of the rule or response tree, addressed like the domain's operations
 * (ids from the category down; a rule or response ends the path). The domain renames and adds;
 * this keeps every other field of spec 3.4, checked with the contract's schema.
 */
type Json = Record<string, unknown>;

const CHILD_LISTS = ['subcategories', 'groups', 'subgroups'] as const;

const SCHEMAS = {
  rules: { category: RuleCategory, subcategory: RuleSubcategory, group: RuleGroup, subgroup: RuleSubgroup },
  responses: { category: ResponseCategory, group: ResponseGroup, subgroup: ResponseSubgroup },
} as const;

function kindOf(list: string): NodeKind {
  if (list === 'subcategories') return 'subcategory';
  if (list === 'groups') return 'group';
  return 'subgroup';
}

/** The node at `path` in the tree and its kind, or null. */
export function findNode(root: Json, path: readonly string[]): { node: Json; kind: NodeKind } | null {
  let list = root.categories as Json[];
  let found: { node: Json; kind: NodeKind } | null = null;
  for (const [depth, id] of path.entries()) {
    if (depth === 0) {
      const node = list.find((item) => item.id === id);
      found = node ? { node, kind: 'category' } : null;
    } else if (found) {
      const parent: Json = found.node;
      found = null;
      for (const key of CHILD_LISTS) {
        const child = Array.isArray(parent[key])
          ? (parent[key] as Json[]).find((item) => item.id === id)
          : undefined;
        if (child) found = { node: child, kind: kindOf(key) };
      }
    }
    if (!found) return null;
    list = [];
  }
  return found;
}

/** Changes the fields of a category, subcategory, group or subgroup (not its children). */
export function updateNode(
  content: SurveyContent,
  request: { tree: TreeName; path: readonly string[]; fields: Json },
): EditResult {
  const next = structuredClone(content);
  const found = findNode(next[request.tree] as unknown as Json, request.path);
  const id = request.path[request.path.length - 1] ?? '';
  if (!found) return { ok: false, error: EDITOR_MESSAGES.notFound(id) };
  const schema = (SCHEMAS[request.tree] as Record<string, { safeParse: (v: unknown) => ParseResult }>)[
    found.kind
  ];
  const merged = { ...found.node, ...request.fields, id: found.node.id };
  const parsed = schema?.safeParse(merged);
  if (!parsed?.success)
    return { ok: false, error: parsed?.error.issues[0]?.message ?? EDITOR_MESSAGES.notFound(id) };
  Object.assign(found.node, request.fields);
  return { ok: true, content: next };
}

type ParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { message: string }[] } };

/** Changes the fields of a rule (by id). */
export function updateRule(content: SurveyContent, id: string, fields: Json): EditResult {
  const at = content.rules.rules.findIndex((rule) => rule.id === id);
  if (at < 0) return { ok: false, error: EDITOR_MESSAGES.notFound(id) };
  const parsed = RuleSchema.safeParse({ ...content.rules.rules[at], ...fields, id });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
  const next = structuredClone(content);
  next.rules.rules[at] = parsed.data;
  return { ok: true, content: next };
}

/** Changes the fields of a response (by id); a heading keeps a size, anything else none (spec 3.4). */
export function updateResponse(content: SurveyContent, id: string, fields: Partial<Response>): EditResult {
  const at = content.responses.responses.findIndex((response) => response.id === id);
  if (at < 0) return { ok: false, error: EDITOR_MESSAGES.notFound(id) };
  const parsed = ResponseSchema.safeParse({ ...content.responses.responses[at], ...fields, id });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
  const next = structuredClone(content);
  next.responses.responses[at] = normaliseResponse(parsed.data);
  return { ok: true, content: next };
}
