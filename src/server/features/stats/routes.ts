// The admin dashboard's counts (spec §6).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminStatsSchema } from '@/contract/users';
import { requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { countDashboard } from './stats-repository';

export default async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/stats',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: AdminStatsSchema, ...errorAnswers(401, 403) } },
    },
    async () => countDashboard(app.db),
  );
}
