import { routes } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('the response serializer', () => {
  const Listed = z.object({
    id: z.string(),
    score: z.number().nullable(),
    extra: z.looseObject({ name: z.string() }).optional(),
  });

  it('writes only what the schema declares, as zod did', () => {
    const write = serializerFor(Listed);
    const written = JSON.parse(
      write({ id: 'r1', score: null, secret: 'not for the browser', extra: { name: 'Oak', kept: 1 } }),
    );
    expect(written).toEqual({ id: 'r1', score: null, extra: { name: 'Oak', kept: 1 } });
  });

  it('refuses an answer that lacks what the schema requires', () => {
    expect(() => serializerFor(Listed)({ score: 3 })).toThrow();
  });

  it('under test, refuses a value zod refuses (the suites hold both serializers to each other)', () => {
    // fast-json-stringify alone would write the number as the string "5".
    expect(() => serializerFor(Listed)({ id: 5, score: null })).toThrow();
  });

  it('leaves a schema JSON Schema cannot express (a Date) to zod', () => {
    const Dated = z.object({ at: z.date() });
    expect(serializerFor(Dated)({ at: new Date('2026-11-25T08:00:00Z') })).toBe(
      '{"at":"2026-11-25T08:00:00.000Z"}',
    );
    expect(() => serializerFor(Dated)({ at: 'yesterday' })).toThrow();
  });

  it("writes a discriminated union with the option its discriminator names (next's two forms)", () => {
    const Whole = z.object({ form: z.literal('full'), parts: z.array(z.string()) });
    const Compact = z.object({ form: z.literal('compact'), changed: z.number() });
    const write = serializerFor(z.discriminatedUnion('form', [Whole, Compact]));
    expect(JSON.parse(write({ form: 'full', parts: ['a'], changed: 1 }))).toEqual({
      form: 'full',
      parts: ['a'],
    });
    expect(JSON.parse(write({ form: 'compact', changed: 2, parts: ['a'] }))).toEqual({
      form: 'compact',
      changed: 2,
    });
    expect(() => write({ form: 'other', parts: [] })).toThrow();
  });

  it('compiles every success answer of the route table (none is left to zod)', () => {
    const leftToZod: string[] = [];
    for (const route of Object.values(routes))
      for (const [status, schema] of Object.entries(route.responses))
        try {
          z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
        } catch {
          leftToZod.push(`${route.method} ${route.path} ${status}`);
        }
    expect(leftToZod).toEqual([]);
  });
});
