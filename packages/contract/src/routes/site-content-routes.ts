import { z } from 'zod';
import {
  CONTENT_FILE_TYPES,
  ContentEditorState,
  ContentFileStored,
  ContentFileUpload,
  ContentLocale,
  ContentType,
} from '../site';
import { defineRoute } from './define-route';

const tag = 'content';
const admin = ['admin'] as const;
const TypeParams = z.object({ type: ContentType });
const LocaleQuery = z.object({ locale: ContentLocale.default('en-GB') });
const Published = z.object({ version: z.number().int() });

/**
 * The site content editor's calls (admins only). A document is saved as a draft,
 * published as a new version, and any earlier version can be published again (restore).
 */
export const siteContentRoutes = {
  contentEditorState: defineRoute({
    method: 'GET',
    path: '/api/admin/content/:type',
    tag,
    summary: 'A content document for editing: published version, draft, default and history',
    access: admin,
    params: TypeParams,
    query: LocaleQuery,
    responses: { 200: ContentEditorState },
  }),
  saveContentDraft: defineRoute({
    method: 'PUT',
    path: '/api/admin/content/:type/draft',
    tag,
    summary: "Saves the document's draft (checked against the type's schema)",
    otherStatuses: {
      400: "The document does not fit its type's schema (`message` names the field), or the request is not valid.",
    },
    access: admin,
    params: TypeParams,
    query: LocaleQuery,
    body: z.object({ document: z.unknown() }),
    responses: { 204: z.null() },
  }),
  publishContent: defineRoute({
    method: 'POST',
    path: '/api/admin/content/:type/publish',
    tag,
    summary: 'Publishes the draft as a new version; the previous versions are kept',
    otherStatuses: {
      409: 'There is no draft to publish, or another admin published the document at the same time.',
      422: 'The stored draft does not fit the schema (an address saved before the address rule): `message` names the field.',
    },
    access: admin,
    params: TypeParams,
    query: LocaleQuery,
    responses: { 200: Published },
  }),
  restoreContent: defineRoute({
    method: 'POST',
    path: '/api/admin/content/:type/restore',
    tag,
    summary: 'Publishes an earlier version again, as a new version',
    otherStatuses: {
      404: 'This version does not exist.',
      409: 'Another admin published the document at the same time: try again.',
      422: 'That version does not fit the schema (an address saved before the address rule): `message` names the field.',
    },
    access: admin,
    params: TypeParams,
    query: LocaleQuery,
    body: z.object({ version: z.number().int().min(1) }),
    responses: { 200: Published },
  }),
  uploadContentFile: defineRoute({
    method: 'POST',
    path: '/api/admin/content/files',
    tag,
    summary: 'Uploads an attachment (PDF, PNG, JPEG, GIF or WebP, at most 5 MB) to the file store',
    description: '`dataBase64` holds the file; its type is read from its first bytes, not its name.',
    otherStatuses: {
      400: 'The file is empty, over 5 MB, not base64, or of a type not taken; or the body is not valid.',
    },
    access: admin,
    body: ContentFileUpload,
    responses: { 201: ContentFileStored },
  }),
  contentFile: defineRoute({
    method: 'GET',
    path: '/api/content/files/:id/:name',
    tag,
    summary: 'An uploaded attachment, served with its checked content type',
    files: CONTENT_FILE_TYPES,
    access: 'public',
    params: z.object({ id: z.guid(), name: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/) }),
    responses: {},
    notFound: 'This file does not exist.',
  }),
};
