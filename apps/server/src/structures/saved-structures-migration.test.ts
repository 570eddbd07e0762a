import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase } from '../testing/migrations';

/**
 * drizzle/0009 gives the reviews started before structures were saved their saved structures: one
 * per company and structure name, a revision per review in the order they were started.
 */
const migration = migrationDatabase('0009');
const { db } = migration;

beforeAll(async () => {
  await migration.before();
  await db.exec(`
    insert into companies (id, name) values
      ('00000000-0000-4000-8000-00000000000a', 'Alder'), ('00000000-0000-4000-8000-00000000000b', 'Beech');
    insert into users (id, email, user_name, company_id) values
      ('00000000-0000-4000-8000-0000000000a1', 'a1@alder.example', 'A1', '00000000-0000-4000-8000-00000000000a'),
      ('00000000-0000-4000-8000-0000000000a2', 'a2@alder.example', 'A2', '00000000-0000-4000-8000-00000000000a'),
      ('00000000-0000-4000-8000-0000000000b1', 'b1@beech.example', 'B1', '00000000-0000-4000-8000-00000000000b');
    insert into survey_versions (id, version, status, content) values (1, 1, 'published', '{}');
    insert into reviews (id, company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence, preview, created_at) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a2', 1, 'Oak Trust', '{"name":"Oak Trust","v":1}', '{}', '{"parts":[]}', false, '2024-05-01'),
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 1, 'Oak Trust', '{"name":"Oak Trust","v":2}', '{}', '{"parts":[]}', false, '2025-05-01'),
      ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000b1', 1, 'Oak Trust', '{"name":"Oak Trust","v":9}', '{}', '{"parts":[]}', false, '2025-01-01'),
      ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 1, 'Trial', '{"name":"Trial"}', '{}', '{"parts":[]}', true, '2025-01-01');
  `);
  await migration.apply();
});
afterAll(() => db.close());

it('saves one structure per company and name, its revisions the reviews in the order they started', async () => {
  const { rows } = await db.query<{
    company: string;
    name: string;
    revision: number;
    creator: string;
    created: Date;
  }>(
    `select c.name as company, s.name, s.revision, u.email as creator, s.created_at as created
     from structures s join companies c on c.id = s.company_id join users u on u.id = s.created_by order by c.name`,
  );
  expect(rows.map(({ created, ...r }) => ({ ...r, created: created.toISOString().slice(0, 10) }))).toEqual([
    { company: 'Alder', name: 'Oak Trust', revision: 2, creator: 'a2@alder.example', created: '2024-05-01' },
    { company: 'Beech', name: 'Oak Trust', revision: 1, creator: 'b1@beech.example', created: '2025-01-01' },
  ]);
  const reviews = await db.query<{ id: string; revision: number | null; v: number | null }>(
    `select r.id, r.structure_revision as revision, (sr.structure->>'v')::int as v from reviews r
     left join structure_revisions sr on sr.structure_id = r.structure_id and sr.revision = r.structure_revision
     order by r.id`,
  );
  expect(reviews.rows.map((r) => [r.id.slice(-1), r.revision, r.v])).toEqual([
    ['1', 1, 1],
    ['2', 2, 2],
    ['3', 1, 9],
    // The preview is never saved.
    ['4', null, null],
  ]);
});
