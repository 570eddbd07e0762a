import { type Part, Report, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { prepareStructure } from '../structure/prepare';
import { completeReview, type Script, TEST_SCRIPT } from '../testing/answers';
import { TEST_CONTENT_INPUT, testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { buildReport } from './report';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());

function report(script: Script = TEST_SCRIPT, compiled = content, parts?: Part[]): Report {
  const done = parts ?? completeReview({ structure, content: compiled }, script).sequence.parts;
  return buildReport({
    structure,
    parts: done,
    content: compiled,
    report_id: 'r1',
    user: 'Ann Admin',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
}

/** Each cell as 'score/max', looped cells with their instances' scores. */
function grid(r: Report): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of r.table.rows)
    for (const column of r.table.columns) {
      const cell = r.table.values[row.id]?.[column];
      if (!cell || (cell.max === 0 && cell.score === 0)) continue;
      const loops = cell.loopedValues.map((v) => `${v.instanceId}=${v.score}`).join(' ');
      out[`${row.id} ${column}`] = `${cell.score}/${cell.max}${loops ? ` [${loops}]` : ''}`;
    }
  return out;
}

const golden = report();

describe('scoring the test structure (golden)', () => {
  it('fills the table: a category is a row group, a subcategory a row, a group a tax head', () => {
    expect(golden.table.columns).toEqual(['IT', 'CGT', 'IHT', 'CT', 'ATED']);
    expect(golden.table.rowGroups.map((g) => g.name)).toEqual(['Trust', 'Foundation', 'Company']);
    expect(golden.table.rows.map((r) => r.name)).toEqual([
      'Trustees',
      'Settlor',
      'Beneficiaries',
      'Foundation',
      'Founder',
      'Beneficiaries',
      'Company',
      'Shareholder',
      'Over Settlors',
    ]);
    expect(grid(golden)).toEqual({
      'trust.trustees IT': '80/80',
      'trust.trustees IHT':
        '90/90 [t1/bob/bob-d0=0 t1/ann/ann-d0=60 t1/ann/ann-d1=0 t1/t1~c1/t1~c1~0=0 t1/t1~c1~cara/t1~c1~cara~0=0]',
      'trust.settlor IT': '85/85 [t1/bob=0 t1/ann=85 t1/t1~c1=0 t1/t1~c1~cara=0]',
      'trust.settlor IHT': '10/10 [t1/bob=10 t1/ann=0 t1/t1~c1=0 t1/t1~c1~cara=0]',
      'trust.beneficiaries CGT': '0/80',
      'foundation.foundation IT': '75/75',
      'foundation.founder IHT': '40/40 [f1/dan=40 f1/f1~c1=0 f1/f1~c1~cara=0]',
      'company.company IT': '30/30',
      'company.company CT': '70/70',
      'company.company ATED': '85/85',
      'company.shareholder IT': '50/50 [c1/cara=50 c2/t1sh=0]',
      'company.over-settlors IT': '65/65 [t1/bob=0 t1/ann=65 t1/t1~c1=0 t1/t1~c1~cara=65]',
    });
    expect(golden.score).toBe(91.34);
    expect(golden.originalScore).toBe(golden.score);
    expect(golden.originalTable).toEqual(golden.table);
    expect(golden.errors).toEqual([]);
  });

  it('keeps each value’s explanation: the rule, its logic, the answers it read', () => {
    const cell = golden.table.values['trust.trustees']?.IT;
    expect(cell).toMatchObject({
      max: 80,
      score: 80,
      responseId: 'r-tt-it-1',
      entityId: 't1',
      remediationStatus: null,
    });
    expect(cell?.explanation).toEqual([
      {
        ruleId: 'TT-IT-1',
        ruleName: 'TT-IT-1',
        logic:
          "{trustees_all_non_uk_resident} = 'no' and {settlors.settlor_uk_resident_current} contains 'yes'",
        score: 80,
        entityId: 't1',
        responseId: 'r-tt-it-1',
        context: 'ITA s.474-476',
        reads: [
          { question: 'trustees_all_non_uk_resident', entityId: 't1', value: 'no' },
          { question: 'settlors.settlor_uk_resident_current', entityId: 't1/bob', value: undefined },
          { question: 'settlors.settlor_uk_resident_current', entityId: 't1/ann', value: 'yes' },
          { question: 'settlors.settlor_uk_resident_current', entityId: 't1/t1~c1', value: 'no' },
          { question: 'settlors.settlor_uk_resident_current', entityId: 't1/t1~c1~cara', value: 'yes' },
        ],
      },
    ]);
  });

  it('explains a looped value with its loop instance, and a definition’s reads', () => {
    const settlor = golden.table.values['trust.settlor']?.IT?.explanation.find((e) => e.ruleId === 'TS-IT-1');
    expect(settlor).toMatchObject({ loopInstance: 't1/ann', entityId: 't1' });
    expect(settlor?.reads.map((r) => r.question)).toEqual([
      'loop.settlor_uk_resident_current',
      'loop.deceased',
      'loop.settlor_or_spouse_can_benefit',
    ]);
    const filed = golden.table.values['trust.trustees']?.IHT?.explanation.find(
      (e) => e.ruleId === 'TT-IHT-3',
    );
    // The subgroup's logic (@holds_uk_dwelling) then the rule's (@uk_dwelling_not_filed, which uses it).
    expect(filed?.reads.map((r) => `${r.question}=${String(r.value)}`)).toEqual([
      'trust_uk_residential_property=direct',
      'trust_uk_residential_property=direct',
      'trust_iht_returns_filed=no',
    ]);
  });

  it('scores a deceased settlor, a nominee and over settlors', () => {
    expect(golden.table.values['trust.settlor']?.IHT?.explanation.map((e) => e.loopInstance)).toEqual([
      't1/bob',
    ]);
    expect(golden.table.values['company.company']?.IT?.explanation[0]).toMatchObject({
      ruleId: 'CO-IT-NOMINEE',
      entityId: 'c1',
    });
    expect(
      golden.table.values['company.over-settlors']?.IT?.explanation.map((e) => [e.entityId, e.loopInstance]),
    ).toEqual([
      ['c2', 't1/ann'],
      ['c2', 't1/t1~c1~cara'],
    ]);
  });

  it('reports a transformed subcategory in its target row and column', () => {
    expect(golden.transformed).toEqual([
      {
        subcategoryId: 'sub-company-as-settlor',
        fromRow: 'company.company',
        toRow: 'trust.settlor',
        groups: [{ groupId: 'g-cs', toGroupId: 'g-ts-it', column: 'IT' }],
      },
    ]);
    const bounty = golden.table.values['trust.settlor']?.IT?.explanation.find((e) => e.ruleId === 'CS-IT-1');
    expect(bounty).toMatchObject({ entityId: 'c1', score: 50, responseId: 'r-cs-it-1' });
    expect(bounty?.loopInstance).toBeUndefined();
  });

  it('lists looped rules and subcategories by loop key', () => {
    expect(golden.looped).toEqual({
      founders: { subcategories: [], subgroups: [], rules: ['FO-IHT-1'] },
      overSettlors: { subcategories: ['sub-over-settlors'], subgroups: [], rules: [] },
      settlements: { subcategories: [], subgroups: ['sg-tt-clt'], rules: [] },
      settlors: { subcategories: ['sub-settlor'], subgroups: [], rules: [] },
      shareholders: { subcategories: ['sub-shareholder'], subgroups: [], rules: [] },
    });
  });

  it('lists the responses per entity in response order, with weights, headings and looped responses', () => {
    const summary = golden.responses.map((e) => ({
      id: e.id,
      order: e.order,
      responses: e.responses.map((r) => `${r.id}:${r.weight}`),
      looped: e.loopedResponses.map((l) => `${l.instanceId}:${l.responses.map((r) => r.id).join('+')}`),
    }));
    expect(summary).toEqual([
      {
        id: 'c1',
        order: 0,
        responses: ['r-co-nominee:30', 'r-co-ct-1:70', 'r-sh-it-1:50', 'r-cs-it-1:50'],
        looped: [],
      },
      {
        id: 't1',
        order: 1,
        responses: [
          'r-trust-heading:0',
          'r-trust-intro:0',
          'r-trust-detail:0',
          'r-tt-it-1:80',
          'r-tt-iht-1:75',
          'r-tt-iht-3:90',
          'r-tt-clt:60',
        ],
        looped: ['t1/bob:r-settlor-deceased+r-ts-iht-5', 't1/ann:r-ts-it-1'],
      },
      { id: 'c2', order: 3, responses: ['r-co-ated-1:85', 'r-os-it-1:65'], looped: [] },
      { id: 'f1', order: 4, responses: ['r-ff-it-2:75', 'r-fo-iht-1:40'], looped: [] },
    ]);
    const trust = golden.responses[1];
    expect(trust?.groups).toEqual([{ id: 'rg-trust', heading: 'Trust', headingSize: 2 }]);
    expect(trust?.subgroups.map((s) => s.id)).toEqual([
      'rs-trust-intro',
      'rs-trust-risks',
      'rs-trust-settlors',
    ]);
    expect(trust?.responses[0]).toMatchObject({ isHeading: true, headingSize: 3, isRiskScore: false });
    expect(trust?.responses[2]).toMatchObject({ isMoreDetail: true });
    expect(trust?.responses.find((r) => r.id === 'r-tt-clt')).toMatchObject({ isLooped: true, weight: 60 });
    expect(golden.responseOrder).toEqual({
      categories: ['rc-trust', 'rc-foundation', 'rc-company'],
      groups: ['rg-trust', 'rg-foundation', 'rg-company'],
      subgroups: ['rs-trust-intro', 'rs-trust-risks', 'rs-trust-settlors', 'rs-foundation', 'rs-company'],
    });
  });

  it('is a Report as the contract defines it', () => {
    const parsed = Report.safeParse(JSON.parse(JSON.stringify(golden)));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('is deterministic', () => {
    expect(report()).toEqual(golden);
  });
});

describe('scoring rules', () => {
  it('gates rules by their subgroup’s logic', () => {
    const r = report({ ...TEST_SCRIPT, trust_uk_residential_property: 'none' });
    expect(r.table.values['trust.trustees']?.IHT?.explanation.map((e) => e.ruleId)).toEqual(['TT-IHT-CLT']);
  });

  it('gives every loop instance its value even when a looped rule does not read the instance', () => {
    const changed = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    (changed.rules.rules.find((r) => r.id === 'TS-IHT-5') as { logic: string }).logic =
      "{trust_type} = 'discretionary'";
    const compiled = compileContent(loadContent(changed));
    const cell = report(TEST_SCRIPT, compiled).table.values['trust.settlor']?.IHT;
    expect(cell?.loopedValues.map((v) => `${v.instanceId}=${v.score}`)).toEqual([
      't1/bob=10',
      't1/ann=10',
      't1/t1~c1=10',
      't1/t1~c1~cara=10',
    ]);
    expect(cell?.explanation.map((e) => e.loopInstance)).toEqual([
      't1/ann',
      't1/bob',
      't1/t1~c1',
      't1/t1~c1~cara',
    ]);
  });

  it('uses only answers to questions still shown', () => {
    const done = completeReview({ structure, content }, TEST_SCRIPT).sequence.parts;
    // trust_iht_returns_filed was answered, then trust_type changed so the question is hidden.
    const changed = done.map((p) =>
      p.id === 't1:pre' ? { ...p, answers: { ...p.answers, trust_type: 'bare_or_nominee' } } : p,
    );
    const r = report(TEST_SCRIPT, content, changed);
    expect(r.table.values['trust.trustees']?.IHT?.explanation.map((e) => e.ruleId)).toEqual(['TT-IHT-CLT']);
  });

  it('turns logic that cannot be evaluated into errors, not silent falses', () => {
    const broken = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    const rule = broken.rules.rules.find((r) => r.id === 'CO-CT-1') as { logic: string };
    rule.logic = "age({incorporation_date}) > 5 and {company_cmc_in_uk} = 'yes'";
    const compiled = compileContent(loadContent(broken));
    const r = report(TEST_SCRIPT, compiled);
    expect(r.errors).toEqual([
      {
        entityName: 'Oak Holdings Ltd',
        message: "today() needs today's date in the evaluation context",
        response: 'r-co-ct-1',
        rule: 'CO-CT-1',
        logic: "age({incorporation_date}) > 5 and {company_cmc_in_uk} = 'yes'",
      },
      {
        entityName: 'Oak Property Ltd',
        message: "today() needs today's date in the evaluation context",
        response: 'r-co-ct-1',
        rule: 'CO-CT-1',
        logic: "age({incorporation_date}) > 5 and {company_cmc_in_uk} = 'yes'",
      },
    ]);
  });

  it('finds the risks the structure alone shows, and max 0 where no rule can reach', () => {
    const none = report({ bySubject: {} });
    const fired = none.table.rows.flatMap((row) =>
      none.table.columns.flatMap(
        (column) => none.table.values[row.id]?.[column]?.explanation.map((e) => e.ruleId) ?? [],
      ),
    );
    // A nominee under the company and a deceased settlor need no answers.
    expect(fired).toEqual(['TS-IHT-5', 'CO-IT-NOMINEE']);
    expect(none.score).toBe(30.16);
    expect(none.table.values['trust.beneficiaries']?.IT).toEqual({
      max: 0,
      score: 0,
      responseId: null,
      entityId: null,
      remediationStatus: null,
      isLooped: false,
      loopedValues: [],
      explanation: [],
    });
  });
});

describe('explanation order', () => {
  it('lists every cell and risk highest score first, then by rule, entity and loop instance, whatever the structure order', () => {
    const r = report();
    // The test structure lists c1, t1, n1, c2, f1: structure order is not id order.
    const ids = r.structure.rootEntitiesIds;
    expect(ids).not.toEqual([...ids].sort());
    const key = (e: { score: number; ruleId: string; entityId: string; loopInstance?: string }) =>
      `${e.score}|${e.ruleId}|${e.entityId}|${e.loopInstance ?? ''}`;
    const sorted = <T extends { score: number; ruleId: string; entityId: string; loopInstance?: string }>(
      list: readonly T[],
    ) =>
      [...list].sort(
        (a, b) =>
          b.score - a.score ||
          (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
          (a.entityId < b.entityId ? -1 : a.entityId > b.entityId ? 1 : 0) ||
          ((a.loopInstance ?? '') < (b.loopInstance ?? '')
            ? -1
            : (a.loopInstance ?? '') > (b.loopInstance ?? '')
              ? 1
              : 0),
      );
    let explained = 0;
    for (const row of Object.values(r.table.values))
      for (const cell of Object.values(row)) {
        explained += cell.explanation.length;
        expect(cell.explanation.map(key)).toEqual(sorted(cell.explanation).map(key));
      }
    for (const entity of r.responses)
      for (const response of entity.responses)
        expect(response.explanation.map(key)).toEqual(sorted(response.explanation).map(key));
    expect(explained).toBeGreaterThan(10);
  });
});
