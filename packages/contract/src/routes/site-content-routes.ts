import { z } from 'zod';
import {
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
 * Issue 16: the site content editor's calls (admins only). A document is saved as a draft,
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
    access: admin,
    body: ContentFileUpload,
    responses: { 201: ContentFileStored },
  }),
  contentFile: defineRoute({
    method: 'GET',
    path: '/api/content/files/:id/:name',
    tag,
    summary: 'An uploaded attachment, served with its checked content type',
    access: 'public',
    params: z.object({ id: z.guid(), name: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/) }),
    responses: {},
    notFound: 'This file does not exist.',
  }),
};
