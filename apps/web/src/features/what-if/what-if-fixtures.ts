import {
  apiPath,
  type Part,
  type Report,
  routes,
  type ScenarioChanges,
  type ScenarioSummary,
  type ScenarioView,
  type WhatIfQuestions,
  type WhatIfResult,
} from '@tsr/contract';
import {
  applyScenario,
  buildReport,
  compareReports,
  compileContent,
  prepareStructure,
  whatIfQuestions,
} from '@tsr/domain';
import { completeReview, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';
import { errorBody, type Handler, json } from '../../test/fake-api';

/**
 * What if's test data made by the real engine (issue 33): the domain's test structure answered by
 * its script and submitted, the questions a what-if of it may change, and any changes scored
 * against its report as the server scores them, or refused with the server's own message.
 */
const TODAY = '05/01/2026';
const drawn = { ...testStructure(), name: 'Oak Structure' };
const structure = prepareStructure(drawn);
const content = compileContent(testContent());
const sequence = completeReview({ structure, content, today: TODAY }, TEST_SCRIPT).sequence;

const reportOf = (prepared: typeof structure, parts: readonly Part[]): Report =>
  buildReport({
    structure: prepared,
    parts,
    content,
    today: TODAY,
    report_id: 'rep-1',
    user: 'pat@example.com',
    user_id: 'u-1',
    company: 'Example Trust Co',
    timestamp: '2026-01-05T10:00:00.000Z',
  });

const report = reportOf(structure, sequence.parts);

export const questions: WhatIfQuestions = {
  parts: whatIfQuestions({ structure, content, today: TODAY }, sequence.parts),
  structure: drawn,
};

/** The report's own score, which no scenario changes. */
export const REPORT_SCORE = report.originalScore;

/** The trust's living settlor leaves the UK: the change the server's tests try too. */
export const ANN_LEAVES: ScenarioChanges = {
  answers: { 't1/ann:pre': { settlor_uk_resident_current: 'no' } },
  dates: [],
};

/** The changes scored against the report, or the message the server refuses them with. */
export function scored(changes: ScenarioChanges): WhatIfResult | { message: string } {
  const outcome = applyScenario(
    { drawn, prepared: structure, parts: sequence.parts },
    content,
    changes,
    TODAY,
  );
  if (!outcome.ok) return { message: outcome.message };
  const scenario = reportOf(outcome.review.prepared, outcome.review.parts);
  return {
    reportScore: report.originalScore,
    score: scenario.originalScore,
    table: scenario.originalTable,
    comparison: compareReports(report, scenario),
    structure: outcome.review.drawn,
  };
}

function result(changes: ScenarioChanges): WhatIfResult {
  const outcome = scored(changes);
  if ('message' in outcome) throw new Error(outcome.message);
  return outcome;
}

interface Stored {
  summary: ScenarioSummary;
  changes: ScenarioChanges;
  mayEdit: boolean;
}

/** Ids the fake server gives saved scenarios, in order: its handlers are keyed by path. */
const IDS = ['s-1', 's-2', 's-3', 's-4'];

/**
 * The what-if routes of review r-1 against an in-memory store, scoring by the engine as the server
 * does: POST whatif answers the scenario or 400 with the refusal, saving keeps only changes that
 * score, and each saved scenario is read, updated, deleted and its PDF downloaded by its id.
 */
export function whatIfServer(options: { saved?: Stored[]; pdf?: Handler } = {}) {
  const store = new Map<string, Stored>((options.saved ?? []).map((s) => [s.summary.id, s]));
  let clock = Date.parse('2026-02-01T10:00:00.000Z');
  const now = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  const refusedOr = (changes: ScenarioChanges, answer: () => Response) => {
    const outcome = scored(changes);
    return 'message' in outcome ? errorBody(400, outcome.message) : answer();
  };
  const handlers: Record<string, Handler> = {
    'GET /api/review/r-1/whatif': () => json(questions),
    'POST /api/review/r-1/whatif': (call) => {
      const { changes } = call.body as { changes: ScenarioChanges };
      return refusedOr(changes, () => json(result(changes)));
    },
    'GET /api/review/r-1/scenarios': () =>
      json({
        scenarios: [...store.values()]
          .map((s) => s.summary)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      }),
    'POST /api/review/r-1/scenarios': (call) => {
      const body = call.body as { name: string; changes: ScenarioChanges };
      return refusedOr(body.changes, () => {
        const id = IDS.find((candidate) => !store.has(candidate)) ?? 'full';
        const summary = {
          id,
          reviewId: 'r-1',
          name: body.name,
          createdBy: 'pat@example.com',
          updatedAt: now(),
        };
        store.set(id, { summary, changes: body.changes, mayEdit: true });
        return json(summary, 201);
      });
    },
  };
  for (const id of IDS) {
    const path = apiPath(routes.scenario, { params: { id } });
    const missing = () => errorBody(404, 'This scenario does not exist.');
    handlers[`GET ${path}`] = () => {
      const s = store.get(id);
      if (!s) return missing();
      const view: ScenarioView = {
        ...s.summary,
        changes: s.changes,
        result: result(s.changes),
        mayEdit: s.mayEdit,
      };
      return json(view);
    };
    handlers[`PUT ${path}`] = (call) => {
      const s = store.get(id);
      if (!s) return missing();
      const body = call.body as { name: string; changes: ScenarioChanges };
      return refusedOr(body.changes, () => {
        const summary = { ...s.summary, name: body.name, updatedAt: now() };
        store.set(id, { ...s, summary, changes: body.changes });
        return json(summary);
      });
    };
    handlers[`DELETE ${path}`] = () => {
      if (!store.delete(id)) return missing();
      return new Response(null, { status: 204 });
    };
    if (options.pdf) handlers[`GET ${path}/pdf`] = options.pdf;
  }
  return { handlers, store };
}

/** A scenario someone else saved: the reader may open it but not change it. */
export const colleaguesScenario: Stored = {
  summary: {
    id: 's-1',
    reviewId: 'r-1',
    name: 'Ann leaves the UK',
    createdBy: 'lee@example.com',
    updatedAt: '2026-01-20T09:30:00.000Z',
  },
  changes: ANN_LEAVES,
  mayEdit: false,
};
