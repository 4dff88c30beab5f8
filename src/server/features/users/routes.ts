// The admin's user management (spec §6) and the dashboard's counts.
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSchema } from '@/contract/auth';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import { AdminStatsSchema, USER_MESSAGES, UserListQuery, UserListSchema } from '@/contract/users';
import type { Database } from '@/server/db/client';
import { careers, comments, contactMessages, inquiries, products, users } from '@/server/db/schema';
import { requireAdmin } from '@/server/features/auth/guards';
import { toUser } from '@/server/features/auth/user-view';
import { deleteUnreferencedMedia } from '@/server/features/media/media-repository';
import { badRequest, notFound } from '@/server/lib/http-error';

const UserParams = idParams(USER_MESSAGES.notFound);

const UserResult = z.object({ user: UserSchema, message: z.string() });

// Role changes and deletions take this lock so two admins cannot remove the last admin together.
const ADMIN_CHANGE_LOCK = 40211;

async function changeAdmin<T>(
  db: Database,
  actorId: string,
  targetId: string,
  change: (tx: Database, target: typeof users.$inferSelect) => Promise<T>,
): Promise<T> {
  if (actorId === targetId) throw badRequest(USER_MESSAGES.notSelf);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [target] = await tx.select().from(users).where(eq(users.id, targetId));
    if (!target) throw notFound(USER_MESSAGES.notFound);
    return change(tx as unknown as Database, target);
  });
}

async function ensureNotLastAdmin(tx: Database, target: typeof users.$inferSelect) {
  if (target.role !== 'admin') return;
  const [{ admins }] = await tx.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins <= 1) throw badRequest(USER_MESSAGES.lastAdmin);
}

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/admin/users',
    { schema: { querystring: UserListQuery, response: { 200: UserListSchema } } },
    async (request) => {
      const { page, limit, role, q } = request.query;
      const filters: SQL[] = [];
      if (role !== 'all') filters.push(eq(users.role, role));
      if (q) {
        const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
        filters.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toUser), pagination: { ...paginate(total, page, limit), totalUsers: total } };
    },
  );

  app.get(
    '/admin/users/:id',
    { schema: { params: UserParams, response: { 200: UserSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!row) throw notFound(USER_MESSAGES.notFound);
      return toUser(row);
    },
  );

  app.put(
    '/admin/users/:id/promote',
    { schema: { params: UserParams, response: { 200: UserResult } } },
    async (request) =>
      changeAdmin(app.db, request.user!.id, request.params.id, async (tx, target) => {
        if (target.role === 'admin') throw badRequest(USER_MESSAGES.alreadyAdmin);
        const [user] = await tx
          .update(users)
          .set({ role: 'admin', updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        return { user: toUser(user), message: USER_MESSAGES.promoted };
      }),
  );

  app.put(
    '/admin/users/:id/demote',
    { schema: { params: UserParams, response: { 200: UserResult } } },
    async (request) =>
      changeAdmin(app.db, request.user!.id, request.params.id, async (tx, target) => {
        if (target.role !== 'admin') throw badRequest(USER_MESSAGES.notAdmin);
        await ensureNotLastAdmin(tx, target);
        const [user] = await tx
          .update(users)
          .set({ role: 'user', updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        return { user: toUser(user), message: USER_MESSAGES.demoted };
      }),
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: UserParams, response: { 200: MessageSchema } } },
    async (request) => {
      let avatar: string | undefined;
      const result = await changeAdmin(app.db, request.user!.id, request.params.id, async (tx, target) => {
        await ensureNotLastAdmin(tx, target);
        // Comments stay, under the name they were posted with (the FK sets user_id to null).
        await tx.delete(users).where(eq(users.id, target.id));
        avatar = target.profilePic?.asset;
        return { message: USER_MESSAGES.deleted };
      });
      if (avatar) await deleteUnreferencedMedia(app.db, [avatar]);
      return result;
    },
  );

  app.get('/admin/stats', { schema: { response: { 200: AdminStatsSchema } } }, async () => {
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
    const [usersN, productsN, commentsN, careersN, contactsN, unreadContacts, pendingReplies, newInquiries] =
      await Promise.all([
        countOf(app.db.select({ n: count() }).from(users)),
        countOf(app.db.select({ n: count() }).from(products)),
        countOf(app.db.select({ n: count() }).from(comments)),
        countOf(app.db.select({ n: count() }).from(careers)),
        countOf(app.db.select({ n: count() }).from(contactMessages)),
        countOf(app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false))),
        countOf(app.db.select({ n: count() }).from(comments).where(isNull(comments.adminReplyText))),
        countOf(app.db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new'))),
      ]);
    return {
      users: usersN,
      products: productsN,
      comments: commentsN,
      careers: careersN,
      contacts: contactsN,
      unreadContacts,
      pendingReplies,
      newInquiries,
    };
  });
}
