// The admin's site settings: which digits Bengali pages write. Admins only; the admin check runs
// before validation. Saving one empties the page cache (html-cache.ts), since every Bengali page
// shows it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SITE_SETTINGS_MESSAGES,
  SiteSettingsInput,
  SiteSettingsResultSchema,
  SiteSettingsSchema,
} from '@/contract/site-settings';
import { requireAdmin } from '@/server/features/auth/guards';
import { errorAnswers } from '@/server/lib/error-answers';

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
}
