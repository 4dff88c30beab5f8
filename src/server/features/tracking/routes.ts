// The buyer's side of an inquiry (DESIGN.md §5). The same four calls twice: under the private
// tracking link /quotes/{token} (no account needed) and, for a signed-in buyer, under
// /me/inquiries/{id} for the inquiries they sent while signed in. Each resolves the inquiry first;
// everything after that is shared.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '@/contract/common';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import {
  BuyerMessageInput,
  MyInquiriesQuery,
  MyInquiryListSchema,
  TRACKING_MESSAGES,
  TrackedInquirySchema,
  TrackingActionResultSchema,
} from '@/contract/tracking';
import type { VariantLabel } from '@/contract/variant-rules';
import { variantLabelText } from '@/i18n/units';
import { requireUser } from '@/server/features/auth';
import { requestLocale } from '@/server/i18n/request-locale';
import { translator } from '@/server/i18n/translator';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { acceptQuotation } from './accept-quotation';
import { findInquiryIdByTrackingToken } from './find-by-token';
import { renderQuotationPdf } from './pdf/quotation-pdf';
import { sendBuyerMessage } from './send-buyer-message';
import { findOwnedInquiryId, listMyInquiries, loadTrackedInquiry } from './tracking-repository';

// A buyer accepting or asking a few things is fine; a script hammering the sales desk's inbox is not.
const postRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
// A read: let through when the shared counters cannot be reached (lib/rate-limit-store.ts).
const readRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute', skipOnError: true } };

/** The quotation's PDF, declared by its type: it is sent as it is, never serialized. */
const PdfAnswer = {
  description: 'The quotation as an A4 PDF',
  content: { 'application/pdf': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Resolve = (request: FastifyRequest) => Promise<string | null>;

/** Grades and packs worded in the page's language and the site's digits, as the page shows them. */
function variantTextFor(app: FastifyInstance, request: FastifyRequest) {
  const { t, figures } = translator(requestLocale(request), app.siteSettings.current().numerals);
  return (label: VariantLabel) => variantLabelText(label, t, figures);
}

/** The shared calls, mounted under `base` (whose parameters `resolve` turns into an inquiry id). */
function inquiryCalls(
  app: FastifyInstance,
  base: string,
  params: z.ZodObject,
  resolve: Resolve,
  notFoundMessage: string,
  preValidation?: (request: FastifyRequest) => Promise<void>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = preValidation ? { preValidation } : {};
  const refusedGuests = preValidation ? errorAnswers(401) : {};
  const inquiryId = async (request: FastifyRequest, reply: FastifyReply) => {
    // The buyer's own inquiry is personal: no shared cache keeps a copy.
    reply.header('Cache-Control', 'private, no-store');
    const id = await resolve(request);
    if (!id) throw notFound(notFoundMessage);
    return id;
  };
  const quotationParams = params.extend({ quotationId: z.string() });
  const quotationIdOf = (request: FastifyRequest) => {
    const { quotationId } = request.params as { quotationId: string };
    if (!UUID.test(quotationId)) throw notFound(QUOTATION_MESSAGES.notFound);
    return quotationId;
  };
  const view = async (id: string, request: FastifyRequest) => {
    const inquiry = await loadTrackedInquiry(app.db, id, variantTextFor(app, request));
    if (!inquiry) throw notFound(notFoundMessage);
    return inquiry;
  };

  typed.get(
    base,
    {
      ...guard,
      config: readRateLimit,
      schema: {
        params,
        response: { 200: TrackedInquirySchema, ...refusedGuests, ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => view(await inquiryId(request, reply), request),
  );

  typed.post(
    `${base}/quotations/:quotationId/accept`,
    {
      ...guard,
      config: postRateLimit,
      schema: {
        params: quotationParams,
        response: { 200: TrackingActionResultSchema, ...refusedGuests, ...errorAnswers(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const id = await inquiryId(request, reply);
      const quotationId = quotationIdOf(request);
      const { staff } = await app.mail.addressing();
      const outcome = await app.db.transaction((tx) =>
        acceptQuotation(tx, { inquiryId: id, quotationId }, { publicUrl: app.config.publicUrl, staff }),
      );
      app.mail.wake();
      await afterCommit(
        request.log,
        'quotation accepted notification',
        () =>
          app.notifications.notifyAdmins({
            kind: 'quotationAccepted',
            params: { name: outcome.inquiry.name, version: outcome.version },
            inquiryId: id,
          }),
        { inquiryId: id },
      );
      return { message: QUOTATION_MESSAGES.accepted, inquiry: await view(id, request) };
    },
  );

  typed.post(
    `${base}/messages`,
    {
      ...guard,
      config: postRateLimit,
      schema: {
        params,
        body: BuyerMessageInput,
        response: { 201: TrackingActionResultSchema, ...refusedGuests, ...errorAnswers(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const id = await inquiryId(request, reply);
      const { staff } = await app.mail.addressing();
      const inquiry = await app.db.transaction((tx) =>
        sendBuyerMessage(tx, id, request.body, { publicUrl: app.config.publicUrl, staff, notFoundMessage }),
      );
      app.mail.wake();
      const fresh = request.body.kind === 'freshQuote';
      await afterCommit(
        request.log,
        'buyer message notification',
        () =>
          app.notifications.notifyAdmins({
            kind: fresh ? 'freshQuoteRequested' : 'buyerQuestion',
            params: { name: inquiry.name, excerpt: request.body.message.slice(0, 200) },
            inquiryId: id,
          }),
        { inquiryId: id },
      );
      return reply.status(201).send({
        message: fresh ? TRACKING_MESSAGES.freshQuoteSent : TRACKING_MESSAGES.questionSent,
        inquiry: await view(id, request),
      });
    },
  );

  typed.get(
    `${base}/quotations/:quotationId.pdf`,
    {
      ...guard,
      config: readRateLimit,
      schema: {
        params: quotationParams,
        response: { 200: PdfAnswer, ...refusedGuests, ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => {
      const id = await inquiryId(request, reply);
      const inquiry = await view(id, request);
      const quotation = inquiry.quotations.find((version) => version._id === quotationIdOf(request));
      if (!quotation) throw notFound(QUOTATION_MESSAGES.notFound);
      const pdf = await renderQuotationPdf(app.db, quotation._id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
        .send(pdf.content);
    },
  );
}

export default async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  inquiryCalls(
    app,
    '/quotes/:token',
    z.object({ token: z.string() }),
    (request) => findInquiryIdByTrackingToken(app.db, (request.params as { token: string }).token),
    TRACKING_MESSAGES.notFound,
  );

  inquiryCalls(
    app,
    '/me/inquiries/:id',
    z.object({ id: z.string() }),
    async (request) => {
      const { id } = request.params as { id: string };
      if (!UUID.test(id) || !request.user) return null;
      return findOwnedInquiryId(app.db, request.user.id, id);
    },
    TRACKING_MESSAGES.inquiryNotFound,
    requireUser,
  );

  app.get(
    '/me/inquiries',
    {
      preValidation: requireUser,
      schema: { querystring: MyInquiriesQuery, response: { 200: MyInquiryListSchema, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { page, limit } = request.query;
      // requireUser has run: there is a user.
      const { rows, total } = await listMyInquiries(
        app.db,
        request.user!.id,
        { page, limit },
        variantTextFor(app, request),
      );
      return { inquiries: rows, pagination: { ...paginate(total, page, limit), totalInquiries: total } };
    },
  );
}
