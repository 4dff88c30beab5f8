// The desk's figures and the holiday list they skip (DESIGN.md §6). Admins only; the admin check runs
// before validation, so a guest gets 401 whatever the input.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HOLIDAY_MESSAGES,
  HolidaysInput,
  HolidaysResultSchema,
  HolidaysSchema,
  LeadMetricsSchema,
} from '@/contract/lead-metrics';
import { requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { readHolidayList, saveHolidays } from './holidays';
import { leadMetrics } from './metrics-report';

export default async function leadMetricsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/leads/metrics',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: LeadMetricsSchema, ...errorAnswers(401, 403) } },
    },
    async () => leadMetrics(app.db, new Date()),
  );

  app.get(
    '/admin/settings/holidays',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: HolidaysSchema, ...errorAnswers(401, 403) } },
    },
    async () => ({ holidays: await readHolidayList(app.db) }),
  );

  app.put(
    '/admin/settings/holidays',
    {
      preValidation: requireAdmin,
      schema: {
        body: HolidaysInput,
        response: { 200: HolidaysResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await saveHolidays(app.db, request.body.holidays);
      return { holidays: request.body.holidays, message: HOLIDAY_MESSAGES.saved };
    },
  );
}
