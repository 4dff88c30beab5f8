// Career posts (DESIGN.md §3-§4): the public reads active posts only; admins see, write, toggle and
// delete all of them. Every answer carries `success` (spec §7). The admin check runs before
// validation, so a guest gets 401 whatever the input.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CAREER_MESSAGES,
  CareerDetailSchema,
  CareerInput,
  CareerListSchema,
  CareerResultSchema,
  CareerUpdateInput,
  companyToday,
  isDeadlineAllowed,
} from '@/contract/careers';
import { idParams } from '@/contract/common';
import { isAdmin, requireAdmin } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound } from '@/server/lib/http-error';
import { flagFailures } from '@/server/lib/success-flag';
import {
  createCareer,
  deleteCareer,
  findCareer,
  listActiveCareers,
  listAllCareers,
  toggleCareerStatus,
  updateCareer,
} from './career-repository';
import { toCareer } from './career-view';

const CareerParams = idParams(CAREER_MESSAGES.notFound);

const forAdmin = { withAuthor: true };

export default async function careerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  flagFailures(app);

  app.get('/careers', { schema: { response: { 200: CareerListSchema } } }, async () => {
    const rows = await listActiveCareers(app.db);
    return { success: true as const, data: rows.map((row) => toCareer(row, { withAuthor: false })) };
  });

  app.get(
    '/careers/admin/all',
    {
      preValidation: requireAdmin,
      schema: { response: { 200: CareerListSchema, ...errorAnswers(401, 403) } },
    },
    async () => {
      const rows = await listAllCareers(app.db);
      return { success: true as const, data: rows.map((row) => toCareer(row, forAdmin)) };
    },
  );

  app.get(
    '/careers/:id',
    { schema: { params: CareerParams, response: { 200: CareerDetailSchema, ...errorAnswers(404) } } },
    async (request) => {
      const row = await findCareer(app.db, request.params.id);
      const admin = isAdmin(request);
      // An inactive post does not exist for the public.
      if (!row || (!row.isActive && !admin)) throw notFound(CAREER_MESSAGES.notFound);
      return { success: true as const, data: toCareer(row, { withAuthor: admin }) };
    },
  );

  app.post(
    '/careers',
    {
      preValidation: requireAdmin,
      schema: { body: CareerInput, response: { 201: CareerResultSchema, ...errorAnswers(400, 401, 403) } },
    },
    async (request, reply) => {
      const author = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const created = await createCareer(tx, request.body, { id: author.id, name: author.fullName });
        await app.changes.publish(tx, { kind: 'pages' });
        return created;
      });
      return reply
        .status(201)
        .send({ success: true as const, data: toCareer(row, forAdmin), message: CAREER_MESSAGES.created });
    },
  );

  app.put(
    '/careers/:id',
    {
      preValidation: requireAdmin,
      schema: {
        params: CareerParams,
        body: CareerUpdateInput,
        response: { 200: CareerResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const existing = await findCareer(app.db, request.params.id);
      if (!existing) throw notFound(CAREER_MESSAGES.notFound);
      // The deadline rule applies when the deadline is set or changed (DESIGN.md §3).
      const deadline = request.body.applicationDeadline;
      if (deadline && !isDeadlineAllowed(deadline, existing.applicationDeadline, companyToday())) {
        throw badRequest(CAREER_MESSAGES.deadlinePast, 'applicationDeadline');
      }
      const row = await app.db.transaction(async (tx) => {
        const changed = await updateCareer(tx, existing.id, request.body);
        if (changed) await app.changes.publish(tx, { kind: 'pages' });
        return changed;
      });
      if (!row) throw notFound(CAREER_MESSAGES.notFound);
      return { success: true as const, data: toCareer(row, forAdmin), message: CAREER_MESSAGES.updated };
    },
  );

  app.delete(
    '/careers/:id',
    {
      preValidation: requireAdmin,
      schema: { params: CareerParams, response: { 200: CareerResultSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const changed = await deleteCareer(tx, request.params.id);
        if (changed) await app.changes.publish(tx, { kind: 'pages' });
        return changed;
      });
      if (!row) throw notFound(CAREER_MESSAGES.notFound);
      return { success: true as const, data: toCareer(row, forAdmin), message: CAREER_MESSAGES.deleted };
    },
  );

  app.patch(
    '/careers/:id/toggle-status',
    {
      preValidation: requireAdmin,
      schema: { params: CareerParams, response: { 200: CareerResultSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const changed = await toggleCareerStatus(tx, request.params.id);
        if (changed) await app.changes.publish(tx, { kind: 'pages' });
        return changed;
      });
      if (!row) throw notFound(CAREER_MESSAGES.notFound);
      const message = row.isActive ? CAREER_MESSAGES.activated : CAREER_MESSAGES.deactivated;
      return { success: true as const, data: toCareer(row, forAdmin), message };
    },
  );
}
