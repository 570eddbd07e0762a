import { describe, expect, it } from 'vitest';
import { LAW_MESSAGES, lawParts, lawProblems } from './law-citations';

const links = (text: string) => lawParts(text).flatMap((p) => (p.url ? [[p.text, p.url]] : []));

describe('law references as links', () => {
  it('links each provision of an Act to legislation.gov.uk, the Act named with the first', () => {
    expect(links('ITTOIA 2005 s.620, s.624, s.627(4)')).toEqual([
      ['ITTOIA 2005 s.620', 'https://www.legislation.gov.uk/ukpga/2005/5/section/620'],
      ['s.624', 'https://www.legislation.gov.uk/ukpga/2005/5/section/624'],
      ['s.627', 'https://www.legislation.gov.uk/ukpga/2005/5/section/627'],
    ]);
    expect(links('IHTA 1984 Sch A1 paras 1-2; ss.64-65')).toEqual([
      ['IHTA 1984 Sch A1 paras 1', 'https://www.legislation.gov.uk/ukpga/1984/51/schedule/A1/paragraph/1'],
      ['ss.64', 'https://www.legislation.gov.uk/ukpga/1984/51/section/64'],
    ]);
    expect(links('MLR 2017 regs 42-45; ITTOIA 2005 Part 3; SI 1995/2902')).toEqual([
      ['MLR 2017 regs 42', 'https://www.legislation.gov.uk/uksi/2017/692/regulation/42'],
      ['ITTOIA 2005 Part 3', 'https://www.legislation.gov.uk/ukpga/2005/5/part/3'],
      ['SI 1995/2902', 'https://www.legislation.gov.uk/uksi/1995/2902'],
    ]);
  });

  it('links HMRC manual paragraphs to GOV.UK, and leaves cases and draft law as text', () => {
    expect(links('IHTM04311; HMRC INTM180030-INTM180040; CG38505')).toEqual([
      ['IHTM04311', 'https://www.gov.uk/hmrc-internal-manuals/inheritance-tax-manual/ihtm04311'],
      ['INTM180030', 'https://www.gov.uk/hmrc-internal-manuals/international-manual/intm180030'],
      ['INTM180040', 'https://www.gov.uk/hmrc-internal-manuals/international-manual/intm180040'],
      ['CG38505', 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg38505'],
    ]);
    expect(links('HMRC v Fisher [2023] UKSC 44; draft s.65(8B)')).toEqual([]);
    expect(lawProblems('HMRC v Fisher [2023] UKSC 44; draft s.65(8B)')).toEqual([]);
  });

  it('keeps the text as written: the parts joined are the text', () => {
    for (const text of [
      'TCGA 1992 s.3(4)-(9), Sch 5 para 1(3)',
      'ITTOIA 2005 s.402 ff',
      'IHTA 1984 s.48(3) (as it applied)',
    ])
      expect(
        lawParts(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
  });

  it('says which reference is not in a form it can link, and an Act or manual it does not know', () => {
    expect(lawProblems('The settlements code; XYZ 1999 s.1; ABCM12345')).toEqual([
      LAW_MESSAGES.form('The settlements code'),
      LAW_MESSAGES.unknownAct('XYZ 1999'),
      LAW_MESSAGES.unknownManual('ABCM12345'),
    ]);
    expect(lawProblems('')).toEqual([]);
  });
});
