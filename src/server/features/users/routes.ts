// The admin's user management (spec §6).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSchema } from '@/contract/auth';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import { USER_MESSAGES, UserListQuery, UserListSchema } from '@/contract/users';
import { requireAdmin, toUser } from '@/server/features/auth';
import { productsReviewedBy, publishReviewerChange } from '@/server/features/comments';
import { removeUnusedMedia } from '@/server/features/media';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { changeUserRole, deleteAccount } from './change-account';
import { findUser, listUsers } from './user-repository';

const UserParams = idParams(USER_MESSAGES.notFound);

const UserResult = z.object({ user: UserSchema, message: z.string() });

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
    async (request) => {
      const user = await app.db.transaction(async (tx) => {
        const changed = await changeUserRole(tx, request.user!.id, request.params.id, 'admin');
        // Staff alerts go to every admin unless the mail settings name recipients.
        await app.changes.publish(tx, { kind: 'staff' });
        return changed;
      });
      return { user: toUser(user), message: USER_MESSAGES.promoted };
    },
  );

  app.put(
    '/admin/users/:id/demote',
    { schema: { params: UserParams, response: { 200: UserResult, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const user = await app.db.transaction(async (tx) => {
        const changed = await changeUserRole(tx, request.user!.id, request.params.id, 'user');
        // Staff alerts go to every admin unless the mail settings name recipients.
        await app.changes.publish(tx, { kind: 'staff' });
        return changed;
      });
      return { user: toUser(user), message: USER_MESSAGES.demoted };
    },
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: UserParams, response: { 200: MessageSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const deleted = await app.db.transaction(async (tx) => {
        // Reviews show their writer's name from the account, and the one they posted under once it
        // is gone; an admin's account was among those staff alerts go to.
        const reviewed = await productsReviewedBy(tx, request.params.id);
        const account = await deleteAccount(tx, request.user!.id, request.params.id);
        await publishReviewerChange(tx, app.changes, reviewed);
        await app.changes.publish(tx, { kind: 'staff' });
        return account;
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
