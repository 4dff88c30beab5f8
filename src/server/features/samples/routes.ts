// Sample requests: anyone may ask (signed in or not); the buyer follows the request by its private
// link (/samples/{token}) or, signed in, in My inquiries; admins list them and move them on.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pageQuery, paginate } from '@/contract/common';
import { SampleTrackingSchema } from '@/contract/sample-tracking';
import {
  CreateSampleRequestInput,
  CreateSampleResultSchema,
  MySampleListSchema,
  SAMPLE_MESSAGES,
  SAMPLE_REQUESTS_PAGE_SIZE,
  SampleListQuery,
  SampleListSchema,
  SampleUpdateResultSchema,
  UpdateSampleStatusInput,
} from '@/contract/samples';
import { requireAdmin, requireUser } from '@/server/features/auth';
import { formSenderOf, guardedForm } from '@/server/features/spam';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { hashToken } from '@/server/lib/private-links';
import { changeSampleStatus } from './change-sample-status';
import { createSampleRequest } from './create-sample-request';
import { findSampleByTokenHash, listSamples, listStaffMessages, listUserSamples } from './sample-repository';
import { toSampleRequest, toTrackedSample } from './sample-view';

const SampleParams = idParams(SAMPLE_MESSAGES.notFound);
const TokenParams = z.object({ token: z.string().max(100) });
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sendRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const readRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export default async function sampleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = () => ({ publicUrl: app.config.publicUrl, tokenSecret: app.config.tokenSecret });

  app.post(
    '/samples',
    {
      ...guardedForm,
      config: sendRateLimit,
      schema: {
        body: CreateSampleRequestInput,
        response: { 201: CreateSampleResultSchema, ...errorAnswers(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { row, token } = await app.desk.takeLead(
        request,
        (db, { staff }) =>
          createSampleRequest(db, { input: request.body, ...formSenderOf(request), staff, ...links() }),
        (stored) => ({ sampleRequestId: stored.row.id }),
      );
      return reply
        .status(201)
        .send({ sample: toTrackedSample(row), trackingToken: token, message: SAMPLE_MESSAGES.created });
    },
  );

  app.get(
    '/samples/track/:token',
    {
      config: readRateLimit,
      schema: { params: TokenParams, response: { 200: SampleTrackingSchema, ...errorAnswers(404, 429) } },
    },
    async (request, reply) => {
      // The buyer's own request is personal: no shared cache keeps a copy.
      reply.header('Cache-Control', 'private, no-store');
      const { token } = request.params;
      const row = TOKEN_PATTERN.test(token) ? await findSampleByTokenHash(app.db, hashToken(token)) : null;
      if (!row) throw notFound(SAMPLE_MESSAGES.trackingNotFound);
      const messages = await listStaffMessages(app.db, row.id);
      return {
        ...toTrackedSample(row),
        messages: messages.map(({ at, message }) => ({ at: at.toISOString(), message: message ?? '' })),
      };
    },
  );

  app.get(
    '/me/samples',
    {
      preValidation: requireUser,
      schema: {
        querystring: z.object(pageQuery(SAMPLE_REQUESTS_PAGE_SIZE)),
        response: { 200: MySampleListSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { page, limit } = request.query;
      const { rows, total } = await listUserSamples(app.db, request.user!.id, { page, limit });
      return { samples: rows.map(toTrackedSample), pagination: { ...paginate(total, page, limit), total } };
    },
  );

  app.get(
    '/admin/samples',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: SampleListQuery,
        response: { 200: SampleListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listSamples(app.db, request.query);
      return { samples: rows.map(toSampleRequest), pagination: { ...paginate(total, page, limit), total } };
    },
  );

  app.patch(
    '/admin/samples/:id/status',
    {
      preValidation: requireAdmin,
      schema: {
        params: SampleParams,
        body: UpdateSampleStatusInput,
        response: { 200: SampleUpdateResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await app.db.transaction((tx) =>
        changeSampleStatus(tx, request.params.id, request.body, links()),
      );
      app.mail.wake();
      return { sample: toSampleRequest(row), message: SAMPLE_MESSAGES.updated };
    },
  );
}
