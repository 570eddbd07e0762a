import type { RemediationUpdate, Report, Rule, SurveyContent } from '@tsr/contract';
import {
  buildReport,
  compileContent,
  prepareStructure,
  remediatedReport,
  reportCauses,
  riskReasons,
  updateRemediation,
} from '@tsr/domain';
import { completeReview, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';

/**
 * A report of the domain's test structure, answered with the test script, built without a
 * server: for tests of what the report shows (the PDF). `texts` rewrites the response texts of
 * the content first, `rules` changes rules by id (a cause, dated actions), `notes` adds a remediation with that
 * note to the first risks.
 */
export function reportFixture(
  options: {
    texts?: (text: string, id: string) => string;
    rules?: Readonly<Record<string, Partial<Rule>>>;
    /** The date the review is as at (today() of the rules and key dates). */
    today?: string;
    notes?: readonly string[];
  } = {},
) {
  const content = testContent();
  const edited: SurveyContent = {
    ...content,
    rules: {
      ...content.rules,
      rules: content.rules.rules.map((r) => ({ ...r, ...options.rules?.[r.id] })),
    },
    responses: {
      ...content.responses,
      responses: content.responses.responses.map((r) => ({
        ...r,
        text: options.texts?.(r.text, r.id) ?? r.text,
      })),
    },
  };
  const compiled = compileContent(edited);
  const structure = prepareStructure(testStructure());
  let report: Report = buildReport({
    structure,
    parts: completeReview(
      { structure, content: compiled, ...(options.today ? { today: options.today } : {}) },
      TEST_SCRIPT,
    ).sequence.parts,
    content: compiled,
    ...(options.today ? { today: options.today } : {}),
    report_id: 'r1',
    user: 'ann@oak.example',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
  const risks = Object.values(report.originalTable.values)
    .flatMap((row) => Object.values(row))
    .flatMap((cell) => cell.explanation);
  (options.notes ?? []).forEach((note, i) => {
    const risk = risks[i % risks.length];
    if (!risk) return;
    const update: RemediationUpdate = {
      selector: { entityId: risk.entityId, responseId: risk.responseId },
      action: 'resolved',
      text: note,
    };
    const result = updateRemediation(report, update, {
      user: 'ann@oak.example',
      timestamp: `2026-01-06T10:00:${String(i % 60).padStart(2, '0')}.000Z`,
    });
    if (!result.ok) throw new Error(result.error);
    report = result.report;
  });
  const reasons = riskReasons(report, compiled);
  const causes = reportCauses(report, compiled);
  return {
    report: { ...report, reasons, causes },
    remediated: { ...remediatedReport(report), reasons, causes },
    content: compiled,
    structure,
  };
}
