import {
  type ContentDiff,
  type DiffArea,
  type DiffItem,
  type FieldChange,
  QuestionSubtype,
  SUBTYPE_LABELS,
  type SurveyContent,
} from '@tsr/contract';
import { wordDiff } from './word-diff';

/**
 * What changed from one survey content to another, item by item, as the editors show
 * items: questions by type/subtype chunk and name; the rule tree's categories, subcategories,
 * groups and subgroups; rules; the response tree's categories, groups and subgroups; responses;
 * definition groups; definitions. An item is matched by its id (a question by its chunk and
 * name), so a renamed id reads as one removed and one added. A changed item lists each property
 * that differs, with a word diff of its text; a child list (a subgroup's rules, a category's
 * subcategories) is shown as its ids in order, so a reorder shows too.
 */

interface Item {
  id: string;
  label: string;
  /** Each property as the text the diff compares. */
  fields: Map<string, string>;
}

/** A property as text: strings as they are, lists of ids or values joined, anything else as JSON. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
      return value.join(', ');
    if (value.every((v) => v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'))
      return value.map((v) => (v as { id: string }).id).join(', ');
  }
  return JSON.stringify(value, null, 1) ?? '';
}

function fieldsOf(node: object, extra: Record<string, string> = {}): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) if (value !== undefined) fields.set(key, text(value));
  for (const [key, value] of Object.entries(extra)) fields.set(key, value);
  return fields;
}

const named = (kind: string, node: { id: string; name?: string }) =>
  node.name && node.name !== node.id ? `${kind} ${node.id} (${node.name})` : `${kind} ${node.id}`;

function questionItems(content: SurveyContent): Item[] {
  const items: Item[] = [];
  for (const [type, chunks] of Object.entries(content.questions)) {
    for (const subtype of QuestionSubtype.options) {
      for (const page of chunks?.[subtype]?.pages ?? [])
        for (const element of page.elements)
          items.push({
            id: `${type}:${subtype}:${element.name}`,
            label: `Question ${element.name} (${type} / ${SUBTYPE_LABELS[subtype]})`,
            fields: fieldsOf(element, { page: page.name }),
          });
    }
  }
  return items;
}

function ruleTreeItems(content: SurveyContent): Item[] {
  const items: Item[] = [];
  const group = (g: SurveyContent['rules']['categories'][number]['groups'][number]) => {
    items.push({ id: g.id, label: named('Group', g), fields: fieldsOf(g) });
    for (const s of g.subgroups) items.push({ id: s.id, label: named('Subgroup', s), fields: fieldsOf(s) });
  };
  for (const c of content.rules.categories) {
    items.push({ id: c.id, label: named('Category', c), fields: fieldsOf(c) });
    c.groups.forEach(group);
    for (const s of c.subcategories) {
      items.push({ id: s.id, label: named('Subcategory', s), fields: fieldsOf(s) });
      s.groups.forEach(group);
    }
  }
  return items;
}

function responseTreeItems(content: SurveyContent): Item[] {
  const items: Item[] = [];
  for (const c of content.responses.categories) {
    items.push({ id: c.id, label: named('Category', c), fields: fieldsOf(c) });
    for (const g of c.groups) {
      items.push({ id: g.id, label: named('Group', g), fields: fieldsOf(g) });
      for (const s of g.subgroups) items.push({ id: s.id, label: named('Subgroup', s), fields: fieldsOf(s) });
    }
  }
  return items;
}

const AREAS: readonly { area: DiffArea; items: (c: SurveyContent) => Item[] }[] = [
  { area: 'questions', items: questionItems },
  { area: 'ruleTree', items: ruleTreeItems },
  {
    area: 'rules',
    items: (c) => c.rules.rules.map((r) => ({ id: r.id, label: named('Rule', r), fields: fieldsOf(r) })),
  },
  { area: 'responseTree', items: responseTreeItems },
  {
    area: 'responses',
    items: (c) =>
      c.responses.responses.map((r) => ({ id: r.id, label: named('Response', r), fields: fieldsOf(r) })),
  },
  {
    area: 'definitionGroups',
    items: (c) =>
      c.definitions.groups.map((g) => ({ id: g.id, label: `Definition group ${g.id}`, fields: fieldsOf(g) })),
  },
  {
    area: 'definitions',
    items: (c) =>
      c.definitions.definitions.map((d) => ({ id: d.id, label: `Definition ${d.id}`, fields: fieldsOf(d) })),
  },
];

function changes(before: Map<string, string>, after: Map<string, string>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(field) ?? '';
    const now = after.get(field) ?? '';
    if (was !== now) out.push({ field, before: was, after: now, words: wordDiff(was, now) });
  }
  return out;
}

const everyField = (item: Item, side: 'before' | 'after'): FieldChange[] =>
  [...item.fields].map(([field, value]) => ({
    field,
    before: side === 'before' ? value : '',
    after: side === 'after' ? value : '',
    words: [{ kind: side === 'before' ? 'removed' : 'added', text: value }],
  }));

/** Every item added, removed or changed from `from` to `to`, area by area, in `to`'s order. */
export function diffContent(from: SurveyContent, to: SurveyContent): ContentDiff {
  const items = AREAS.flatMap(({ area, items: itemsOf }) => diffArea(area, itemsOf, from, to));
  const count = (kind: DiffItem['kind']) => items.filter((i) => i.kind === kind).length;
  return { items, counts: { added: count('added'), removed: count('removed'), changed: count('changed') } };
}

/**
 * The questions added, removed or changed from `from` to `to`, each matched by its chunk and name
 * (so a renamed question is one removed and one added): diffContent's questions alone.
 */
export function diffQuestions(from: SurveyContent, to: SurveyContent): DiffItem[] {
  return diffArea('questions', questionItems, from, to);
}

/** One area's items added, removed or changed, in `to`'s order, then those removed. */
function diffArea(
  area: DiffArea,
  itemsOf: (content: SurveyContent) => Item[],
  from: SurveyContent,
  to: SurveyContent,
): DiffItem[] {
  const items: DiffItem[] = [];
  const before = new Map(itemsOf(from).map((i) => [i.id, i]));
  const after = itemsOf(to);
  const afterIds = new Set(after.map((i) => i.id));
  for (const item of after) {
    const was = before.get(item.id);
    if (!was)
      items.push({
        area,
        kind: 'added',
        id: item.id,
        label: item.label,
        fields: everyField(item, 'after'),
      });
    else {
      const fields = changes(was.fields, item.fields);
      if (fields.length > 0) items.push({ area, kind: 'changed', id: item.id, label: item.label, fields });
    }
  }
  for (const item of before.values())
    if (!afterIds.has(item.id))
      items.push({
        area,
        kind: 'removed',
        id: item.id,
        label: item.label,
        fields: everyField(item, 'before'),
      });
  return items;
}

/** Spec 3.4: how many questions, rules, responses and definitions a content has. */
export function contentCounts(content: SurveyContent): {
  questions: number;
  rules: number;
  responses: number;
  definitions: number;
} {
  let questions = 0;
  for (const chunks of Object.values(content.questions))
    for (const subtype of QuestionSubtype.options)
      for (const page of chunks?.[subtype]?.pages ?? []) questions += page.elements.length;
  return {
    questions,
    rules: content.rules.rules.length,
    responses: content.responses.responses.length,
    definitions: content.definitions.definitions.length,
  };
}
