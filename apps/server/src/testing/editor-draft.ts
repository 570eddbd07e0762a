import {
  type EditorProblem,
  type EditorProblems,
  type EditorSection,
  type EditorSectionAnswer,
  routes,
} from '@tsr/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { adminTestApp } from './admin-app';
import type { TestApp } from './test-app';

/** A test's own editor: its app, the admin's token, and the editor calls the tests make. */
export interface EditorDraft {
  t: TestApp;
  /** The demo admin's ID token. */
  admin: string;
  /** A section of the draft (or of a published version), read by the admin unless `token` says who. */
  read<S extends EditorSection>(
    section: S,
    opts?: { surveyId?: 'draft' | number; token?: string },
  ): Promise<EditorSectionAnswer<S>>;
  /** Saves a section of the draft as the admin unless `token` says who; `content` may be anything. */
  save(
    section: EditorSection,
    baseRevision: number,
    content: unknown,
    opts?: { token?: string },
  ): Promise<LightMyRequestResponse>;
  problems(): Promise<EditorProblem[]>;
  publish(confirmChanges: boolean): Promise<LightMyRequestResponse>;
}

/**
 * A new app whose draft nobody has opened yet: the default content pack published as version 1,
 * the demo accounts, the admin signed in. Each editor test builds on one of its own, so it runs
 * alone and in any order. Call it inside the test: the app closes when the test finishes.
 */
export async function newDraft(): Promise<EditorDraft> {
  const { t, admin } = await adminTestApp();
  onTestFinished(() => t.close());
  return {
    t,
    admin,
    async read(section, { surveyId = 'draft', token = admin } = {}) {
      const res = await t.request(routes.editorSection, { params: { surveyId, section }, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    save(section, baseRevision, content, { token = admin } = {}) {
      return t.request(routes.saveSection, {
        params: { section },
        query: {},
        body: { baseRevision, content },
        token,
      });
    },
    async problems() {
      const res = await t.request(routes.editorProblems, { token: admin });
      return res.json<EditorProblems>().problems;
    },
    publish(confirmChanges) {
      return t.request(routes.editorPublish, { body: { confirmChanges }, token: admin });
    },
  };
}
