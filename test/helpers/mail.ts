// Queued mail as it leaves: the worker fills in each private link's token only as it sends a mail
// (lib/private-links.ts), so tests that read the outbox read the bodies this way.
import type { FastifyInstance } from 'fastify';
import type { OutboxRow } from '@/server/features/mail/outbox-repository';
import { fillPrivateLinks } from '@/server/lib/private-links';

export const asSent = (app: FastifyInstance, row: OutboxRow) => ({
  text: fillPrivateLinks(app.config.tokenSecret, row.textBody, row.privateLinks),
  html: fillPrivateLinks(app.config.tokenSecret, row.htmlBody, row.privateLinks),
});
