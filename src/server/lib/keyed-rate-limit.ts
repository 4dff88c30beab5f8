// A rate limit counted by something a request names (the e-mail address a form asks about) rather
// than by the client's address, which routes limit in their `config.rateLimit`. A preHandler, so the
// body is parsed and valid when the key is read. Off with the other limits (RATE_LIMITS=off).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-error';

type Options = {
  max: number;
  timeWindow: string;
  /** The request's key; requests with the same key share one count. */
  key: (request: FastifyRequest) => string;
};

export function keyedRateLimit(app: FastifyInstance, { max, timeWindow, key }: Options) {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  // Keyed by the route too: counters kept in the database are shared by every limit.
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${request.routeOptions.url}|${key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw tooManyRequests();
  };
}
