import { z } from 'zod';
import { defineRoute } from './define-route';

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = Health.extend({ database: z.enum(['pglite', 'postgres']) });

const tag = 'health';

/** Liveness (the process answers) and readiness (it can serve: database reachable, not draining). */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tag,
    summary: 'The process answers',
    access: 'public',
    responses: { 200: Health },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    tag,
    summary: 'The server can serve: database reachable, not shutting down (503 otherwise)',
    otherStatuses: { 503: 'Shutting down (draining), or the database is not reachable.' },
    access: 'public',
    responses: { 200: Readiness },
  }),
};
