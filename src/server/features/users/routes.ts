// The admin's user management (spec §6).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSchema } from '@/contract/auth';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import { USER_MESSAGES, UserListQuery, UserListSchema } from '@/contract/users';
import type { Database } from '@/server/db/client';
import { requireAdmin } from '@/server/features/auth/guards';
import { toUser } from '@/server/features/auth/user-view';
import { removeUnusedMedia } from '@/server/features/media/remove-unused-media';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound } from '@/server/lib/http-error';
import {
  changeUnderAdminLock,
  countAdmins,
  deleteUser,
  findUser,
  listUsers,
  setUserRole,
  type UserRow,
} from './user-repository';

const UserParams = idParams(USER_MESSAGES.notFound);

const UserResult = z.object({ user: UserSchema, message: z.string() });

/** Changes another account (never one's own) under the admin-change lock; 404 when it is gone. */
async function changeAccount<T>(
  db: Database,
  actorId: string,
  targetId: string,
  change: (tx: Database, target: UserRow) => Promise<T>,
): Promise<T> {
  if (actorId === targetId) throw badRequest(USER_MESSAGES.notSelf);
  const result = await changeUnderAdminLock(db, targetId, change);
  if (result === null) throw notFound(USER_MESSAGES.notFound);
  return result;
}

async function ensureNotLastAdmin(tx: Database, target: UserRow) {
  if (target.role === 'admin' && (await countAdmins(tx)) <= 1) throw badRequest(USER_MESSAGES.lastAdmin);
}

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: UserListQuery,
        response: { 200: UserListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listUsers(app.db, request.query);
      return { users: rows.map(toUser), pagination: { ...paginate(total, page, limit), totalUsers: total } };
    },
  );

  app.get(
    '/admin/users/:id',
    { schema: { params: UserParams, response: { 200: UserSchema, ...errorAnswers(401, 403, 404) } } },
    async (request) => {
      const row = await findUser(app.db, request.params.id);
      if (!row) throw notFound(USER_MESSAGES.notFound);
      return toUser(row);
    },
  );

  app.put(
    '/admin/users/:id/promote',
    { schema: { params: UserParams, response: { 200: UserResult, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) =>
      changeAccount(app.db, request.user!.id, request.params.id, async (tx, target) => {
        if (target.role === 'admin') throw badRequest(USER_MESSAGES.alreadyAdmin);
        const user = await setUserRole(tx, target.id, 'admin');
        return { user: toUser(user), message: USER_MESSAGES.promoted };
      }),
  );

  app.put(
    '/admin/users/:id/demote',
    { schema: { params: UserParams, response: { 200: UserResult, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) =>
      changeAccount(app.db, request.user!.id, request.params.id, async (tx, target) => {
        if (target.role !== 'admin') throw badRequest(USER_MESSAGES.notAdmin);
        await ensureNotLastAdmin(tx, target);
        const user = await setUserRole(tx, target.id, 'user');
        return { user: toUser(user), message: USER_MESSAGES.demoted };
      }),
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: UserParams, response: { 200: MessageSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const deleted = await changeAccount(app.db, request.user!.id, request.params.id, async (tx, target) => {
        await ensureNotLastAdmin(tx, target);
        await deleteUser(tx, target.id);
        // Reviews show their writer's name from the account, and the account's own one once gone.
        await app.changes.publish(tx, { kind: 'catalogue' });
        return target;
      });
      const avatar = deleted.profilePic?.asset;
      if (avatar) {
        await afterCommit(request.log, 'removing a deleted account picture', () =>
          app.db.transaction((tx) => removeUnusedMedia(tx, app.changes, [avatar])),
        );
      }
      return { message: USER_MESSAGES.deleted };
    },
  );
}
