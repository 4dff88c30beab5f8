// Every API answer's messages in the request's language (requestLocale: the site's pages send their
// own as Accept-Language): the `message` of an answer and each `errors[].message`, whether a route or
// the error handler sent them. Routes and the error handler keep English, the API's language, so an
// English request's answer is exactly what it was. Only answers that carry a message of ours are
// touched: errors, and the answers to writes; a read (GET) answer's top-level `message` can be a
// buyer's own text (the tracked inquiry), which is never translated.
import type { FastifyInstance } from 'fastify';
import { requestLocale } from './request-locale';
import { translator } from './translator';

type Answer = { message?: unknown; errors?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function translateAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isRecord(payload)) return payload;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && reply.statusCode < 400) return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    const { msg } = translator(locale);
    const answer: Answer = payload;
    const translated: Record<string, unknown> = { ...payload };
    if (typeof answer.message === 'string') translated.message = msg(answer.message);
    if (Array.isArray(answer.errors)) {
      translated.errors = answer.errors.map((error) =>
        isRecord(error) && typeof error.message === 'string'
          ? { ...error, message: msg(error.message) }
          : error,
      );
    }
    return translated;
  });
}
