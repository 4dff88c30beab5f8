// Pricing inquiries (DESIGN.md §4): anyone may send one; only admins read and manage them. The admin
// check runs before validation, so a guest gets 401 whatever the input.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, paginate } from '@/contract/common';
import {
  CreateInquiryResultSchema,
  INQUIRY_MESSAGES,
  InquiryListQuery,
  InquiryListSchema,
  InquirySchema,
  InquiryUpdateResultSchema,
  SubmitInquiryInput,
  UpdateInquiryStatusInput,
} from '@/contract/inquiries';
import { VARIANT_MESSAGES } from '@/contract/variant-messages';
import { requireAdmin } from '@/server/features/auth';
import { findProductNames, findVariants } from '@/server/features/products';
import { formStampOf, guardedForm } from '@/server/features/spam';
import { requestLocale } from '@/server/i18n/request-locale';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound } from '@/server/lib/http-error';
import { flagFailures } from '@/server/lib/success-flag';
import { findInquiry, listInquiries } from './inquiry-repository';
import { submittedProductIds, submittedVariantIds, toNewInquiry, variantsMatch } from './inquiry-submission';
import { toInquiry } from './inquiry-view';
import { submitInquiry } from './submit-inquiry';
import { createTrackingLink, trackingUrl } from './tracking-token';
import { updateInquiryStatus } from './update-inquiry-status';

const InquiryParams = idParams(INQUIRY_MESSAGES.notFound);

// Per client address: a buyer asking about a dozen products is fine; a script flooding the list is not.
const submitRateLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

export default async function inquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  flagFailures(app);

  app.post(
    '/inquiries',
    {
      ...guardedForm,
      config: submitRateLimit,
      schema: {
        body: SubmitInquiryInput,
        response: { 201: CreateInquiryResultSchema, ...errorAnswers(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const productIds = submittedProductIds(input);
      const names = await findProductNames(app.db, productIds);
      // Which product is missing is nobody's business but the catalogue's: the message names none.
      if (productIds.some((id) => !names.has(id))) throw notFound(INQUIRY_MESSAGES.productNotFound);
      const variants = await findVariants(app.db, submittedVariantIds(input));
      if (!variantsMatch(input, variants)) throw badRequest(VARIANT_MESSAGES.variantNotFound);

      const locale = requestLocale(request);
      const link = createTrackingLink(app.config.tokenSecret);
      const url = trackingUrl(app.config.publicUrl, link.token, locale);
      const buyerNames = locale === 'en' ? names : await findProductNames(app.db, productIds, locale);
      // A repeat is found by the one statement failing, which would end any transaction around it:
      // the round robin's mail comes after.
      const { row, lines, created } = await app.desk.takeLead(
        request,
        (db, { staff, replyTo: buyerReplyTo }) =>
          submitInquiry(
            db,
            toNewInquiry(input, names, link.hash, locale, variants),
            { userId: request.user?.id ?? null, formStamp: formStampOf(request) },
            {
              publicUrl: app.config.publicUrl,
              trackingLink: link,
              buyerNames,
              buyerReplyTo,
              staff,
            },
          ),
        // A repeat made no new lead: its owner was told the first time.
        (stored) => (stored.created ? { inquiryId: stored.row.id } : null),
      );
      // A repeat answers like the first submission: the buyer's inquiry is stored either way. Only
      // the tracking link cannot be given again (its token is kept hashed); the first mail has it.
      return reply.status(201).send({
        success: true as const,
        data: toInquiry(row, lines),
        message: INQUIRY_MESSAGES.submitted,
        ...(created ? { trackingUrl: url } : {}),
      });
    },
  );

  app.get(
    '/inquiries',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: InquiryListQuery,
        response: { 200: InquiryListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, lines, total } = await listInquiries(app.db, { status, page, limit });
      return {
        inquiries: rows.map((row) => toInquiry(row, lines.get(row.id) ?? [])),
        pagination: { ...paginate(total, page, limit), totalInquiries: total },
      };
    },
  );

  app.get(
    '/inquiries/:id',
    {
      preValidation: requireAdmin,
      schema: { params: InquiryParams, response: { 200: InquirySchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => {
      const found = await findInquiry(app.db, request.params.id);
      if (!found) throw notFound(INQUIRY_MESSAGES.notFound);
      return toInquiry(found.row, found.lines);
    },
  );

  app.patch(
    '/inquiries/:id/status',
    {
      preValidation: requireAdmin,
      schema: {
        params: InquiryParams,
        body: UpdateInquiryStatusInput,
        response: { 200: InquiryUpdateResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await app.db.transaction((tx) =>
        updateInquiryStatus(tx, request.params.id, request.body, { id: user.id, name: user.fullName }),
      );
      const found = await findInquiry(app.db, row.id);
      return { inquiry: toInquiry(row, found?.lines ?? []), message: INQUIRY_MESSAGES.statusUpdated };
    },
  );
}
