// Serves stored files. Keys are content-derived, so a URL's bytes never change: cache for a year.
// Uploaded files never run as part of the site: each is served with its stored type and nosniff,
// under a sandboxing CSP (no script, no same origin), and documents are downloads, so a crafted PDF
// is never rendered as a page of this origin.

import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { clientHolds } from '@/server/lib/conditional-get';
import { mediaCacheFor } from './media-cache';
import { findMedia, isPublicDocument } from './media-repository';

const KEY_PATTERN = /^[a-f0-9]{16,64}(-\d{1,5}\.webp|\.pdf)$/;

export default async function mediaRoutes(app: FastifyInstance) {
  const cache = mediaCacheFor(app.db);
  app.changes.subscribe('media', (change) => cache.forget(change?.assets ?? null));
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    if (!KEY_PATTERN.test(key)) return reply.status(404).send({ message: SERVER_MESSAGES.notFound });
    // A PDF is public only while a public document is that file: an on-request document's file (or
    // one no document lists any more) is not found here, whoever knows its name.
    if (key.endsWith('.pdf') && !(await isPublicDocument(app.db, key.slice(0, -'.pdf'.length))))
      return reply.status(404).send({ message: SERVER_MESSAGES.notFound });
    const etag = `"${key}"`;
    const cacheControl = 'public, max-age=31536000, immutable';
    // The bytes under a key never change: any form of the tag the client sends back means it has them.
    if (clientHolds(request, etag))
      return reply.status(304).header('ETag', etag).header('Cache-Control', cacheControl).send();
    const row = await findMedia(app.db, key);
    if (!row) return reply.status(404).send({ message: SERVER_MESSAGES.notFound });
    if (row.contentType === 'application/pdf') {
      // The key is [a-f0-9] and ".pdf" (KEY_PATTERN), so it is a safe file name as it is.
      reply.header('Content-Disposition', `attachment; filename="${key}"`);
    }
    return reply
      .header('Content-Type', row.contentType)
      .header('Cache-Control', cacheControl)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .send(row.data);
  });
}
