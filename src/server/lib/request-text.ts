// Two things about incoming text that no route should have to think about:
// - a JSON content type with an empty body (some HTTP clients send the header on a bodyless PATCH or
//   DELETE) is read as no body rather than refused;
// - a NUL character, which PostgreSQL cannot store in text, is refused with a 400 before any handler
//   runs, instead of failing inside the database as a 500. Multipart fields are checked where they
//   are read (lib/multipart.ts).
import type { FastifyInstance } from 'fastify';
import { INVALID_CHARACTER_MESSAGE } from '@/contract/common';
import { badRequest } from './http-error';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

export function registerRequestText(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  // preHandler: after the route's own guard (preValidation) and schema, so a guest still gets 401.
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.query) || containsNul(request.body)) throw badRequest(INVALID_CHARACTER_MESSAGE);
  });
}
