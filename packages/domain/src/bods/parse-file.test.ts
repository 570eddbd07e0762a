import { BODS_MAX_BYTES } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { parseBodsText } from './parse-file';

const statement = (n: number) => JSON.stringify({ recordId: `r${n}` });

describe('reading a BODS file', () => {
  it('reads a JSON array and JSON Lines alike', () => {
    expect(parseBodsText(`[${statement(1)},${statement(2)}]`)).toEqual({
      statements: [{ recordId: 'r1' }, { recordId: 'r2' }],
    });
    expect(parseBodsText(`${statement(1)}\n\n${statement(2)}\r\n`)).toEqual({
      statements: [{ recordId: 'r1' }, { recordId: 'r2' }],
    });
  });

  it('refuses a file over 5 MB or over 2,000 statements, with the reason', () => {
    expect(parseBodsText(`[${' '.repeat(BODS_MAX_BYTES)}]`)).toEqual({
      error: 'The BODS file is larger than 5 MB: split it and import each part',
    });
    const many = Array.from({ length: 2001 }, (_, n) => statement(n));
    const refusal = { error: 'The BODS file has 2,001 statements: at most 2,000 can be imported at once' };
    expect(parseBodsText(`[${many.join(',')}]`)).toEqual(refusal);
    expect(parseBodsText(many.join('\n'))).toEqual(refusal);
    expect(parseBodsText(`[${many.slice(1).join(',')}]`)).toMatchObject({ statements: expect.any(Array) });
  });

  it('says where a file is not JSON', () => {
    expect(parseBodsText(`${statement(1)}\n{"recordId": `)).toEqual({
      error: 'Line 2 of the file is not valid JSON: in JSON Lines each line is one statement',
    });
    expect(parseBodsText('[{"recordId": ]')).toMatchObject({
      error: expect.stringMatching(/^The file is not valid JSON/),
    });
    expect(parseBodsText('')).toEqual({
      error: 'The file is empty: a BODS file holds a JSON array of statements',
    });
    expect(parseBodsText('[]')).toEqual({ error: 'The file holds no statements' });
  });
});
