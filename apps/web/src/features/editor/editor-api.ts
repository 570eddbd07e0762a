import { routes, type SurveyContent } from '@tsr/contract';
import { call } from '../../api/client';
import {
  payloadBytes,
  type Revisions,
  SAVE_PAYLOAD_THRESHOLD,
  type Section,
  type ServerDraft,
} from './draft-sections';

/** The editor calls of issue 13, all through the route table. */

const READ = {
  questions: routes.editorQuestions,
  rules: routes.editorRules,
  responses: routes.editorResponses,
  definitions: routes.editorDefinitions,
} as const;

const SAVE = {
  questions: routes.saveQuestions,
  rules: routes.saveRules,
  responses: routes.saveResponses,
  definitions: routes.saveDefinitions,
} as const;

/** The draft's four sections with their revisions (opening the draft creates it on the server). */
export async function loadDraft(): Promise<ServerDraft> {
  const params = { surveyId: 'draft' } as const;
  const [questions, rules, responses, definitions] = await Promise.all([
    call(READ.questions, { params }),
    call(READ.rules, { params }),
    call(READ.responses, { params }),
    call(READ.definitions, { params }),
  ]);
  const content: SurveyContent = {
    questions: questions.content,
    rules: rules.content,
    responses: responses.content,
    definitions: definitions.content,
  };
  const revisions: Revisions = {
    questions: questions.revision,
    rules: rules.revision,
    responses: responses.revision,
    definitions: definitions.revision,
  };
  return { content, revisions };
}

export interface SaveAnswer {
  revision: number;
  changed: boolean;
  message: string;
}

/**
 * Saves one section from `baseRevision`. A payload over the spec 9 threshold is PUT to the file
 * store first and the save names its key (spec 7.3).
 */
export async function saveSection<S extends Section>(
  section: S,
  baseRevision: number,
  content: SurveyContent[S],
): Promise<SaveAnswer> {
  const route = SAVE[section];
  const bytes = payloadBytes(content);
  if (bytes <= SAVE_PAYLOAD_THRESHOLD) {
    // The four save routes differ only in the section's schema; the section's content fits its own route.
    return call(route as typeof routes.saveRules, {
      body: { baseRevision, content: content as SurveyContent['rules'] },
      query: {},
    });
  }
  const target = await call(routes.editorUploadUrl, { body: { bytes } });
  if (target.id !== undefined) {
    // The server's own file store: its admin-only PUT route, with the bearer token.
    await call(routes.editorUploadPut, { params: { id: target.id }, body: content });
  } else {
    // A presigned address of an outside store: it carries its own authorisation.
    const put = await fetch(target.url, {
      method: target.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(content),
    });
    if (!put.ok) throw new Error(`The upload of the ${section} failed: status code ${put.status}`);
  }
  return call(route as typeof routes.saveRules, {
    body: { baseRevision },
    query: { requestS3Key: target.key },
  });
}

export const publishDraft = (confirmChanges: boolean) =>
  call(routes.editorPublish, { body: { confirmChanges } });

export const goldenComparison = () => call(routes.editorGolden);
export const draftProblems = () => call(routes.editorProblems);
export const draftVocabulary = () => call(routes.editorVocabulary);
export const checkLogic = (logic: string) => call(routes.editorCheckLogic, { body: { logic } });
