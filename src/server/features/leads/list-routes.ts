// The sales desk's queue (DESIGN.md §6): one list of every lead, filtered, searched and sorted by the
// server and paged by key, and the same filter as a streamed CSV file. Admins only; the admin check
// runs before validation, so a guest gets 401 whatever the query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEADS_COUNT_CAP,
  LeadExportQuery,
  type LeadFilterQuery,
  LeadListQuery,
  LeadListSchema,
} from '@/contract/leads';
import { requireAdmin } from '@/server/features/auth';
import { requestLocale } from '@/server/i18n/request-locale';
import { translator } from '@/server/i18n/translator';
import { csvAnswer, sendCsv } from '@/server/lib/csv-download';
import { errorAnswers } from '@/server/lib/error-answers';
import { businessMinutesBefore, ONE_BUSINESS_DAY_MINUTES } from './business-time';
import { readHolidays } from './holidays';
import { leadsCsv } from './lead-list-csv';
import { decodeLeadKey, encodeLeadKey, toLeadRow } from './lead-list-view';
import { countLeads, findSearchHits, type LeadListContext, listLeads } from './leads-repository';

const CsvAnswer = csvAnswer('The leads');

export default async function leadListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Overdue: no response within one business day (Dhaka hours, minus the holidays), as of now. A
  // search's matches are read first when they are few (findSearchHits).
  const listContext = async (request: FastifyRequest, filter: LeadFilterQuery): Promise<LeadListContext> => ({
    adminId: request.user!.id,
    overdueBefore: businessMinutesBefore(new Date(), ONE_BUSINESS_DAY_MINUTES, await readHolidays(app.db)),
    searchHits: await findSearchHits(app.db, filter.q, LEADS_COUNT_CAP),
  });

  app.get(
    '/admin/leads',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: LeadListQuery,
        response: { 200: LeadListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      const after = decodeLeadKey(cursor, filter.sort);
      const context = await listContext(request, filter);
      const [{ rows, next }, counted] = await Promise.all([
        listLeads(app.db, filter, context, { after, limit }, requestLocale(request)),
        countLeads(app.db, filter, context, LEADS_COUNT_CAP),
      ]);
      return {
        success: true as const,
        data: rows.map(toLeadRow),
        paging: {
          nextCursor: next && encodeLeadKey(next),
          total: Math.min(counted, LEADS_COUNT_CAP),
          capped: counted > LEADS_COUNT_CAP,
        },
      };
    },
  );

  app.get(
    '/admin/leads/export.csv',
    {
      preValidation: requireAdmin,
      schema: { querystring: LeadExportQuery, response: { 200: CsvAnswer, ...errorAnswers(400, 401, 403) } },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const text = translator(lang ?? requestLocale(request), app.siteSettings.current().numerals);
      return sendCsv(reply, 'leads', leadsCsv(app.db, filter, await listContext(request, filter), text));
    },
  );
}
