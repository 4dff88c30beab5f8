// Things about incoming text that no route should have to think about:
// - a JSON content type with an empty body (some HTTP clients send the header on a bodyless PATCH or
//   DELETE) is read as no body rather than refused;
// - a NUL character, which PostgreSQL cannot store in text, is refused with a 400 before any handler
//   runs, instead of failing inside the database as a 500. Multipart fields are checked where they
//   are read (lib/multipart.ts);
// - JSON nested deeper than any form sends is refused with a 400. JSON.parse copes with any depth,
//   but recursive code meeting the value later (a walk, a serializer) would overflow the stack.
import type { FastifyInstance } from 'fastify';
import { INVALID_CHARACTER_MESSAGE } from '@/contract/common';
import { badRequest } from './http-error';

/** Far deeper than any of the site's forms (a list of strings is depth 2). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

export type TextProblem = 'nul' | 'too-deep';

/** Walks a parsed value with an explicit stack, so hostile nesting cannot overflow the call stack. */
export function findTextProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): TextProblem | null {
  const pending: [item: unknown, depth: number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

export function registerRequestText(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  // preHandler: after the route's own guard (preValidation) and schema, so a guest still gets 401.
  // A callback, not an async hook: it runs on every request, most of which (a read without a
  // query) it has nothing to look at, and an async hook costs a promise and a turn each time.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem = findTextProblem(request.query) ?? findTextProblem(request.body);
    if (problem === 'nul') return done(badRequest(INVALID_CHARACTER_MESSAGE));
    if (problem === 'too-deep') return done(badRequest(TOO_DEEP_MESSAGE));
    done();
  });
}
