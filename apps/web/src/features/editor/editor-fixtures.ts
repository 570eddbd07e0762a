import { screen, within } from '@testing-library/react';
import { apiPath, PresenceEditor, routes, type SurveyContent } from '@tsr/contract';
import { type Handler, json } from '../../test/fake-api';
import type { renderApp } from '../../test/render-app';

/**
 * Issue 34's calls of an open editor: its heartbeat and who else is there (nobody), and the survey
 * designer's settings (no licence key).
 */
function presenceHandlers(): Record<string, Handler> {
  const handlers: Record<string, Handler> = {
    [`GET ${apiPath(routes.editorDesignerConfig)}`]: () => json({ surveyJsLicenseKey: null }),
  };
  for (const editor of PresenceEditor.options) {
    handlers[`POST ${apiPath(routes.editorPresenceHeartbeat, { params: { editor } })}`] = () =>
      new Response(null, { status: 204 });
    handlers[`GET ${apiPath(routes.editorPresence, { params: { editor } })}`] = () => json({ others: [] });
  }
  return handlers;
}

/** A small draft for the editor tests: one rule category, one response category, two definition groups. */
export function sampleDraft(): SurveyContent {
  return {
    questions: {},
    rules: {
      categories: [
        {
          id: 'cat-trust',
          name: 'Trust',
          heading: '',
          order: 0,
          groups: [],
          subcategories: [
            {
              id: 'sub-trustees',
              name: 'Trustees',
              heading: '',
              isLooped: false,
              loopKey: '',
              isTransformed: false,
              transformedCatId: '',
              transformedSubCatId: '',
              groups: [
                {
                  id: 'grp-it',
                  name: 'IT',
                  heading: '',
                  transformedGroupId: '',
                  subgroups: [
                    {
                      id: 'sg-1',
                      name: 'Residence',
                      logic: '',
                      isLooped: false,
                      loopKey: '',
                      context: '',
                      rules: ['rule-1', 'rule-2'],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      rules: [
        {
          id: 'rule-1',
          name: 'Non-resident trustees',
          logic: "{trustee_resident} = 'no'",
          score: 40,
          response: 'resp-risk',
          isLooped: false,
          context: '',
          loopKey: '',
          excludes: [],
          causeQuestion: '',
          causeAnswers: [],
          causeText: '',
          actions: [],
        },
        {
          id: 'rule-2',
          name: 'Settlor interested',
          logic: '@settlor_interested',
          score: 60,
          response: 'resp-risk',
          isLooped: false,
          context: '',
          loopKey: '',
          excludes: [],
          causeQuestion: '',
          causeAnswers: [],
          causeText: '',
          actions: [],
        },
      ],
    },
    responses: {
      categories: [
        {
          id: 'rc-trust',
          name: 'Trust responses',
          heading: '',
          order: 0,
          groups: [
            {
              id: 'rg-1',
              name: 'Income tax',
              logic: '',
              heading: '',
              subgroups: [
                {
                  id: 'rs-1',
                  name: 'Residence texts',
                  logic: '',
                  heading: '',
                  isLooped: false,
                  loopKey: '',
                  responses: ['resp-risk', 'resp-head'],
                },
              ],
            },
          ],
        },
      ],
      responses: [
        {
          id: 'resp-risk',
          name: 'Offshore trustees risk',
          text: 'The trustees are **not** UK resident.',
          logic: '',
          status: '',
          isHeading: false,
          isMoreDetail: false,
          isRiskScore: true,
        },
        {
          id: 'resp-head',
          name: 'Residence heading',
          text: 'Residence',
          logic: '',
          status: '',
          isHeading: true,
          isMoreDetail: false,
          isRiskScore: false,
          headingSize: 3,
        },
      ],
    },
    definitions: {
      groups: [
        { id: 'Settlor', definitions: ['settlor_interested'] },
        { id: 'Trustees', definitions: ['offshore'] },
        { id: 'NOT WORKING', definitions: ['broken'] },
      ],
      definitions: [
        { id: 'settlor_interested', logic: "{settlor_benefits} = 'yes'" },
        { id: 'offshore', logic: "{trustee_resident} = 'no'" },
        { id: 'broken', logic: '{' },
      ],
    },
  };
}

/** The rule editor's selection down to rule-1 of the sample draft, every level chosen. */
export const SAMPLE_RULE_SELECTION = {
  category: 'cat-trust',
  subcategory: 'sub-trustees',
  group: 'grp-it',
  subgroup: 'sg-1',
  rule: 'rule-1',
};

/** The editor routes answering from `draft`, every section at revision 1; saves answer revision 2. */
export function editorHandlers(draft: SurveyContent = sampleDraft()): Record<string, Handler> {
  const section = (name: keyof SurveyContent) => () =>
    json({ section: name, surveyId: 'draft', revision: 1, content: draft[name] });
  const save = () => json({ revision: 2, changed: true, message: 'Success' });
  return {
    ...presenceHandlers(),
    'GET /api/editor/draft/questions': section('questions'),
    'GET /api/editor/draft/rules': section('rules'),
    'GET /api/editor/draft/responses': section('responses'),
    'GET /api/editor/draft/definitions': section('definitions'),
    'POST /api/editor/questions/save': save,
    'POST /api/editor/rules/save': save,
    'POST /api/editor/responses/save': save,
    'POST /api/editor/definitions/save': save,
    'GET /api/editor/vocabulary': () =>
      json({
        questions: [{ name: 'trustee_resident', title: 'Are the trustees UK resident?', type: 'radiogroup' }],
        definitions: ['settlor_interested', 'offshore'],
        functions: ['age', 'today'],
        relations: ['settlors'],
        loopKeys: ['settlors'],
      }),
    'POST /api/editor/checklogic': () => json({ logicResponse: { logic: { hints: [], logicChecked: '' } } }),
    'GET /api/editor/problems': () =>
      json({
        problems: [
          {
            section: 'rules',
            id: 'rule-1',
            path: 'rules.rules[0].logic',
            code: 'unknown-question',
            message: "Unknown question 'trustee_resident'",
            severity: 'error',
          },
        ],
      }),
  };
}

/** Opens a rule of Trust > Trustees > IT > Residence in the rule editor (the sample draft's Non-resident trustees). */
export async function openRule(
  user: ReturnType<typeof renderApp>['user'],
  name: RegExp = /^Non-resident trustees/,
): Promise<void> {
  await user.click(
    within(await screen.findByRole('list', { name: 'Categories' })).getByRole('button', { name: 'Trust' }),
  );
  await user.click(screen.getByRole('button', { name: 'Trustees' }));
  await user.click(screen.getByRole('button', { name: 'IT' }));
  await user.click(screen.getByRole('button', { name: 'Residence' }));
  await user.click(screen.getByRole('button', { name }));
}
