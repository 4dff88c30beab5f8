// Contact messages (DESIGN.md §4): anyone may write; only admins read, mark and delete. Every answer
// carries `success` (spec §7). The admin check runs before validation, so a guest gets 401 whatever
// the input.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, paginate } from '@/contract/common';
import {
  CONTACT_MESSAGES,
  ContactDeleteResultSchema,
  ContactExportQuery,
  ContactInput,
  ContactListQuery,
  ContactListSchema,
  ContactResultSchema,
} from '@/contract/contact';
import { requireAdmin } from '@/server/features/auth';
import { formStampOf, guardedForm } from '@/server/features/spam';
import { requestLocale } from '@/server/i18n/request-locale';
import { translator } from '@/server/i18n/translator';
import { csvAnswer, sendCsv } from '@/server/lib/csv-download';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { flagFailures } from '@/server/lib/success-flag';
import { contactMessagesCsv } from './contact-csv';
import { deleteContactMessage, listContactMessages, markContactRead } from './contact-repository';
import { toContactMessage } from './contact-view';
import { sendContactMessage } from './send-contact-message';

const ContactParams = idParams(CONTACT_MESSAGES.notFound);

const CsvAnswer = csvAnswer('The messages');

// Per client address: generous for a person, useless for a spammer.
const sendRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  flagFailures(app);

  app.post(
    '/contact',
    {
      ...guardedForm,
      config: sendRateLimit,
      schema: {
        body: ContactInput,
        response: { 201: ContactResultSchema, ...errorAnswers(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      // One statement stores the message with its alert and notification.
      const row = await app.desk.takeLead(
        request,
        (db, { staff }) =>
          sendContactMessage(db, request.body, {
            publicUrl: app.config.publicUrl,
            staff,
            formStamp: formStampOf(request),
          }),
        (stored) => ({ contactMessageId: stored.id }),
      );
      return reply
        .status(201)
        .send({ success: true as const, data: toContactMessage(row), message: CONTACT_MESSAGES.sent });
    },
  );

  app.get(
    '/contact/admin',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: ContactListQuery,
        response: { 200: ContactListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, total } = await listContactMessages(app.db, { status, page, limit });
      return {
        success: true as const,
        data: rows.map(toContactMessage),
        pagination: { ...paginate(total, page, limit), totalContacts: total },
      };
    },
  );

  app.get(
    '/contact/admin/export.csv',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: ContactExportQuery,
        response: { 200: CsvAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, lang } = request.query;
      const text = translator(lang ?? requestLocale(request), app.siteSettings.current().numerals);
      return sendCsv(reply, 'contact-messages', contactMessagesCsv(app.db, status, text));
    },
  );

  app.patch(
    '/contact/admin/:id/read',
    {
      preValidation: requireAdmin,
      schema: {
        params: ContactParams,
        response: { 200: ContactResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await markContactRead(app.db, request.params.id);
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return { success: true as const, data: toContactMessage(row), message: CONTACT_MESSAGES.markedRead };
    },
  );

  app.delete(
    '/contact/admin/:id',
    {
      preValidation: requireAdmin,
      schema: {
        params: ContactParams,
        response: { 200: ContactDeleteResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteContactMessage(app.db, request.params.id))) throw notFound(CONTACT_MESSAGES.notFound);
      return { success: true as const, message: CONTACT_MESSAGES.deleted };
    },
  );
}
