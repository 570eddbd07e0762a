import { QuestionSubtype, QuestionType, SurveyContent, TAX_HEADS } from '@tsr/contract';
import { compileContent, ROW_GROUPS, validateContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_INPUT, defaultSurveyContent } from './index';
import { CATEGORIES } from './pack';
import { firingLogic } from './pack/rules/model';
import { detailId, riskId } from './pack/rules/tree';

const content = defaultSurveyContent();
const compiled = compileContent(content);

/** Legislation a UK adviser would cite: an Act with a section, schedule or part, a regulation, a manual page or a case. */
const LEGISLATION =
  /\b(ITTOIA|ITA|TCGA|IHTA|CTA|TIOPA|TMA|ECTEA|MLR)\b[^.]*?\b(s\.|ss\.|Sch|Part|reg)|\bFA \d{4}\b|\bF\(No\.2\)A\b|\b(INTM|IHTM|CG|TSEM|TRSM)\d+|\bv\.? [A-Z]/;

/** Every cell of the report table: the primer (section 6) gives rules for all 45. */
const CELLS = ROW_GROUPS.flatMap((group) =>
  group.rows.flatMap((row) =>
    TAX_HEADS.map((head) => ({ group: group.name, row: row.name, rowId: row.id, head })),
  ),
);

describe('the default content pack', () => {
  it('is valid: validateContent finds no problem, raw or loaded', () => {
    expect(validateContent(DEFAULT_CONTENT_INPUT)).toEqual([]);
    expect(validateContent(content)).toEqual([]);
    expect(compiled.findings).toEqual([]);
  });

  it('loses nothing when loaded: every rule, response and definition is referenced', () => {
    const parsed = SurveyContent.parse(DEFAULT_CONTENT_INPUT);
    expect(content.rules.rules).toHaveLength(parsed.rules.rules.length);
    expect(content.responses.responses).toHaveLength(parsed.responses.responses.length);
    expect(content.definitions.definitions).toHaveLength(parsed.definitions.definitions.length);
  });

  it('has questions for every type and every subtype it can have', () => {
    for (const type of QuestionType.options) {
      const chunks = content.questions[type];
      const subtypes = ['trust', 'foundation', 'company'].includes(type)
        ? QuestionSubtype.options
        : (['pre', 'post'] as const);
      for (const subtype of subtypes) {
        const names = (chunks?.[subtype]?.pages ?? []).flatMap((page) => page.elements.map((e) => e.name));
        expect(names.length, `${type} ${subtype}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every question a title, and its help in markdown with ##li bullets somewhere', () => {
    const elements = Object.values(content.questions).flatMap((chunks) =>
      Object.values(chunks ?? {}).flatMap((survey) => survey?.pages.flatMap((page) => page.elements) ?? []),
    );
    for (const element of elements) expect(element.title, element.name).toBeTruthy();
    expect(elements.some((element) => element.description?.includes('\n##li '))).toBe(true);
  });

  it('puts conditions on answers of the same chunk in visibleIf, and on earlier parts in customLogic', () => {
    // customLogic is evaluated before the part is shown, so it cannot see the part's own answers;
    // SurveyJS evaluates visibleIf in the browser on the chunk's answers only.
    const plain = (text: string) =>
      [...text.matchAll(/\{\s*([A-Za-z0-9_]+)\s*\}/g)].map((m) => m[1] as string);
    const wrong: string[] = [];
    for (const [type, chunks] of Object.entries(content.questions))
      for (const [subtype, survey] of Object.entries(chunks ?? {})) {
        const elements = survey?.pages.flatMap((page) => page.elements) ?? [];
        const names = new Set(elements.map((e) => e.name));
        for (const element of elements) {
          const custom = [
            element.customLogic ?? '',
            ...(element.choices ?? []).map((c) => (typeof c === 'object' ? (c.customLogic ?? '') : '')),
          ];
          for (const name of custom.flatMap(plain))
            if (names.has(name)) wrong.push(`${type}.${subtype}.${element.name} customLogic reads ${name}`);
          for (const name of plain(element.visibleIf ?? ''))
            if (!names.has(name)) wrong.push(`${type}.${subtype}.${element.name} visibleIf reads ${name}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('has rules for every cell of the report table', () => {
    const missing = CELLS.filter(({ rowId, head }) => {
      const key = `${rowId}|${head}`;
      return !compiled.categories.some((category) =>
        category.subcategories.some(
          (sub) =>
            sub.row === rowId &&
            sub.groups.some(
              (group) => group.column === head && group.subgroups.some((sg) => sg.rules.length > 0),
            ),
        ),
      )
        ? key
        : false;
    });
    expect(missing.map((cell) => `${cell.group} / ${cell.row} / ${cell.head}`)).toEqual([]);
  });

  it('uses every risk text, and each rule points at its own', () => {
    const risks = content.responses.responses.filter((response) => response.isRiskScore).map((r) => r.id);
    const used = new Set(content.rules.rules.map((rule) => rule.response));
    expect(risks.filter((id) => !used.has(id))).toEqual([]);
    expect(used.size).toBe(content.rules.rules.length);
  });

  it('names legislation in every rule’s risk text and more-detail text', () => {
    const byId = new Map(content.responses.responses.map((response) => [response.id, response]));
    const without = CATEGORIES.flatMap((category) =>
      category.rows.flatMap((row) =>
        row.heads.flatMap((head) =>
          head.subgroups.flatMap((subgroup) =>
            subgroup.rules.filter(
              (rule) =>
                !LEGISLATION.test(byId.get(riskId(rule))?.text ?? '') ||
                !LEGISLATION.test(byId.get(detailId(rule))?.text ?? ''),
            ),
          ),
        ),
      ),
    );
    expect(without.map((rule) => rule.id)).toEqual([]);
  });

  it('shows each more-detail text exactly when its rule fires: same condition, same loop', () => {
    const responses = new Map(content.responses.responses.map((response) => [response.id, response]));
    const subgroupOf = new Map(
      content.responses.categories.flatMap((category) =>
        category.groups.flatMap((group) =>
          group.subgroups.flatMap((sg) => sg.responses.map((id) => [id, sg])),
        ),
      ),
    );
    for (const category of CATEGORIES)
      for (const row of category.rows)
        for (const head of row.heads)
          for (const subgroup of head.subgroups)
            for (const rule of subgroup.rules) {
              expect(responses.get(detailId(rule))?.logic, rule.id).toBe(firingLogic(subgroup, rule));
              expect(subgroupOf.get(detailId(rule))?.loopKey ?? '', rule.id).toBe(subgroup.loopKey ?? '');
            }
  });

  it('separates high, medium and low risks, and gives ids that say where a rule reports', () => {
    const scores = content.rules.rules.map((rule) => rule.score);
    expect(scores.some((s) => s >= 70)).toBe(true);
    expect(scores.some((s) => s >= 30 && s < 70)).toBe(true);
    expect(scores.some((s) => s > 0 && s < 30)).toBe(true);
    expect(scores.every((s) => s > 0)).toBe(true);
    for (const rule of content.rules.rules)
      expect(rule.id).toMatch(/^(T[TSB]|F[FOB]|C[CSO]|CA[SF])-(IT|CGT|IHT|CT|ATED)-\d+$/);
    for (const rule of content.rules.rules) expect(rule.context, rule.id).not.toBe('');
  });

  it('keeps the pack a sensible size', () => {
    expect(content.rules.rules.length).toBeGreaterThanOrEqual(100);
    expect(content.rules.rules.length).toBeLessThanOrEqual(200);
  });
});
