import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../editor-fixtures';
import { parseResponsesCsv, replaceSubgroupResponses } from './responses-csv';

describe('Upload responses CSV (spec 5.3, 8)', () => {
  it('reads a header row with any case, skips empty lines and keeps the rows in order', () => {
    const result = parseResponsesCsv(
      'texts.csv',
      'Name,LOGIC,Text\n\nFirst,{a} = 1,One\n\nSecond,,"Two, with a comma"\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ name: 'First', logic: '{a} = 1', text: 'One', isHeading: false }),
        expect.objectContaining({ name: 'Second', logic: '', text: 'Two, with a comma' }),
      ],
    });
  });

  it('names the file and the columns found when a required column is missing', () => {
    expect(parseResponsesCsv('texts.csv', 'name,text\nFirst,One\n')).toEqual({
      ok: false,
      error:
        "Cannot parse responses CSV file 'texts.csv'. Expected columns 'name', 'logic' and 'text', but found 'name, text'",
    });
  });

  it("names the file and gives the parser's messages for a broken file", () => {
    const result = parseResponsesCsv('broken.csv', 'name,logic,text\nFirst,,One\nSecond,"unclosed,Two\n');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.startsWith("Cannot parse responses CSV file 'broken.csv'. ")).toBe(true);
      expect(result.error.length).toBeGreaterThan("Cannot parse responses CSV file 'broken.csv'. ".length);
    }
  });

  it('replaces every response of the subgroup with the rows, keeping a risk text a rule still uses', () => {
    const draft = sampleDraft();
    const result = replaceSubgroupResponses(
      draft,
      ['rc-trust', 'rg-1', 'rs-1'],
      [
        {
          name: 'A',
          logic: '',
          text: 'Alpha',
          status: '',
          isHeading: false,
          isMoreDetail: false,
          isRiskScore: false,
        },
      ],
    );
    if (!result.ok) throw new Error(result.error);
    const subgroup = result.content.responses.categories[0]?.groups[0]?.subgroups[0];
    // A new response's id is made from its name.
    expect(subgroup?.responses).toEqual(['a']);
    const ids = result.content.responses.responses.map((r) => r.id).sort();
    // resp-head is gone; resp-risk stays because rules point at it.
    expect(ids).toEqual(['a', 'resp-risk']);
  });

  it('gives rows of the same name ids of that name, the second with -2, and the same ids when uploaded again', () => {
    const row = {
      name: 'Offshore income gains',
      logic: '',
      text: 'Gains',
      status: '',
      isHeading: false,
      isMoreDetail: false,
      isRiskScore: false,
    };
    const path = ['rc-trust', 'rg-1', 'rs-1'];
    const once = replaceSubgroupResponses(sampleDraft(), path, [row, row]);
    if (!once.ok) throw new Error(once.error);
    const ids = once.content.responses.categories[0]?.groups[0]?.subgroups[0]?.responses;
    expect(ids).toEqual(['offshore-income-gains', 'offshore-income-gains-2']);
    const again = replaceSubgroupResponses(once.content, path, [row, row]);
    if (!again.ok) throw new Error(again.error);
    expect(again.content.responses.categories[0]?.groups[0]?.subgroups[0]?.responses).toEqual(ids);
  });
});
