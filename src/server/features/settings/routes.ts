// The admin's site settings: which digits Bengali pages write, and the standard terms quotations
// carry. Admins only; the admin check runs before validation. Saving the digits publishes a settings
// change, which empties every instance's page cache (html-cache.ts): every Bengali page shows them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QUOTATION_TERMS_MESSAGES,
  QuotationSettingsResultSchema,
  QuotationSettingsSchema,
} from '@/contract/quotation-terms';
import {
  SITE_SETTINGS_MESSAGES,
  SiteSettingsInput,
  SiteSettingsResultSchema,
  SiteSettingsSchema,
} from '@/contract/site-settings';
import { requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { readQuotationTerms, saveQuotationTerms } from './quotation-terms';

export default async function siteSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/settings/site',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: SiteSettingsSchema, ...errorAnswers(401, 403) } },
    },
    async () => app.siteSettings.current(),
  );

  app.put(
    '/admin/settings/site',
    {
      preValidation: requireAdmin,
      schema: {
        body: SiteSettingsInput,
        response: { 200: SiteSettingsResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({
      settings: await app.siteSettings.save(request.body),
      message: SITE_SETTINGS_MESSAGES.saved,
    }),
  );

  app.get(
    '/admin/settings/quotation',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: QuotationSettingsSchema, ...errorAnswers(401, 403) } },
    },
    async () => ({ terms: await readQuotationTerms(app.db) }),
  );

  app.put(
    '/admin/settings/quotation',
    {
      preValidation: requireAdmin,
      schema: {
        body: QuotationSettingsSchema,
        response: { 200: QuotationSettingsResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({
      settings: { terms: await saveQuotationTerms(app.db, request.body.terms) },
      message: QUOTATION_TERMS_MESSAGES.saved,
    }),
  );
}
