// Pricing inquiries (DESIGN.md §4): anyone may send one; only admins read and manage them. The admin
// check runs before validation, so a guest gets 401 whatever the input.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, paginate } from '@/contract/common';
import {
  CreateInquiryInput,
  CreateInquiryResultSchema,
  INQUIRY_MESSAGES,
  InquiryListQuery,
  InquiryListSchema,
  InquirySchema,
  InquiryUpdateResultSchema,
  UpdateInquiryStatusInput,
} from '@/contract/inquiries';
import { requireAdmin } from '@/server/features/auth/guards';
import { afterCommit } from '@/server/lib/after-commit';
import { notFound } from '@/server/lib/http-error';
import { flagFailures } from '@/server/lib/success-flag';
import {
  createInquiry,
  findInquiry,
  findProductName,
  listInquiries,
  updateInquiryStatus,
} from './inquiry-repository';
import { toInquiry } from './inquiry-view';

const InquiryParams = idParams(INQUIRY_MESSAGES.notFound);

// Per client address: a buyer asking about a dozen products is fine; a script flooding the list is not.
const submitRateLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

export default async function inquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  flagFailures(app);

  app.post(
    '/inquiries',
    {
      config: submitRateLimit,
      schema: {
        body: CreateInquiryInput,
        response: { 201: CreateInquiryResultSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const productName = await findProductName(app.db, input.productId);
      if (productName === null) throw notFound(INQUIRY_MESSAGES.productNotFound);

      const { row, created } = await createInquiry(app.db, input, productName, request.user?.id ?? null);
      if (created) {
        await afterCommit(
          request.log,
          'inquiry notification',
          () =>
            app.notifications.notifyAdmins({
              type: 'inquiry',
              title: 'New pricing inquiry',
              message: `${row.name} asked about ${row.productName}`,
              inquiryId: row.id,
              productId: input.productId,
            }),
          { inquiryId: row.id },
        );
      }
      // A repeat answers exactly like the first submission: the buyer's inquiry is stored either way.
      return reply
        .status(201)
        .send({ success: true as const, data: toInquiry(row), message: INQUIRY_MESSAGES.submitted });
    },
  );

  app.get(
    '/inquiries',
    {
      preValidation: requireAdmin,
      schema: { querystring: InquiryListQuery, response: { 200: InquiryListSchema } },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, total } = await listInquiries(app.db, { status, page, limit });
      return {
        inquiries: rows.map(toInquiry),
        pagination: { ...paginate(total, page, limit), totalInquiries: total },
      };
    },
  );

  app.get(
    '/inquiries/:id',
    { preValidation: requireAdmin, schema: { params: InquiryParams, response: { 200: InquirySchema } } },
    async (request) => {
      const row = await findInquiry(app.db, request.params.id);
      if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
      return toInquiry(row);
    },
  );

  app.patch(
    '/inquiries/:id/status',
    {
      preValidation: requireAdmin,
      schema: {
        params: InquiryParams,
        body: UpdateInquiryStatusInput,
        response: { 200: InquiryUpdateResultSchema },
      },
    },
    async (request) => {
      const row = await updateInquiryStatus(app.db, request.params.id, request.body);
      if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
      return { inquiry: toInquiry(row), message: INQUIRY_MESSAGES.statusUpdated };
    },
  );
}
