import { z } from 'zod';
import { DesignerConfig } from '../config';
import {
  CheckLogicRequest,
  CheckLogicResponse,
  EditorProblems,
  EditorSectionAnswer,
  EditorVocabulary,
  GoldenComparison,
  PublishRequest,
  PublishResponse,
  SaveQuery,
  SaveSectionRequest,
  SaveSectionResponse,
  SectionReadParams,
  SectionSaveParams,
  UploadUrlRequest,
  UploadUrlResponse,
} from '../editor';
import { EditorPresence, PresenceParams } from '../editor-presence';
import { TryRequest, TryResponse, TryTargets } from '../try-it';
import { defineRoute, IdParams } from './define-route';

const tag = 'editor';
/** Every editor call is admin-only, enforced by the server. */
const access = ['admin'] as const;

/**
 * Spec 7.3: the content editors. One draft of the survey content; each of its four sections is
 * read and saved on its own (one read and one save route, the section in the path) with an
 * optimistic revision; publish makes the draft a new immutable version after validateContent and
 * the golden-structure gate.
 */
export const editorRoutes = {
  editorSection: defineRoute({
    method: 'GET',
    path: '/api/editor/:surveyId/:section',
    tag,
    summary: 'One section of the draft (created from the latest published version) or of a published version',
    description:
      '`surveyId` is `draft` or a published version number; `section` is `questions`, `rules`, `responses` or `definitions`, and the answer names it.',
    otherStatuses: {
      404: 'No published version has that number.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SectionReadParams,
    responses: { 200: EditorSectionAnswer },
  }),
  saveSection: defineRoute({
    method: 'POST',
    path: '/api/editor/:section/save',
    tag,
    summary: 'Save one section of the draft; 409 when another admin saved it since baseRevision',
    description:
      'Send the revision you read as `baseRevision`. A body over the request limit goes to editorUploadUrl first and is named here by `requestS3Key`.',
    otherStatuses: {
      400: 'The content is not valid (`message` names the field), the upload named is missing, or the body is not valid.',
      409: 'Another admin saved the section since `baseRevision`: read it again.',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    params: SectionSaveParams,
    query: SaveQuery,
    body: SaveSectionRequest,
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
  editorPresenceHeartbeat: defineRoute({
    method: 'POST',
    path: '/api/editor/presence/:editor',
    tag,
    summary:
      'Say the caller has the draft open in this editor now (an open editor repeats it every 15 seconds)',
    description:
      '`editor` is `RuleEditor`, `ResponseEditor`, `DefinitionEditor` or `SurveyEditor`. The caller counts as there for 45 seconds after.',
    access,
    params: PresenceParams,
    responses: { 204: z.null() },
  }),
  editorPresence: defineRoute({
    method: 'GET',
    path: '/api/editor/presence/:editor',
    tag,
    summary:
      'The other admins who have the draft open in this editor now (heard from in the last 45 seconds)',
    access,
    params: PresenceParams,
    responses: { 200: EditorPresence },
  }),
  editorDesignerConfig: defineRoute({
    method: 'GET',
    path: '/api/editor/designer-config',
    tag,
    summary:
      "What the survey editor's SurveyJS Creator starts with: the licence key, when the server has one",
    access,
    responses: { 200: DesignerConfig },
  }),
  editorTryTargets: defineRoute({
    method: 'GET',
    path: '/api/editor/try',
    tag,
    summary: 'The golden structures an unsaved rule, subgroup logic or definition can be tried on',
    access,
    responses: { 200: TryTargets },
  }),
  editorTry: defineRoute({
    method: 'POST',
    path: '/api/editor/try',
    tag,
    summary:
      'Try an unsaved rule, subgroup logic or definition on a golden structure or a submitted review: where it fires or holds, the answers it read, the cell it feeds before and after; nothing is stored',
    description:
      "`sections` are the draft sections with the editor's unsaved edits; the others are the saved draft's. `target.review` is a review's id, its report's id or its structure's name (the latest submitted review of that name).",
    otherStatuses: {
      404: 'No golden structure, review, report or structure has that name.',
      409: 'The review has not been submitted.',
      422: 'The item cannot be tried: its logic does not compile, or it is in no subgroup (`message` says which).',
      503: 'No survey has been published yet, so there is no draft.',
    },
    access,
    body: TryRequest,
    responses: { 200: TryResponse },
  }),
};
