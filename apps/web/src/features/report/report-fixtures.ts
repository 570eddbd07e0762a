import {
  type Report,
  type ReportCauses,
  type ReportCell,
  type ReportEntityResponses,
  type ReportKeyDates,
  type ReportSummary,
  type ReportView,
  reasonKey,
} from '@tsr/contract';
import {
  buildReport,
  cellRisks,
  compileContent,
  entityExplanations,
  keyDateViews,
  prepareStructure,
  remediatedReport,
  reportCauses,
  reportSummary,
  riskReasons,
  updateRemediation,
} from '@tsr/domain';
import { completeReview, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';

/**
 * Test reports made by the real scoring engine on the domain's test structure, content and
 * scripted answers (docs/scoring.md's worked example), so the screens are tested on reports of
 * the shape the server sends.
 */
const structure = prepareStructure({ ...testStructure(), name: 'Oak Structure' });

/** Dated actions of the trustees' dwelling rule (Oak Trust was first settled on 01/06/2010). */
const TRUSTEES_ACTIONS = [
  {
    text: 'Ten-year anniversary charge',
    due: 'nextAnniversary({first_settlement}, 10)',
    law: 'IHTA 1984 s.64',
  },
  { text: 'Deliver the overdue IHT100', due: "'31/12/2020'", law: 'IHTA 1984 s.216' },
];

/**
 * The test content, its trustees' two UK dwelling rules given one cause and the first of them
 * dated actions (docs/scoring.md).
 */
const content = compileContent(
  (() => {
    const base = testContent();
    const dwelling = {
      causeQuestion: 'trust_uk_residential_property',
      causeAnswers: ['direct'],
      causeText: 'The UK dwelling the trustees of {subject} hold',
    };
    return {
      ...base,
      rules: {
        ...base.rules,
        rules: base.rules.rules.map((r) =>
          ['TT-IHT-1', 'TT-IHT-3'].includes(r.id)
            ? { ...r, ...dwelling, actions: r.id === 'TT-IHT-1' ? TRUSTEES_ACTIONS : [] }
            : r,
        ),
      },
    };
  })(),
);

export const originalReport: Report = buildReport({
  structure,
  parts: completeReview({ structure, content, today: '05/01/2026' }, TEST_SCRIPT).sequence.parts,
  content,
  today: '05/01/2026',
  report_id: 'rep-1',
  user: 'pat@example.com',
  user_id: 'u-1',
  company: 'Example Trust Co',
  timestamp: '2026-01-05T10:00:00.000Z',
});

/** A report as the server sends it: with every explanation in the customer's words. */
export const explained = (report: Report): ReportView => ({
  ...report,
  reasons: riskReasons(report, content),
});

/** The report with comments: the given risks marked, each by the given user, a second apart. */
export function remediated(
  report: Report,
  marks: {
    entityId: string;
    responseId: string;
    action: 'resolved' | 'not applicable' | 'unresolved';
    text?: string;
    user?: string;
  }[],
): ReportView {
  let current = report;
  marks.forEach((mark, i) => {
    const result = updateRemediation(
      current,
      {
        selector: { entityId: mark.entityId, responseId: mark.responseId },
        action: mark.action,
        text: mark.text ?? '',
      },
      {
        user: mark.user ?? 'pat@example.com',
        timestamp: `2026-02-01T10:00:${String(i).padStart(2, '0')}.000Z`,
      },
    );
    if (!result.ok) throw new Error(result.error);
    current = result.report;
  });
  return remediatedReport(current);
}

/** A report where nothing fired: score 0. */
export const cleanReport: Report = {
  ...originalReport,
  score: 0,
  originalScore: 0,
  comments: [],
};

/*
 * The parts the report page reads (decision 0025), cut from a report as the server cuts them, with the
 * domain's own functions; the reasons are the view's (those the server words for the part).
 */

const reasonsOf = (
  view: ReportView,
  keys: Iterable<{ ruleId: string; entityId: string; loopInstance?: string }>,
) => {
  const wanted = new Set([...keys].map(reasonKey));
  return (view.reasons ?? []).filter((reason) => wanted.has(reasonKey(reason)));
};

export function summaryOf(view: ReportView): ReportSummary {
  const summary = reportSummary(view);
  return view.preview ? { ...summary, preview: true } : summary;
}

export function entityOf(view: ReportView, entityId: string): ReportEntityResponses | undefined {
  const entity = view.responses.find((e) => e.id === entityId);
  return entity && { entity, reasons: reasonsOf(view, entityExplanations(entity)) };
}

export function cellOf(view: ReportView, rowId: string, column: string): ReportCell | undefined {
  const cell = view.table.values[rowId]?.[column];
  return (
    cell && {
      risks: cellRisks(view, cell),
      isLooped: cell.isLooped,
      loopedValues: cell.loopedValues,
      reasons: reasonsOf(view, cell.explanation),
    }
  );
}

export const causesOf = (view: ReportView): ReportCauses => ({ causes: reportCauses(view, content) });

export const keyDatesOf = (view: ReportView): ReportKeyDates => ({
  ...(view.asAt ? { asAt: view.asAt } : {}),
  keyDates: keyDateViews(view),
});
