import { z } from 'zod';
import {
  SaveScenarioRequest,
  SCENARIO_NOT_FOUND,
  ScenarioIdParams,
  ScenarioList,
  ScenarioSummary,
  ScenarioView,
  WhatIfQuestions,
  WhatIfRequest,
  WhatIfResult,
} from '../scenarios';
import { defineRoute, IdParams } from './define-route';

const tag = 'scenarios';
const reviewNotFound = 'This review does not exist.';
const readers =
  "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)";
const notSubmitted = { 409: 'The review has not been submitted: a what-if starts from its report.' };
const refused = {
  400: 'The changes are not ones the review could have: a part or question it does not have, an answer the questionnaire would not accept, or dates the structure builder would refuse (`message` says which).',
};

/** What if (issue 33): a report's answers or structure dates changed and scored again, and saved scenarios. */
export const scenarioRoutes = {
  whatIfQuestions: defineRoute({
    method: 'GET',
    path: '/api/review/:id/whatif',
    tag,
    summary: 'The questions and dates a what-if of this report may change, with the answers given',
    callers: readers,
    otherStatuses: notSubmitted,
    access: 'signedIn',
    params: IdParams,
    responses: { 200: WhatIfQuestions },
    notFound: reviewNotFound,
  }),
  whatIf: defineRoute({
    method: 'POST',
    path: '/api/review/:id/whatif',
    tag,
    summary: "Score the report's review again with changed answers or dates; nothing is stored",
    description:
      "Scored on the report's own survey version and as-at date, and compared with the report: the report never changes.",
    callers: readers,
    otherStatuses: { ...notSubmitted, ...refused },
    access: 'signedIn',
    params: IdParams,
    body: WhatIfRequest,
    responses: { 200: WhatIfResult },
    notFound: reviewNotFound,
  }),
  scenarios: defineRoute({
    method: 'GET',
    path: '/api/review/:id/scenarios',
    tag,
    summary: "The report's saved scenarios, newest change first",
    callers: readers,
    access: 'signedIn',
    params: IdParams,
    responses: { 200: ScenarioList },
    notFound: reviewNotFound,
  }),
  saveScenario: defineRoute({
    method: 'POST',
    path: '/api/review/:id/scenarios',
    tag,
    summary: 'Save a scenario of the report under a name',
    callers: readers,
    otherStatuses: { ...notSubmitted, ...refused },
    access: 'signedIn',
    params: IdParams,
    body: SaveScenarioRequest,
    responses: { 201: ScenarioSummary },
    notFound: reviewNotFound,
  }),
  scenario: defineRoute({
    method: 'GET',
    path: '/api/scenarios/:id',
    tag,
    summary: 'A saved scenario, scored again on its report’s version',
    callers: readers.replace("the review's", "its review's"),
    access: 'signedIn',
    params: ScenarioIdParams,
    responses: { 200: ScenarioView },
    notFound: SCENARIO_NOT_FOUND,
  }),
  updateScenario: defineRoute({
    method: 'PUT',
    path: '/api/scenarios/:id',
    tag,
    summary: "Change a saved scenario's name or changes",
    callers: 'who saved it, account leads of its company and admins (others who may read it get 403)',
    otherStatuses: {
      ...refused,
      403: 'The caller may read the scenario but did not save it and is not an account lead.',
    },
    access: 'signedIn',
    params: ScenarioIdParams,
    body: SaveScenarioRequest,
    responses: { 200: ScenarioSummary },
    notFound: SCENARIO_NOT_FOUND,
  }),
  scenarioPdf: defineRoute({
    method: 'GET',
    path: '/api/scenarios/:id/pdf',
    tag,
    summary: 'A saved scenario as a PDF, marked "Scenario, not the submitted report" on every page',
    description:
      "The scenario's report as the report's PDF lays it out, with the scenario against the submitted report in place of what changed since the previous review, named '{short name} Scenario - {scenario} - {structure}.pdf'.",
    callers: readers.replace("the review's", "its review's"),
    files: ['application/pdf'],
    otherStatuses: { 503: 'The PDF workers are busy, timed out or shutting down: try again.' },
    access: 'signedIn',
    params: ScenarioIdParams,
    responses: {},
    notFound: SCENARIO_NOT_FOUND,
  }),
  deleteScenario: defineRoute({
    method: 'DELETE',
    path: '/api/scenarios/:id',
    tag,
    summary: 'Delete a saved scenario',
    callers: 'who saved it, account leads of its company and admins (others who may read it get 403)',
    otherStatuses: {
      403: 'The caller may read the scenario but did not save it and is not an account lead.',
    },
    access: 'signedIn',
    params: ScenarioIdParams,
    responses: { 204: z.null() },
    notFound: SCENARIO_NOT_FOUND,
  }),
};
