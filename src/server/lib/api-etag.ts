// ETags on the API's successful GET answers: a weak tag of the JSON, and a 304 without a body when
// the browser's copy is still the same. Registered before compression, which would otherwise have
// turned the body into a stream by the time this runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientHolds, weakEtag } from './conditional-get';

export const apiEtagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/'))
        return payload;
      if (typeof payload !== 'string' || reply.hasHeader('ETag')) return payload;
      // An answer no cache may keep (a private link's) has nothing to revalidate.
      if (String(reply.getHeader('Cache-Control') ?? '').includes('no-store')) return payload;
      const etag = weakEtag(payload);
      reply.header('ETag', etag);
      if (clientHolds(request, etag)) {
        reply.status(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'api-etag' },
);
