import { type EditorSectionAnswer, routes, type SurveyContent } from '@tsr/contract';
import { call } from '../../api/client';
import {
  payloadBytes,
  type Revisions,
  SAVE_PAYLOAD_THRESHOLD,
  type Section,
  type ServerDraft,
} from './draft-sections';

/** The editor calls (spec 7.3), all through the route table. */

const isSection = <S extends Section>(
  answer: EditorSectionAnswer,
  section: S,
): answer is EditorSectionAnswer<S> => answer.section === section;

/** One section of the draft, as the answer names it. */
async function readSection<S extends Section>(section: S): Promise<EditorSectionAnswer<S>> {
  const answer = await call(routes.editorSection, { params: { surveyId: 'draft', section } });
  if (!isSection(answer, section))
    throw new Error(`Asked for the ${section}, the server answered the ${answer.section}`);
  return answer;
}

/** The draft's four sections with their revisions (opening the draft creates it on the server). */
export async function loadDraft(): Promise<ServerDraft> {
  const [questions, rules, responses, definitions] = await Promise.all([
    readSection('questions'),
    readSection('rules'),
    readSection('responses'),
    readSection('definitions'),
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
  const params = { section };
  const bytes = payloadBytes(content);
  if (bytes <= SAVE_PAYLOAD_THRESHOLD) {
    return call(routes.saveSection, { params, body: { baseRevision, content }, query: {} });
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
  return call(routes.saveSection, { params, body: { baseRevision }, query: { requestS3Key: target.key } });
}

export const publishDraft = (confirmChanges: boolean, confirmUncovered = false) =>
  call(routes.editorPublish, { body: { confirmChanges, confirmUncovered } });

export const goldenComparison = () => call(routes.editorGolden);
export const draftProblems = () => call(routes.editorProblems);
export const draftVocabulary = () => call(routes.editorVocabulary);
export const checkLogic = (logic: string) => call(routes.editorCheckLogic, { body: { logic } });
