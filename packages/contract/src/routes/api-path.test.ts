import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';
import { routes } from './index';

describe('apiPath', () => {
  it("fills the route's params into its pattern, encoded", () => {
    expect(apiPath(routes.reviewOverview, { params: { id: 'a b/c' } })).toBe('/api/review/a%20b%2Fc');
  });

  it('adds the query, leaving out what is not given', () => {
    expect(apiPath(routes.report, { params: { id: 'r1' }, query: { remediated: 'true' } })).toBe(
      '/api/review/r1/report?remediated=true',
    );
    expect(apiPath(routes.report, { params: { id: 'r1' }, query: {} })).toBe('/api/review/r1/report');
    // A query of options only may be left out.
    expect(apiPath(routes.report, { params: { id: 'r1' } })).toBe('/api/review/r1/report');
  });

  it('refuses an address with a param missing', () => {
    expect(() => apiPath(routes.reviewOverview, { params: {} as { id: string } })).toThrow(
      '/api/review/:id needs the param id',
    );
  });
});
