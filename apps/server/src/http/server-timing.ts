import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The phases of a request the bench breaks `next` into. */
export type Phase = 'auth' | 'reads' | 'engine' | 'writes' | 'serialisation';

/** Milliseconds spent in each phase of one request, and the request's whole time in the server. */
export interface RequestTimings {
  route: string;
  phases: Partial<Record<Phase, number>>;
  total: number;
}

const storage = new AsyncLocalStorage<RequestTimings>();
let recording = false;

/**
 * Times `fn` as part of the current request's `phase`. Free when nothing records (production):
 * the recorder is switched on only by the bench, through recordServerTimings.
 */
export function timed<T>(phase: Phase, fn: () => T): T {
  const current = recording ? storage.getStore() : undefined;
  if (!current) return fn();
  const t0 = performance.now();
  const add = () => {
    current.phases[phase] = (current.phases[phase] ?? 0) + performance.now() - t0;
  };
  const result = fn();
  if (result instanceof Promise) return result.finally(add) as T;
  add();
  return result;
}

/**
 * Records the timings of every request `app` answers and hands each to `sink` (the bench). Must be
 * called before the routes are registered. The request runs inside its own timing context from
 * onRequest on (run() around the rest of the hook chain, as @fastify/request-context does).
 */
export function recordServerTimings(app: FastifyInstance, sink: (t: RequestTimings) => void): void {
  recording = true;
  const started = new WeakMap<object, { t0: number; timings: RequestTimings; ser?: number }>();
  app.addHook('onRequest', (req, _reply, done) => {
    const timings: RequestTimings = { route: req.routeOptions.url ?? req.url, phases: {}, total: 0 };
    started.set(req, { t0: performance.now(), timings });
    storage.run(timings, done);
  });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const s = started.get(req);
    if (s) s.ser = performance.now();
    return payload;
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    const s = started.get(req);
    if (s?.ser !== undefined) s.timings.phases.serialisation = performance.now() - s.ser;
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    const s = started.get(req);
    if (!s) return;
    s.timings.total = performance.now() - s.t0;
    sink(s.timings);
  });
}
