// Spam on the sales desk (DESIGN.md §6): the public forms' start stamp, "mark as spam", and the
// blocked list. The admin calls check the admin before validation, so a guest gets 401 whatever the
// input.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BLOCKED_PAGE_SIZE,
  BlockEmailInput,
  BlockedEmailListQuery,
  BlockedEmailListSchema,
  BlockedEmailParams,
  BlockedEmailResultSchema,
  FormStampSchema,
  MarkSpamInput,
  MarkSpamResultSchema,
  SPAM_MESSAGES,
  UnblockResultSchema,
} from '@/contract/spam-schemas';
import { requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { conflict, notFound } from '@/server/lib/http-error';
import { decodeBlockedKey, encodeBlockedKey, toBlockedEmail } from './blocked-email-view';
import { blockEmails, listBlockedEmails, unblockEmail } from './blocked-emails-repository';
import { signFormStamp } from './form-stamp';
import { markLeadsSpam } from './mark-leads-spam';

// A form asks once when first touched; a page full of forms asks a few times.
const stampRateLimit = { rateLimit: { max: 60, timeWindow: '10 minutes' } };

export default async function spamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/form-stamp',
    { config: stampRateLimit, schema: { response: { 200: FormStampSchema, ...errorAnswers(429) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { stamp: signFormStamp(app.config.tokenSecret, new Date()) };
    },
  );

  app.put(
    '/admin/leads/spam',
    {
      preValidation: requireAdmin,
      schema: {
        body: MarkSpamInput,
        response: { 200: MarkSpamResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const result = await app.db.transaction((tx) => markLeadsSpam(tx, request.body, request.user!.id));
      return { ...result, message: request.body.spam ? SPAM_MESSAGES.marked : SPAM_MESSAGES.unmarked };
    },
  );

  app.get(
    '/admin/blocked-emails',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: BlockedEmailListQuery,
        response: { 200: BlockedEmailListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, cursor } = request.query;
      const { rows, next } = await listBlockedEmails(app.db, {
        q: q || undefined,
        after: decodeBlockedKey(cursor),
        limit: BLOCKED_PAGE_SIZE,
      });
      return { emails: rows.map(toBlockedEmail), nextCursor: next && encodeBlockedKey(next) };
    },
  );

  app.post(
    '/admin/blocked-emails',
    {
      preValidation: requireAdmin,
      schema: {
        body: BlockEmailInput,
        response: { 201: BlockedEmailResultSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const [row] = await blockEmails(app.db, [request.body.email], request.user!.id);
      if (!row) throw conflict(SPAM_MESSAGES.alreadyBlocked);
      return reply.status(201).send({ email: toBlockedEmail(row), message: SPAM_MESSAGES.blocked });
    },
  );

  app.delete(
    '/admin/blocked-emails/:email',
    {
      preValidation: requireAdmin,
      schema: {
        params: BlockedEmailParams,
        response: { 200: UnblockResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await unblockEmail(app.db, request.params.email))) throw notFound(SPAM_MESSAGES.notBlocked);
      return { message: SPAM_MESSAGES.unblocked };
    },
  );
}
