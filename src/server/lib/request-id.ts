// Every request has an id: Fastify writes it on each of the request's log lines (`reqId`) and every
// answer carries it back in X-Request-Id, so a visitor's report, a proxy's log and ours meet on one
// value. An id the proxy (or a caller) already gave is kept when it is plain and short; anything else
// is replaced, so a log line can never be forged or bloated through the header.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is plain, else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/** Sets X-Request-Id on every answer before anything else runs, so errors carry it too. */
export function sendRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
