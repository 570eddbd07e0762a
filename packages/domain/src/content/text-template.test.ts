import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTextTemplate, unknownPlaceholders } from './text-template';

describe('names in report texts', () => {
  it('cuts a text at {name} and {loop.name}, leaving other braces as text', () => {
    const template = parseTextTemplate('{loop.name} holds for {loop.nominee_principal} {not one} {}');
    expect(template).toEqual([
      { name: 'name', fromLoop: true },
      ' holds for ',
      { name: 'nominee_principal', fromLoop: true },
      ' {not one} {}',
    ]);
    expect(parseTextTemplate('No names here.')).toBeNull();
  });

  it('fills the placeholders and lists the unknown ones', () => {
    const template = parseTextTemplate('Held for {loop.nominee_principal} by {name}.');
    expect(fillTemplate(template, '', (p) => p.name.toUpperCase())).toBe(
      'Held for NOMINEE_PRINCIPAL by NAME.',
    );
    expect(unknownPlaceholders(template, new Set(['name']))).toEqual(['loop.nominee_principal']);
  });
});
