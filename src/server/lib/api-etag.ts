// ETags on the API's successful GET answers: a weak tag of the JSON, and a 304 without a body when
// the browser's copy is still the same. Registered before compression, which would otherwise have
// turned the body into a stream by the time this runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientHolds, weakEtag } from './conditional-get';

export const apiEtagPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback, not an async hook: it sees every answer, and most (kept answers, which carry
    // their own tag, pages, files) pass straight through.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || request.method !== 'GET' || reply.statusCode !== 200)
        return done(null, payload);
      if (!request.url.startsWith('/api/') || reply.hasHeader('ETag')) return done(null, payload);
      // An answer no cache may keep (a private link's) has nothing to revalidate.
      if (String(reply.getHeader('Cache-Control') ?? '').includes('no-store')) return done(null, payload);
      const etag = weakEtag(payload);
      reply.header('ETag', etag);
      if (clientHolds(request, etag)) {
        reply.status(304);
        return done(null, '');
      }
      done(null, payload);
    });
  },
  { name: 'api-etag' },
);
