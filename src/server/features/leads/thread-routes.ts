// The sales desk's work on leads (admins only): one lead's screen with its timeline, owners and
// statuses set on one lead or many, messages to the buyer, internal notes, and the automatic
// assignment rule. The admin check runs before validation, so a guest gets 401 whatever the input.
// A lead's screen is also found by the id of the inquiry, message or request it is.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/common';
import {
  AssignLeadsInput,
  AutoAssignInput,
  AutoAssignResultSchema,
  ChangeLeadStatusInput,
  LEAD_THREAD_MESSAGES,
  LeadChangeResultSchema,
  LeadDetailSchema,
  LeadMessageInput,
  LeadNoteInput,
  LeadThreadResultSchema,
} from '@/contract/lead-thread';
import type { Database } from '@/server/db/client';
import { requireAdmin } from '@/server/features/auth';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound } from '@/server/lib/http-error';
import { addLeadNote } from './add-lead-note';
import { assignLeads } from './assign-leads';
import { changeLeadStatus } from './change-lead-status';
import { readHolidays } from './holidays';
import {
  findAdmins,
  findLeadWithOwner,
  listTimeline,
  readAutoAssign,
  saveAutoAssign,
} from './lead-thread-repository';
import { toLeadDetail } from './lead-timeline-view';
import { sendLeadMessage } from './send-lead-message';

const LeadParams = idParams(LEAD_THREAD_MESSAGES.notFound);
const guard = { preValidation: requireAdmin };

async function loadLeadDetail(db: Database, id: string) {
  const found = await findLeadWithOwner(db, id);
  if (!found) throw notFound(LEAD_THREAD_MESSAGES.notFound);
  const [timeline, admins, holidays] = await Promise.all([
    listTimeline(db, found.lead.id),
    findAdmins(db),
    readHolidays(db),
  ]);
  return toLeadDetail(found, timeline, admins, { now: new Date(), holidays });
}

export default async function leadThreadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // requireAdmin has run on every route here: there is a signed-in admin.
  const actorOf = (request: { user?: { id: string; fullName: string } | null }) => ({
    id: request.user!.id,
    name: request.user!.fullName,
  });

  app.get(
    '/admin/leads/auto-assign',
    { ...guard, schema: { response: { 200: AutoAssignResultSchema, ...errorAnswers(401, 403) } } },
    async () => {
      const [rule, admins] = await Promise.all([readAutoAssign(app.db), findAdmins(app.db)]);
      return { rule, admins: admins.map((admin) => ({ _id: admin.id, name: admin.fullName })) };
    },
  );

  app.put(
    '/admin/leads/auto-assign',
    {
      ...guard,
      schema: {
        body: AutoAssignInput,
        response: { 200: AutoAssignResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const admins = await findAdmins(app.db);
      const adminIds = [...new Set(request.body.adminIds)];
      if (adminIds.some((id) => !admins.some((admin) => admin.id === id))) {
        throw badRequest(LEAD_THREAD_MESSAGES.adminsInvalid);
      }
      const rule = { enabled: request.body.enabled, adminIds };
      await app.db.transaction(async (tx) => {
        await saveAutoAssign(tx, rule);
        await app.changes.publish(tx, { kind: 'staff' });
      });
      return {
        rule,
        admins: admins.map((admin) => ({ _id: admin.id, name: admin.fullName })),
        message: LEAD_THREAD_MESSAGES.autoAssignSaved,
      };
    },
  );

  app.get(
    '/admin/leads/:id',
    {
      ...guard,
      schema: { params: LeadParams, response: { 200: LeadDetailSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return loadLeadDetail(app.db, request.params.id);
    },
  );

  app.put(
    '/admin/leads/owner',
    {
      ...guard,
      schema: {
        body: AssignLeadsInput,
        response: { 200: LeadChangeResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { ownerId } = request.body;
      const { changed } = await app.db.transaction((tx) =>
        assignLeads(tx, request.body, actor, { publicUrl: app.config.publicUrl }),
      );
      app.mail.wake();
      if (ownerId && ownerId !== actor.id) {
        for (const lead of changed) {
          await afterCommit(
            request.log,
            'lead assigned notification',
            () =>
              app.notifications.notifyAdminsAmong([ownerId], {
                kind: 'leadAssigned',
                params: { reference: lead.reference, name: lead.buyerName, by: actor.name },
                leadId: lead.id,
              }),
            { leadId: lead.id },
          );
        }
      }
      return { message: LEAD_THREAD_MESSAGES.assigned, updated: changed.length };
    },
  );

  app.put(
    '/admin/leads/status',
    {
      ...guard,
      schema: {
        body: ChangeLeadStatusInput,
        response: { 200: LeadChangeResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { updated } = await app.db.transaction((tx) => changeLeadStatus(tx, request.body, actor));
      return { message: LEAD_THREAD_MESSAGES.statusChanged, updated };
    },
  );

  app.post(
    '/admin/leads/:id/messages',
    {
      ...guard,
      schema: {
        params: LeadParams,
        body: LeadMessageInput,
        response: { 201: LeadThreadResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { replyTo } = await app.mail.addressing();
      await app.db.transaction((tx) =>
        sendLeadMessage(tx, request.params.id, request.body, actor, {
          publicUrl: app.config.publicUrl,
          tokenSecret: app.config.tokenSecret,
          replyTo,
        }),
      );
      app.mail.wake();
      return reply.status(201).send({
        message: LEAD_THREAD_MESSAGES.messageSent,
        lead: await loadLeadDetail(app.db, request.params.id),
      });
    },
  );

  app.post(
    '/admin/leads/:id/notes',
    {
      ...guard,
      schema: {
        params: LeadParams,
        body: LeadNoteInput,
        response: { 201: LeadThreadResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await app.db.transaction((tx) => addLeadNote(tx, request.params.id, request.body, actor));
      return reply.status(201).send({
        message: LEAD_THREAD_MESSAGES.noteAdded,
        lead: await loadLeadDetail(app.db, request.params.id),
      });
    },
  );
}
