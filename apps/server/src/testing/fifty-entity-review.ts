import { defaultSurveyContent } from '@tsr/content';
import { GOLDEN_CASES, type GoldenCase } from '@tsr/content/golden';
import type { Report, ReportView } from '@tsr/contract';
import {
  buildReport,
  type CompiledContent,
  compileContent,
  prepareStructure,
  riskReasons,
  withoutEngineInternals,
} from '@tsr/domain';
import { completeReview, familyStructure, type Script } from '@tsr/domain/testing';

/** The review date of the golden cases, whose answers it gives. */
const TODAY = '31/01/2026';

const golden = (name: string): GoldenCase => {
  const found = GOLDEN_CASES.find((g) => g.name === name);
  if (!found) throw new Error(`no golden case ${name}`);
  return found;
};

/** A case's answers by question name, without its overrides for its own subjects. */
const answersOf = (name: string): Record<string, unknown> => {
  const { bySubject: _, ...answers } = golden(name).script;
  return answers;
};

/**
 * The family each subject of familyStructure belongs to: every id there (hold3, trust3/trust3-s1,
 * trust3/trust3~hold3~hold3-a, ...) carries its family's number, and only that one.
 */
const familyOf = (subjectId: string): number => Number(/\d+/.exec(subjectId)?.[0] ?? 0);

/**
 * The golden cases whose real answers each family gives, in turn: trusts, companies, shareholders
 * and foundations each answered as a case of the default pack answers them.
 */
export const FAMILY_CASES = [
  'marlowe-nominee-shareholder',
  'juniper-unidentified-nominee',
  'edelweiss-uk-resident-founder',
  'aurora-trust-london-flat',
  'alpenrose-foundation-new-resident-founder',
  'twin-oaks-two-settlors',
  'linden-foundation-company-flat',
  'magnolia-former-protected-settlement',
  'hawthorn-mixed-trustees-uk-company',
  'heron-deceased-settlor',
] as const;

/**
 * A script for the default pack on familyStructure: every question's answer from some golden
 * case (the first answers of all the cases, Aurora's over them), and each family's subjects
 * answered as one case answers them (FAMILY_CASES), so the ten families raise different risks.
 * A settlor who has died answers as Willow's late Mr W (his settlement was made on death).
 */
export function familyScript(cases: readonly string[]): Script {
  const base: Record<string, unknown> = {};
  for (const g of [...GOLDEN_CASES].reverse()) Object.assign(base, answersOf(g.name));
  Object.assign(base, answersOf('aurora-trust-london-flat'));
  const byFamily = cases.map((name) => answersOf(name));
  const willow = answersOf('willow-will-trust');
  // The respondent looks overrides up by subject id; the family decides them.
  const bySubject = new Proxy({} as Record<string, Record<string, unknown>>, {
    get: (_, id) => {
      if (typeof id !== 'string') return undefined;
      const own = byFamily[familyOf(id) % byFamily.length] ?? {};
      return /-s2(\/|$)/.test(id) ? { ...own, ...willow } : own;
    },
  });
  return { ...base, bySubject };
}

export interface FiftyEntityReview {
  readonly content: CompiledContent;
  readonly report: Report;
  /** The report as a customer's page and PDF get it (reasons, no engine internals). */
  readonly view: ReportView;
  /** Answers the script gave that the questionnaire refused (none expected). */
  readonly problems: readonly string[];
}

let made: FiftyEntityReview | undefined;

/**
 * A 50-entity review on the default content pack (ten families of a holding company with two
 * shareholders, a trust with a living and a late settlor, a property company, a foundation and a
 * nominee: the domain's familyStructure), answered with the golden cases' real answers by the
 * domain's scripted respondent and scored by the domain's buildReport: the report a customer with
 * a large structure gets, for the PDF's tests and bench. Made once per process: it takes about a
 * second.
 */
export function fiftyEntityReview(): FiftyEntityReview {
  if (made) return made;
  const content = compileContent(defaultSurveyContent());
  const structure = prepareStructure(familyStructure(10));
  const context = { structure, content, today: TODAY };
  const problems: string[] = [];
  const done = completeReview(context, familyScript(FAMILY_CASES), undefined, {
    onPart: (_, answering) => problems.push(...answering.problems),
  });
  const report = buildReport({
    ...context,
    parts: done.sequence.parts,
    report_id: 'fifty',
    user: 'lead@northbridge.example',
    user_id: 'u-fifty',
    company: 'Northbridge Advisers',
    timestamp: '2026-01-31T12:00:00.000Z',
  });
  const view = withoutEngineInternals({ ...report, reasons: riskReasons(report, content) });
  made = { content, report, view, problems };
  return made;
}
