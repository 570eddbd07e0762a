import {
  DEFAULT_HEADING_SIZE,
  type Response,
  ResponseCategory,
  ResponseGroup,
  Response as ResponseSchema,
  ResponseSubgroup,
  type ResponseTextType,
  type Rule,
  RuleCategory,
  RuleGroup,
  Rule as RuleSchemaFor,
  RuleSubcategory,
  RuleSubgroup,
  type SurveyContent,
} from '@tsr/contract';
import { dropUnreferenced } from './load';
import { EDITOR_MESSAGES } from './messages';

/**
 * Editor operations on the rule and response trees (spec 2.11, 3.4, 5.3): add, rename, delete
 * with cascade, and reorder from one index to another within a parent. A node is addressed by
 * the ids on the way down from its category. Every operation is pure: it returns new content or
 * an error, and never changes its input. Deleting a node takes its children with it; rules and
 * responses nothing references any more are dropped (spec 5.3).
 */

export type TreeName = 'rules' | 'responses';
export type RuleKind = 'category' | 'subcategory' | 'group' | 'subgroup' | 'rule';
export type ResponseKind = 'category' | 'group' | 'subgroup' | 'response';
export type NodeKind = RuleKind | ResponseKind;

export type EditResult = { ok: true; content: SurveyContent } | { ok: false; error: string };

/** Where children of each kind are kept. */
const LIST: Record<Exclude<NodeKind, 'category'>, string> = {
  subcategory: 'subcategories',
  group: 'groups',
  subgroup: 'subgroups',
  rule: 'rules',
  response: 'responses',
};

/** What may be added under what, per tree. */
const PARENT_KINDS: Record<TreeName, Partial<Record<NodeKind, readonly (NodeKind | 'root')[]>>> = {
  rules: {
    category: ['root'],
    subcategory: ['category'],
    group: ['category', 'subcategory'],
    subgroup: ['group'],
    rule: ['subgroup'],
  },
  responses: { category: ['root'], group: ['category'], subgroup: ['group'], response: ['subgroup'] },
};

/** What addNode needs of a zod schema. */
interface Schema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
}

// The trees are walked generically, as plain JSON records (they have just been cloned).
type Json = Record<string, unknown>;

interface Located {
  readonly node: Json;
  readonly kind: NodeKind | 'root';
}

function locate(root: Json, path: readonly string[]): Located | string {
  let current: Located = { node: root, kind: 'root' };
  for (const id of path) {
    const keys =
      current.kind === 'root'
        ? (['categories'] as const)
        : (['subcategories', 'groups', 'subgroups'] as const).filter((key) =>
            Array.isArray(current.node[key]),
          );
    let found: Located | null = null;
    for (const key of keys) {
      const child = (current.node[key] as Json[]).find((candidate) => candidate.id === id);
      if (child) found = { node: child, kind: kindOfList(key) };
    }
    if (!found) return EDITOR_MESSAGES.notFound(id);
    current = found;
  }
  return current;
}

function kindOfList(key: string): NodeKind {
  if (key === 'categories') return 'category';
  if (key === 'subcategories') return 'subcategory';
  if (key === 'groups') return 'group';
  return 'subgroup';
}

function treeIds(content: SurveyContent, tree: TreeName): Set<string> {
  const ids = new Set<string>();
  const walk = (node: Json): void => {
    if (typeof node.id === 'string') ids.add(node.id);
    for (const key of ['categories', 'subcategories', 'groups', 'subgroups'])
      if (Array.isArray(node[key])) for (const child of node[key] as Json[]) walk(child);
  };
  walk(content[tree] as unknown as Json);
  const leaves = tree === 'rules' ? content.rules.rules : content.responses.responses;
  for (const leaf of leaves) ids.add(leaf.id);
  return ids;
}

const SCHEMAS = {
  rules: { category: RuleCategory, subcategory: RuleSubcategory, group: RuleGroup, subgroup: RuleSubgroup },
  responses: { category: ResponseCategory, group: ResponseGroup, subgroup: ResponseSubgroup },
} as const;

export interface AddRequest {
  readonly tree: TreeName;
  readonly kind: NodeKind;
  /** Ids of the parent, from its category down; [] for a category. */
  readonly parent: readonly string[];
  /** The new node (defaults filled in); for a rule or response, the whole rule or response. */
  readonly node: { readonly id: string; readonly name: string } & Record<string, unknown>;
  /** Where to insert among the parent's children; the end when left out. */
  readonly index?: number;
}

/** Adds a node under a parent. Ids are unique within a tree. */
export function addNode(content: SurveyContent, request: AddRequest): EditResult {
  const next = structuredClone(content);
  const parent = locate(next[request.tree] as unknown as Json, request.parent);
  if (typeof parent === 'string') return { ok: false, error: parent };
  const allowed = PARENT_KINDS[request.tree][request.kind] ?? [];
  if (!allowed.includes(parent.kind))
    return { ok: false, error: EDITOR_MESSAGES.cannotAdd(request.kind, parent.kind) };
  if (request.node.id.trim() === '') return { ok: false, error: EDITOR_MESSAGES.emptyId };
  if (treeIds(content, request.tree).has(request.node.id))
    return { ok: false, error: EDITOR_MESSAGES.idUsed(request.node.id) };

  const insert = (list: unknown[], item: unknown) => {
    const at = request.index === undefined ? list.length : Math.max(0, Math.min(list.length, request.index));
    list.splice(at, 0, item);
  };
  if (request.kind === 'rule' || request.kind === 'response') {
    const leaf = parseLeaf(request.tree, request.node);
    if (typeof leaf === 'string') return { ok: false, error: leaf };
    if (request.tree === 'rules') next.rules.rules.push(leaf as Rule);
    else next.responses.responses.push(leaf as Response);
    insert(parent.node[LIST[request.kind]] as unknown[], leaf.id);
    return { ok: true, content: next };
  }
  const schema: Schema | undefined = (SCHEMAS[request.tree] as Record<string, Schema>)[request.kind];
  if (!schema) return { ok: false, error: EDITOR_MESSAGES.cannotAdd(request.kind, parent.kind) };
  const parsed = schema.safeParse({ ...emptyChildren(request.kind), ...request.node });
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? EDITOR_MESSAGES.emptyId };
  const key = request.kind === 'category' ? 'categories' : LIST[request.kind];
  if (request.kind === 'category') sortByOrder(next[request.tree].categories);
  insert(parent.node[key] as unknown[], parsed.data);
  if (request.kind === 'category') renumber(next[request.tree].categories);
  return { ok: true, content: next };
}

/** A new node starts without children. */
function emptyChildren(kind: NodeKind): Record<string, unknown[]> {
  switch (kind) {
    case 'category':
      return { subcategories: [], groups: [] };
    case 'subcategory':
      return { groups: [] };
    case 'group':
      return { subgroups: [] };
    case 'subgroup':
      return { rules: [], responses: [] };
    default:
      return {};
  }
}

function parseLeaf(tree: TreeName, node: Record<string, unknown>): Rule | Response | string {
  if (tree === 'responses') {
    const parsed = ResponseSchema.safeParse(node);
    return parsed.success ? normaliseResponse(parsed.data) : (parsed.error.issues[0]?.message ?? '');
  }
  const parsed = RuleSchemaFor.safeParse(node);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? '');
}

/** Renames a node; for a rule or a response, path ends with its id. */
export function renameNode(
  content: SurveyContent,
  request: { tree: TreeName; path: readonly string[]; name: string },
): EditResult {
  const next = structuredClone(content);
  const leafId = request.path[request.path.length - 1] ?? '';
  const parent = locate(next[request.tree] as unknown as Json, request.path.slice(0, -1));
  if (typeof parent === 'string') return { ok: false, error: parent };
  if (parent.kind === 'subgroup') {
    const leaves: { id: string; name: string }[] =
      request.tree === 'rules' ? next.rules.rules : next.responses.responses;
    const listed = (parent.node[request.tree === 'rules' ? 'rules' : 'responses'] as string[]).includes(
      leafId,
    );
    const leaf = leaves.find((candidate) => candidate.id === leafId);
    if (!listed || !leaf) return { ok: false, error: EDITOR_MESSAGES.notFound(leafId) };
    leaf.name = request.name;
    return { ok: true, content: next };
  }
  const node = locate(next[request.tree] as unknown as Json, request.path);
  if (typeof node === 'string') return { ok: false, error: node };
  if (node.kind === 'root') return { ok: false, error: EDITOR_MESSAGES.notFound('') };
  node.node.name = request.name;
  return { ok: true, content: next };
}

/** Deletes a node and everything under it; leaves nothing references any more are dropped. */
export function deleteNode(
  content: SurveyContent,
  request: { tree: TreeName; path: readonly string[] },
): EditResult {
  const next = structuredClone(content);
  const id = request.path[request.path.length - 1];
  if (id === undefined) return { ok: false, error: EDITOR_MESSAGES.notFound('') };
  const parent = locate(next[request.tree] as unknown as Json, request.path.slice(0, -1));
  if (typeof parent === 'string') return { ok: false, error: parent };
  const keys =
    parent.kind === 'root'
      ? ['categories']
      : ['subcategories', 'groups', 'subgroups', 'rules', 'responses'].filter((key) =>
          Array.isArray(parent.node[key]),
        );
  for (const key of keys) {
    const list = parent.node[key] as unknown[];
    const at = list.findIndex(
      (item) => item === id || (typeof item === 'object' && (item as Json).id === id),
    );
    if (at >= 0) {
      list.splice(at, 1);
      return { ok: true, content: forgetExclusions(content, dropUnreferenced(next)) };
    }
  }
  return { ok: false, error: EDITOR_MESSAGES.notFound(id) };
}

/**
 * Deleted rules take their exclusions with them: the rules that declared they never fire beside
 * one stop naming it, rather than each becoming an error the author must clear by hand. Only ids
 * the delete removed go; an exclusion that already named no rule stays, an error to see.
 */
function forgetExclusions(before: SurveyContent, after: SurveyContent): SurveyContent {
  const kept = new Set(after.rules.rules.map((rule) => rule.id));
  const gone = new Set(before.rules.rules.filter((rule) => !kept.has(rule.id)).map((rule) => rule.id));
  if (gone.size === 0) return after;
  // `?.`: the web's unsaved edits are kept unparsed, and one from before `excludes` lacks it.
  const rules = after.rules.rules.map((rule) =>
    rule.excludes?.some((other) => gone.has(other))
      ? { ...rule, excludes: rule.excludes.filter((other) => !gone.has(other)) }
      : rule,
  );
  return { ...after, rules: { ...after.rules, rules } };
}

/** Moves the child of `kind` at index `from` to index `to` within its parent (spec 5.3). */
export function reorderNode(
  content: SurveyContent,
  request: { tree: TreeName; parent: readonly string[]; kind: NodeKind; from: number; to: number },
): EditResult {
  const next = structuredClone(content);
  const parent = locate(next[request.tree] as unknown as Json, request.parent);
  if (typeof parent === 'string') return { ok: false, error: parent };
  const key = request.kind === 'category' ? 'categories' : LIST[request.kind];
  const list = parent.node[key];
  if (!Array.isArray(list)) return { ok: false, error: EDITOR_MESSAGES.cannotAdd(request.kind, parent.kind) };
  if (request.kind === 'category') sortByOrder(list as { order: number; id: string }[]);
  const moved = move(list, request.from, request.to);
  if (!moved) return { ok: false, error: EDITOR_MESSAGES.badMove(request.from, request.to, list.length) };
  if (request.kind === 'category') renumber(list as { order: number }[]);
  return { ok: true, content: next };
}

/** Moves an item from one index to another in place; false when an index is out of range. */
export function move(list: unknown[], from: number, to: number): boolean {
  const ok = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length;
  if (!ok(from) || !ok(to)) return false;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return true;
}

function sortByOrder(list: { order: number; id: string }[]): void {
  list.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Categories are shown by `order`: after a change their order follows their position. */
function renumber(list: { order: number }[]): void {
  list.forEach((item, index) => {
    item.order = index;
  });
}

/** Spec 3.4: a heading defaults to size 3; the size is cleared when the response is not a heading. */
export function normaliseResponse(response: Response): Response {
  const { headingSize, ...rest } = response;
  if (!response.isHeading) return rest;
  return { ...rest, headingSize: headingSize ?? DEFAULT_HEADING_SIZE };
}

/** Sets the flags of a response from its one text type (the response editor's choice). */
export function withTextType(response: Response, type: ResponseTextType): Response {
  return normaliseResponse({
    ...response,
    isHeading: type === 'heading',
    isMoreDetail: type === 'moreDetail',
    isRiskScore: type === 'riskScore',
  });
}

/** The first id `${prefix}${n}` (n = 1, 2, ...) not used in the tree: deterministic, never reused. */
export function freshId(content: SurveyContent, tree: TreeName, prefix: string): string {
  const used = treeIds(content, tree);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/**
 * A name as an id: lower case, each run of anything but letters and digits one '-', accents
 * dropped ('Offshore income gains (s.86)' is 'offshore-income-gains-s-86'); '' when nothing is
 * left.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The id a new response named `name` gets: the slug of its name, so an author reading a rule's
 * response id or a Problems line knows the text ('offshore-income-gains', not 'response-7');
 * unique within the response tree, with '-2', '-3' ... after a name already taken, and
 * 'response' for a name with no letters or digits.
 */
export function responseIdFor(content: SurveyContent, name: string): string {
  const used = treeIds(content, 'responses');
  const base = slugOf(name) || 'response';
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Spec 3.4: a response without id is created in the subgroup at `subgroup`, its id made from its
 * name (responseIdFor); with an id it is updated where it is.
 */
export function saveResponse(
  content: SurveyContent,
  request: { subgroup: readonly string[]; response: Omit<Response, 'id'> & { id?: string } },
): EditResult {
  const { id, ...fields } = request.response;
  if (id === undefined || id === '') {
    return addNode(content, {
      tree: 'responses',
      kind: 'response',
      parent: request.subgroup,
      node: { ...fields, id: responseIdFor(content, fields.name) },
    });
  }
  const at = content.responses.responses.findIndex((response) => response.id === id);
  if (at < 0) return { ok: false, error: EDITOR_MESSAGES.notFound(id) };
  const parsed = ResponseSchema.safeParse({ ...fields, id });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
  const next = structuredClone(content);
  next.responses.responses[at] = normaliseResponse(parsed.data);
  return { ok: true, content: next };
}

/** Spec 3.4: a response subgroup without id is created in the group at `group`; with an id it is updated. */
export function saveResponseSubgroup(
  content: SurveyContent,
  request: {
    group: readonly string[];
    subgroup: Omit<ResponseSubgroup, 'id' | 'responses'> & { id?: string };
  },
): EditResult {
  const { id, ...fields } = request.subgroup;
  if (id === undefined || id === '') {
    return addNode(content, {
      tree: 'responses',
      kind: 'subgroup',
      parent: request.group,
      node: { ...fields, id: freshId(content, 'responses', 'subgroup-') },
    });
  }
  const next = structuredClone(content);
  const found = locate(next.responses as unknown as Json, [...request.group, id]);
  if (typeof found === 'string') return { ok: false, error: found };
  for (const [key, value] of Object.entries(fields)) found.node[key] = value;
  return { ok: true, content: next };
}
