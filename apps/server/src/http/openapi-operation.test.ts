import { defineRoute, ErrorBody, routes } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessInWords, operationDocs } from './openapi-operation';

const limits = { bodyLimit: 1_048_576 };

describe('accessInWords', () => {
  it('says who passes the access check, admins with every group', () => {
    expect(accessInWords('public')).toBe('anyone, without signing in');
    expect(accessInWords('signedIn')).toBe('any signed-in user');
    expect(accessInWords(['admin'])).toBe('admins');
    expect(accessInWords(['accountlead'])).toBe('account leads and admins');
    expect(accessInWords(['accountlead', 'approval'])).toBe('account leads, approvers and admins');
  });
});

describe('operationDocs', () => {
  it("names the operation after the route's entry in the table and words who may call it", () => {
    const docs = operationDocs(routes.next, limits);
    expect(docs.operationId).toBe('next');
    expect(docs.description).toMatch(/^Send the answers.*\n\nWho may call: the review's owner/s);
    expect(docs.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(docs.description).toContain('API keys: accepted with the scope "Start reviews"');
    expect(operationDocs(routes.userList, limits).security).toEqual([{ bearer: [] }]);
    expect(operationDocs(routes.userList, limits).description).toContain('API keys: not accepted (403).');
    expect(operationDocs(routes.health, limits).security).toEqual([]);
  });

  it('gives a route the errors of its kind, its own words replacing the generic ones', () => {
    const docs = operationDocs(routes.login, { bodyLimit: 2048, ratePerMinute: 20 });
    expect(Object.keys(docs.answers)).toEqual(['200', '400', '401', '413', '415', '429', '500']);
    expect(docs.answers[413]).toEqual({
      description: 'The body is larger than 2,048 bytes.',
      json: ErrorBody,
    });
    expect(docs.answers[401]?.description).toBe(routes.login.otherStatuses[401]);
  });

  it('documents 204 and 304 without a body and a file answer by its media types', () => {
    expect(operationDocs(routes.logout, limits).answers[204]).toEqual({ description: 'Done: no body' });
    expect(operationDocs(routes.content, limits).answers[304]?.json).toBeUndefined();
    expect(operationDocs(routes.reportPdf, limits).answers[200]).toEqual({
      description: 'OK: the file',
      files: ['application/pdf'],
    });
  });

  it('names a route that is not in the table by its method and path', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/some-thing/:id',
      tag: 'health',
      summary: 'x',
      access: 'public',
      responses: { 200: z.object({}) },
    });
    expect(operationDocs(route, limits).operationId).toBe('getApiSomeThingId');
  });
});
