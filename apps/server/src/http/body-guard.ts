import type { ErrorBody } from '@tsr/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A safety net under the zod schemas, for every JSON body: PostgreSQL cannot store a NUL character
 * or half of a UTF-16 surrogate pair (ids, keys and fields no text schema covers included), and
 * a value nested thousands deep overflows the stack of whatever walks it. Both answer 400 naming
 * the field before any handler sees the body. It runs after validation, so the fields the text
 * schemas cover get their own messages (docs/decisions/0011).
 */
export const BODY_MAX_DEPTH = 64;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first unstorable or too deeply nested place in a parsed JSON value, as a dotted path. */
export function bodyProblem(body: unknown): { field: string; message: string } | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: body, path: [], depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { field: path.join('.'), message: unstorable };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= BODY_MAX_DEPTH) {
      return { field: path.join('.'), message: `Values may be nested at most ${BODY_MAX_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { field: [...path, key].join('.'), message: unstorable };
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

const unstorable = 'Please remove the NUL or broken (unpaired surrogate) character';

export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.body === undefined || request.body === null) return;
    const problem = bodyProblem(request.body);
    if (!problem) return;
    // Control characters in the field name itself stay out of the message.
    const field = JSON.stringify(problem.field).slice(1, -1).slice(0, 300);
    const body: ErrorBody = {
      status: 400,
      message: field ? `${field}: ${problem.message}` : problem.message,
    };
    return reply.code(400).send(body);
  });
}
