// Formal quotations (DESIGN.md §5), admin side: every version of an inquiry's quotation, where a new
// one starts, sending the next version, and every version sent as a CSV file. The admin check runs before validation, so a guest gets
// 401 and a buyer 403 whatever they send.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/common';
import { INQUIRY_MESSAGES } from '@/contract/inquiries';
import { QuotationExportQuery } from '@/contract/quotation-export';
import {
  QUOTATION_MESSAGES,
  QuotationDraftSchema,
  QuotationInput,
  QuotationListSchema,
  QuotationSentSchema,
} from '@/contract/quotations';
import { requireAdmin } from '@/server/features/auth';
import { findInquiry } from '@/server/features/inquiries';
import { requestLocale } from '@/server/i18n/request-locale';
import { translator } from '@/server/i18n/translator';
import { csvAnswer, sendCsv } from '@/server/lib/csv-download';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { quotationsCsv } from './quotation-csv';
import { quotationDraft } from './quotation-draft';
import { listQuotationsForInquiry } from './quotation-repository';
import { sendQuotation } from './send-quotation';

const InquiryParams = idParams(INQUIRY_MESSAGES.notFound);

export default async function quotationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inquiries/:id/quotations',
    {
      preValidation: requireAdmin,
      schema: {
        params: InquiryParams,
        response: { 200: QuotationListSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const inquiry = await findInquiry(app.db, request.params.id);
      if (!inquiry) throw notFound(INQUIRY_MESSAGES.notFound);
      return { quotations: await listQuotationsForInquiry(app.db, inquiry.row.id) };
    },
  );

  app.get(
    '/inquiries/:id/quotations/draft',
    {
      preValidation: requireAdmin,
      schema: {
        params: InquiryParams,
        response: { 200: QuotationDraftSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      return quotationDraft(app.db, request.params.id);
    },
  );

  app.post(
    '/inquiries/:id/quotations',
    {
      preValidation: requireAdmin,
      schema: {
        params: InquiryParams,
        body: QuotationInput,
        response: { 201: QuotationSentSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // requireAdmin has run: there is a signed-in admin.
      const sender = request.user!;
      const { replyTo } = await app.mail.addressing();
      const quotation = await app.db.transaction((tx) =>
        sendQuotation(tx, request.params.id, request.body, sender, { ...app.config, replyTo }),
      );
      app.mail.wake();
      return reply.status(201).send({ quotation, message: QUOTATION_MESSAGES.sent });
    },
  );

  app.get(
    '/admin/quotations/export.csv',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: QuotationExportQuery,
        response: { 200: csvAnswer('The quotations'), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const text = translator(lang ?? requestLocale(request), app.siteSettings.current().numerals);
      return sendCsv(reply, 'quotations', quotationsCsv(app.db, filter, text));
    },
  );
}
