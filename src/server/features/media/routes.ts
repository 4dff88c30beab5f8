// Serves stored files. Keys are content-derived, so a URL's bytes never change: cache for a year.

import type { FastifyInstance } from 'fastify';
import { findMedia } from './media-repository';

const KEY_PATTERN = /^[a-f0-9]{16,64}(-\d{1,5}\.webp|\.pdf)$/;

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    if (!KEY_PATTERN.test(key)) return reply.status(404).send({ message: 'Not found' });
    const etag = `"${key}"`;
    const cacheControl = 'public, max-age=31536000, immutable';
    // A cache may send the tag back weak (W/"...") or among others; the bytes never change either way.
    const knownTags = (request.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (knownTags.includes(etag))
      return reply.status(304).header('ETag', etag).header('Cache-Control', cacheControl).send();
    const row = await findMedia(app.db, key);
    if (!row) return reply.status(404).send({ message: 'Not found' });
    return reply
      .header('Content-Type', row.contentType)
      .header('Cache-Control', cacheControl)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .send(row.data);
  });
}
