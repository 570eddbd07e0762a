import { z } from 'zod';
import {
  CheckLogicRequest,
  CheckLogicResponse,
  EditorDefinitions,
  EditorProblems,
  EditorQuestions,
  EditorResponses,
  EditorRules,
  EditorVocabulary,
  GoldenComparison,
  PublishRequest,
  PublishResponse,
  SaveDefinitionsRequest,
  SaveQuery,
  SaveQuestionsRequest,
  SaveResponsesRequest,
  SaveRulesRequest,
  SaveSectionResponse,
  SurveyIdParams,
  UploadUrlRequest,
  UploadUrlResponse,
} from '../editor';
import { defineRoute, IdParams } from './define-route';

const tag = 'editor';
/** Issue 13: every editor call is admin-only, enforced by the server. */
const access = ['admin'] as const;

/**
 * Spec 7.3: the content editors. One draft of the survey content; each of its four sections is
 * read and saved on its own with an optimistic revision; publish makes the draft a new immutable
 * version after validateContent and the golden-structure gate.
 */
export const editorRoutes = {
  editorQuestions: defineRoute({
    method: 'GET',
    path: '/api/editor/:surveyId/questions',
    tag,
    summary:
      'The survey questions of the draft (created from the latest published version) or of a published version',
    description: '`surveyId` is `draft` or a published version number.',
    otherStatuses: {
      404: 'No published version has that number.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SurveyIdParams,
    responses: { 200: EditorQuestions },
  }),
  editorRules: defineRoute({
    method: 'GET',
    path: '/api/editor/:surveyId/rules',
    tag,
    summary: 'The rule tree of the draft or of a published version',
    description: '`surveyId` is `draft` or a published version number.',
    otherStatuses: {
      404: 'No published version has that number.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SurveyIdParams,
    responses: { 200: EditorRules },
  }),
  editorResponses: defineRoute({
    method: 'GET',
    path: '/api/editor/:surveyId/responses',
    tag,
    summary: 'The response tree of the draft or of a published version',
    description: '`surveyId` is `draft` or a published version number.',
    otherStatuses: {
      404: 'No published version has that number.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SurveyIdParams,
    responses: { 200: EditorResponses },
  }),
  editorDefinitions: defineRoute({
    method: 'GET',
    path: '/api/editor/:surveyId/definitions',
    tag,
    summary: 'The definitions of the draft or of a published version',
    description: '`surveyId` is `draft` or a published version number.',
    otherStatuses: {
      404: 'No published version has that number.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SurveyIdParams,
    responses: { 200: EditorDefinitions },
  }),
  saveQuestions: defineRoute({
    method: 'POST',
    path: '/api/editor/questions/save',
    tag,
    summary: "Save the draft's survey questions; 409 when another admin saved them since baseRevision",
    description:
      'Send the revision you read as `baseRevision`. A body over the request limit goes to editorUploadUrl first and is named here by `requestS3Key`.',
    otherStatuses: {
      400: 'The content is not valid (`message` names the field), the upload named is missing, or the body is not valid.',
      409: 'Another admin saved the section since `baseRevision`: read it again.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    query: SaveQuery,
    body: SaveQuestionsRequest,
    responses: { 200: SaveSectionResponse },
  }),
  saveRules: defineRoute({
    method: 'POST',
    path: '/api/editor/rules/save',
    tag,
    summary: "Save the draft's rule tree; 409 when another admin saved it since baseRevision",
    description:
      'Send the revision you read as `baseRevision`. A body over the request limit goes to editorUploadUrl first and is named here by `requestS3Key`.',
    otherStatuses: {
      400: 'The content is not valid (`message` names the field), the upload named is missing, or the body is not valid.',
      409: 'Another admin saved the section since `baseRevision`: read it again.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    query: SaveQuery,
    body: SaveRulesRequest,
    responses: { 200: SaveSectionResponse },
  }),
  saveResponses: defineRoute({
    method: 'POST',
    path: '/api/editor/responses/save',
    tag,
    summary: "Save the draft's response tree; 409 when another admin saved it since baseRevision",
    description:
      'Send the revision you read as `baseRevision`. A body over the request limit goes to editorUploadUrl first and is named here by `requestS3Key`.',
    otherStatuses: {
      400: 'The content is not valid (`message` names the field), the upload named is missing, or the body is not valid.',
      409: 'Another admin saved the section since `baseRevision`: read it again.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    query: SaveQuery,
    body: SaveResponsesRequest,
    responses: { 200: SaveSectionResponse },
  }),
  saveDefinitions: defineRoute({
    method: 'POST',
    path: '/api/editor/definitions/save',
    tag,
    summary: "Save the draft's definitions; 409 when another admin saved them since baseRevision",
    description:
      'Send the revision you read as `baseRevision`. A body over the request limit goes to editorUploadUrl first and is named here by `requestS3Key`.',
    otherStatuses: {
      400: 'The content is not valid (`message` names the field), the upload named is missing, or the body is not valid.',
      409: 'Another admin saved the section since `baseRevision`: read it again.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    query: SaveQuery,
    body: SaveDefinitionsRequest,
    responses: { 200: SaveSectionResponse },
  }),
  editorPublish: defineRoute({
    method: 'POST',
    path: '/api/editor/publish',
    tag,
    summary:
      'Publish the draft as a new version; 422 with the content errors, 409 with the golden comparison unless confirmed',
    otherStatuses: {
      409: 'Nothing changed since the latest version, the golden results change (`comparison`; send `confirmChanges: true`), or the draft changed meanwhile.',
      422: 'The content has errors: `contentFindings` lists them.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    body: PublishRequest,
    responses: { 200: PublishResponse },
  }),
  editorGolden: defineRoute({
    method: 'GET',
    path: '/api/editor/golden',
    tag,
    summary:
      'Every golden structure scored on the latest published version and on the draft: the cells that change',
    otherStatuses: { 503: 'No survey has been published yet, so there is no draft.' },
    access,
    responses: { 200: GoldenComparison },
  }),
  editorProblems: defineRoute({
    method: 'GET',
    path: '/api/editor/problems',
    tag,
    summary: 'Every broken or suspicious reference across the sections of the draft',
    otherStatuses: { 503: 'No survey has been published yet, so there is no draft.' },
    access,
    responses: { 200: EditorProblems },
  }),
  editorCheckLogic: defineRoute({
    method: 'POST',
    path: '/api/editor/checklogic',
    tag,
    summary: 'Check a logic text against the draft: hints per text and the text as parsed',
    otherStatuses: { 503: 'No survey has been published yet, so there is no draft.' },
    access,
    body: CheckLogicRequest,
    responses: { 200: CheckLogicResponse },
  }),
  editorVocabulary: defineRoute({
    method: 'GET',
    path: '/api/editor/vocabulary',
    tag,
    summary: 'Question, definition, function, relation and loop-key names of the draft, for autocompletion',
    otherStatuses: { 503: 'No survey has been published yet, so there is no draft.' },
    access,
    responses: { 200: EditorVocabulary },
  }),
  editorUploadUrl: defineRoute({
    method: 'POST',
    path: '/api/editor/upload',
    tag,
    summary: 'Where the browser PUTs a large editor payload before a save that names requestS3Key',
    otherStatuses: {
      400: 'More bytes than an upload takes, or the body is not valid.',
      503: 'This server has no file store for uploads.',
    },
    access,
    body: UploadUrlRequest,
    responses: { 200: UploadUrlResponse },
  }),
  editorUploadPut: defineRoute({
    method: 'PUT',
    path: '/api/editor/upload/:id',
    tag,
    summary:
      'The JSON of a large editor payload, stored in the file store under the key editorUploadUrl gave',
    otherStatuses: { 503: 'This server has no file store for uploads.' },
    access,
    params: IdParams,
    body: z.unknown(),
    responses: { 204: z.null() },
    notFound: 'This upload does not exist.',
  }),
};
