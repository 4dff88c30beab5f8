// The admin's side of outgoing mail (DESIGN.md §5): the Outbox list, "send again", and the mail
// settings (staff recipients, sales address). Admins only; the admin check runs before validation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, paginate } from '@/contract/common';
import {
  MAIL_MESSAGES,
  MailSettingsInput,
  MailSettingsResultSchema,
  MailSettingsSchema,
  OutboxListQuery,
  OutboxListSchema,
  OutboxResendResultSchema,
} from '@/contract/mail';
import { requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { salesReplyTo } from './mail-language';
import {
  readSalesAddressSetting,
  readStaffRecipientsSetting,
  saveSalesAddressSetting,
  saveStaffRecipientsSetting,
} from './mail-settings';
import { staffRecipients } from './outbox';
import { listOutbox } from './outbox-repository';
import { toOutboxMail } from './outbox-view';
import { resendMail } from './resend-mail';

const MailParams = idParams(MAIL_MESSAGES.notFound);

export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const currentSettings = async () => ({
    staffRecipients: await readStaffRecipientsSetting(app.db),
    effectiveRecipients: await staffRecipients(app.db),
    salesAddress: await readSalesAddressSetting(app.db),
    effectiveReplyTo: await salesReplyTo(app.db),
    smtpConfigured: app.mail.smtpConfigured,
  });

  app.get(
    '/admin/settings/mail',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: MailSettingsSchema, ...errorAnswers(401, 403) } },
    },
    async () => currentSettings(),
  );

  app.put(
    '/admin/settings/mail',
    {
      preValidation: requireAdmin,
      schema: {
        body: MailSettingsInput,
        response: { 200: MailSettingsResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { staffRecipients, salesAddress } = request.body;
      await app.db.transaction(async (tx) => {
        await saveStaffRecipientsSetting(tx, staffRecipients);
        if (salesAddress !== undefined) await saveSalesAddressSetting(tx, salesAddress);
        await app.changes.publish(tx, { kind: 'staff' });
      });
      return { settings: await currentSettings(), message: MAIL_MESSAGES.settingsSaved };
    },
  );

  app.get(
    '/admin/outbox',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: OutboxListQuery,
        response: { 200: OutboxListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, total } = await listOutbox(app.db, { status, page, limit });
      return {
        mails: rows.map(toOutboxMail),
        pagination: { ...paginate(total, page, limit), totalMails: total },
      };
    },
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      preValidation: requireAdmin,
      schema: {
        params: MailParams,
        response: { 200: OutboxResendResultSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await app.db.transaction((tx) => resendMail(tx, request.params.id));
      app.mail.wake();
      return { mail: toOutboxMail(row), message: MAIL_MESSAGES.resent };
    },
  );
}
