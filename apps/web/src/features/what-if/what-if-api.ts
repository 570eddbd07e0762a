import { apiPath, routes, type SaveScenarioRequest, type ScenarioChanges } from '@tsr/contract';
import { call } from '../../api/client';
import { fetchFile, pdfFailure } from '../../shared/file-download';

/** What if (issue 33): the questions a scenario may change, trying changes, and saved scenarios. */

const review = (reviewId: string) => ({ params: { id: reviewId } });

export const fetchWhatIfQuestions = (reviewId: string) => call(routes.whatIfQuestions, review(reviewId));

/** Scores the review with the changes against its report; nothing is stored. */
export const tryChanges = (reviewId: string, changes: ScenarioChanges) =>
  call(routes.whatIf, { ...review(reviewId), body: { changes } });

export const fetchScenarios = (reviewId: string) => call(routes.scenarios, review(reviewId));

export const saveScenario = (reviewId: string, body: SaveScenarioRequest) =>
  call(routes.saveScenario, { ...review(reviewId), body });

/** A saved scenario with its changes, scored again now. */
export const fetchScenario = (id: string) => call(routes.scenario, { params: { id } });

export const updateScenario = (id: string, body: SaveScenarioRequest) =>
  call(routes.updateScenario, { params: { id }, body });

export const deleteScenario = (id: string) => call(routes.deleteScenario, { params: { id } });

/** A saved scenario's PDF, marked as a scenario on every page. */
export const fetchScenarioPdf = (id: string) =>
  fetchFile(apiPath(routes.scenarioPdf, { params: { id } }), 'application/pdf', pdfFailure);

export const whatIfKeys = {
  questions: (reviewId: string) => ['review', reviewId, 'whatif'] as const,
  scenarios: (reviewId: string) => ['review', reviewId, 'scenarios'] as const,
  scenario: (id: string) => ['scenario', id] as const,
};
