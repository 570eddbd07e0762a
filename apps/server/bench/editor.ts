import { defaultSurveyContent } from '@tsr/content';
import {
  apiPath,
  type InputArgs,
  type LoginResponse,
  type RouteDefinition,
  routes,
  type SaveSectionResponse,
  type SurveyContent,
} from '@tsr/contract';
import type { Database } from '../src/db/database';
import { demo } from '../src/demo/demo-accounts';
import { seedDemoData } from '../src/demo/seed-demo';
import { EditorService } from '../src/editor/editor-service';
import type { Principal } from '../src/http/access';
import { ensureFirstSurvey, SurveyStore } from '../src/survey/survey-store';
import { buildBenchApp } from './bench-app';

const SAVES = 10;
const PUBLISHES = 5;
const CHECKS = 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Rows: [database, measure, runs, p50, p95, max, aim]. */
export async function benchEditor(kind: string, database: Database): Promise<string[][]> {
  await seedDemoData(database.db);
  const pack = defaultSurveyContent();
  await ensureFirstSurvey(database.db, pack);
  const app = await buildBenchApp(database);
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${address}${routes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.admin.email, password: demo.admin.password }),
    });
    const tokens = (await login.json()) as LoginResponse;
    if (tokens.kind !== 'tokens') throw new Error('no tokens');
    const headers = { authorization: `Bearer ${tokens.tokens.id_token}`, 'content-type': 'application/json' };
    const call = async <R extends RouteDefinition>(route: R, ...[input]: InputArgs<R>) => {
      const path = apiPath(route, ...([input] as InputArgs<R>));
      const body = (input as { body?: unknown } | undefined)?.body;
      const res = await fetch(`${address}${path}`, {
        method: route.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${route.method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const sections = ['questions', 'rules', 'responses', 'definitions'] as const;
    // Read from the draft below before any save.
    const revisions: Record<(typeof sections)[number], number> = {
      questions: 0,
      rules: 0,
      responses: 0,
      definitions: 0,
    };
    for (const s of sections)
      revisions[s] = (
        (await call(routes.editorSection, { params: { surveyId: 'draft', section: s } })) as {
          revision: number;
        }
      ).revision;

    // Every section changed a little each time, so each save is a real save.
    const variant = (i: number): SurveyContent => ({
      ...pack,
      rules: {
        ...pack.rules,
        rules: pack.rules.rules.map((r, n) => (n === 0 ? { ...r, name: `${r.name} ${i}` } : r)),
      },
      responses: {
        ...pack.responses,
        responses: pack.responses.responses.map((r, n) => (n === 0 ? { ...r, text: `${r.text} ${i}` } : r)),
      },
      definitions: {
        ...pack.definitions,
        groups: [...pack.definitions.groups, { id: `Bench ${i}`, definitions: [] }],
      },
      questions: {
        ...pack.questions,
        trust: {
          ...pack.questions.trust,
          pre: {
            ...pack.questions.trust?.pre,
            pages: pack.questions.trust?.pre?.pages ?? [],
            title: `Bench ${i}`,
          },
        },
      },
    });
    const saves: number[] = [];
    for (let i = 1; i <= SAVES; i += 1) {
      const content = variant(i);
      const started = performance.now();
      await Promise.all(
        sections.map(async (s) => {
          const answer = (await call(routes.saveSection, {
            params: { section: s },
            query: {},
            body: { baseRevision: revisions[s], content: content[s] },
          })) as SaveSectionResponse;
          if (!answer.changed) throw new Error(`${s} did not change`);
          revisions[s] = answer.revision;
        }),
      );
      saves.push(performance.now() - started);
    }
    const bytes = JSON.stringify(variant(1)).length;

    const publishes: number[] = [];
    for (let i = 1; i <= PUBLISHES; i += 1) {
      const rules = (await call(routes.editorSection, {
        params: { surveyId: 'draft', section: 'rules' },
      })) as {
        revision: number;
        content: SurveyContent['rules'];
      };
      const changed = {
        ...rules.content,
        rules: rules.content.rules.map((r, n) => (n === i ? { ...r, score: (r.score + 7) % 100 } : r)),
      };
      await call(routes.saveSection, {
        params: { section: 'rules' },
        query: {},
        body: { baseRevision: rules.revision, content: changed },
      });
      const started = performance.now();
      await call(routes.editorPublish, { body: { confirmChanges: true } });
      publishes.push(performance.now() - started);
    }

    // checklogic: the service's own time (what the server spends) and the HTTP round trip.
    const service = new EditorService(database.db, new SurveyStore(database.db));
    const admin: Principal = {
      userId: '00000000-0000-0000-0000-000000000000',
      email: 'bench',
      companyId: '',
      groups: ['admin'],
      termsAgreed: 'yes',
      sessionId: '',
    };
    // A text as an author writes it: two questions of the pack and a definition, all known.
    const vocabulary = await service.vocabulary(admin);
    const [q1, q2] = vocabulary.questions.filter((q) => q.type === 'trust');
    const logic = `{${q1?.name}} = 'yes' and not empty({${q2?.name}}) and @${vocabulary.definitions[0]}`;
    await service.checkLogic(admin, logic);
    const serverTimes: number[] = [];
    for (let i = 0; i < CHECKS; i += 1) {
      const started = performance.now();
      await service.checkLogic(admin, `${logic} and ${i} > 0`);
      serverTimes.push(performance.now() - started);
    }
    const roundTrips: number[] = [];
    for (let i = 0; i < CHECKS; i += 1) {
      const started = performance.now();
      await call(routes.editorCheckLogic, { body: { logic: `${logic} and ${i} > 0` } });
      roundTrips.push(performance.now() - started);
    }
    const row = (measure: string, runs: number[], aim: string) => [
      kind,
      measure,
      String(runs.length),
      ms(percentile(runs, 50)),
      ms(percentile(runs, 95)),
      ms(Math.max(...runs)),
      aim,
    ];
    return [
      row(`save all 4 sections (${Math.round(bytes / 1024)} kB)`, saves, '-'),
      row('publish + golden gate', publishes, 'under 1 s'),
      row('checklogic, server time', serverTimes, 'p95 under 5 ms'),
      row('checklogic, round trip', roundTrips, '-'),
    ];
  } finally {
    await app.server.close();
    await database.close();
  }
}
