import type { SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { testContent } from '../testing/test-content';
import {
  addDefinition,
  addDefinitionGroup,
  deleteDefinition,
  deleteDefinitionGroup,
  nameFeedback,
  renameDefinitionGroup,
  renameReferences,
  reorderDefinitionGroups,
  reorderDefinitions,
  updateDefinition,
} from './definition-editor';
import type { EditResult } from './editor';
import { validateContent } from './validate';

function ok(result: EditResult): SurveyContent {
  if (!result.ok) throw new Error(result.error);
  return result.content;
}

const content = testContent();

describe('definition messages (spec 5.3, exact texts)', () => {
  it.each([
    [
      'a group name already used',
      addDefinitionGroup(content, 'Residence'),
      "Group Name 'Residence' already used",
    ],
    ['an empty group name', addDefinitionGroup(content, ''), "Group Name '' already used"],
    [
      'renaming onto a used name',
      renameDefinitionGroup(content, 'Residence', 'Property'),
      "Group Name 'Property' already used",
    ],
    [
      'renaming a missing group',
      renameDefinitionGroup(content, 'Nowhere', 'X'),
      "Group Name 'Nowhere' does not exist",
    ],
    [
      'deleting a missing group',
      deleteDefinitionGroup(content, 'Nowhere'),
      "Group Name 'Nowhere' does not exist",
    ],
    [
      'adding to a missing group',
      addDefinition(content, 'Nowhere', { id: 'x', logic: '' }),
      'No group "Nowhere" found',
    ],
    [
      'a definition name already used (ignoring case)',
      addDefinition(content, 'Property', { id: 'Holds_UK_Dwelling', logic: 'true' }),
      "Definition Name 'Holds_UK_Dwelling' already exists",
    ],
    [
      'renaming a missing definition',
      updateDefinition(content, 'nowhere', { id: 'x', logic: '' }),
      'No definition "nowhere" found',
    ],
    [
      'a definition name @ cannot read',
      addDefinition(content, 'Property', { id: 'two words', logic: '' }),
      'Invalid name or name already exists',
    ],
  ])('%s', (_name, result, error) => {
    expect(result).toEqual({ ok: false, error });
  });

  it('gives the forms their invalid feedback', () => {
    expect(nameFeedback(content, { kind: 'adding-group', name: 'Residence' })).toBe('Name already exists');
    expect(nameFeedback(content, { kind: 'adding-group', name: '' })).toBe('Name already exists');
    expect(nameFeedback(content, { kind: 'adding-group', name: 'Dates' })).toBeNull();
    expect(nameFeedback(content, { kind: 'renaming-group', name: 'Property', current: 'Residence' })).toBe(
      'Invalid name or name already exists',
    );
    expect(
      nameFeedback(content, { kind: 'renaming-group', name: 'Residence', current: 'Residence' }),
    ).toBeNull();
    expect(nameFeedback(content, { kind: 'definition', name: 'holds_uk_dwelling' })).toBe(
      'Invalid name or name already exists',
    );
    expect(
      nameFeedback(content, { kind: 'definition', name: 'holds_uk_dwelling', current: 'holds_uk_dwelling' }),
    ).toBeNull();
    expect(nameFeedback(content, { kind: 'definition', name: 'a-b' })).toBe(
      'Invalid name or name already exists',
    );
  });
});

describe('definition operations', () => {
  it('adds a group and a definition; saved ids are lower-cased', () => {
    const next = ok(
      addDefinition(ok(addDefinitionGroup(content, 'Dates')), 'Dates', {
        id: 'Post_2025',
        logic: "after({first_settlement}, '05/04/2025')",
      }),
    );
    expect(next.definitions.groups.at(-1)).toEqual({ id: 'Dates', definitions: ['post_2025'] });
    expect(next.definitions.definitions.at(-1)).toEqual({
      id: 'post_2025',
      logic: "after({first_settlement}, '05/04/2025')",
    });
    expect(validateContent(next)).toEqual([]);
  });

  it('renames a group', () => {
    const next = ok(renameDefinitionGroup(content, 'Residence', 'Residence tests'));
    expect(next.definitions.groups.map((g) => g.id)).toEqual(['Residence tests', 'Property']);
  });

  it('renames a definition and every reference to it, leaving strings alone', () => {
    const next = ok(
      updateDefinition(content, 'holds_uk_dwelling', {
        id: 'Has_UK_Dwelling',
        logic: "{trust_uk_residential_property} = 'direct'",
      }),
    );
    expect(next.definitions.groups[1]?.definitions).toEqual(['has_uk_dwelling', 'uk_dwelling_not_filed']);
    expect(next.definitions.definitions.find((d) => d.id === 'uk_dwelling_not_filed')?.logic).toBe(
      "@has_uk_dwelling and {trust_iht_returns_filed} = 'no'",
    );
    expect(next.rules.categories[0]?.subcategories[0]?.groups[1]?.subgroups[0]?.logic).toBe(
      '@has_uk_dwelling',
    );
    expect(validateContent(next)).toEqual([]);
    expect(renameReferences("@a or '@a' = {x} and @ab", 'a', 'b')).toBe("@b or '@a' = {x} and @ab");
  });

  it('deleting a group cascades to its definitions, and validation names the logic that used them', () => {
    const next = ok(deleteDefinitionGroup(content, 'Property'));
    expect(next.definitions.definitions.map((d) => d.id)).toEqual(['uk_resident_settlor']);
    const codes = validateContent(next).map((f) => [f.code, f.path]);
    expect(codes).toEqual([
      ['logic', 'rules.rules[2].logic'],
      ['logic', 'rules.categories[0].subcategories[0].groups[1].subgroups[0].logic'],
    ]);
  });

  it('deletes a definition from its group', () => {
    const next = ok(deleteDefinition(content, 'UK_Resident_Settlor'));
    expect(next.definitions.groups[0]).toEqual({ id: 'Residence', definitions: [] });
  });

  it('reorders groups and definitions from one index to another', () => {
    expect(ok(reorderDefinitionGroups(content, 1, 0)).definitions.groups.map((g) => g.id)).toEqual([
      'Property',
      'Residence',
    ]);
    expect(ok(reorderDefinitions(content, 'Property', 0, 1)).definitions.groups[1]?.definitions).toEqual([
      'uk_dwelling_not_filed',
      'holds_uk_dwelling',
    ]);
    expect(reorderDefinitions(content, 'Nowhere', 0, 1)).toEqual({
      ok: false,
      error: 'No group "Nowhere" found',
    });
  });
});
