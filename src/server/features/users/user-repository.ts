// Account queries for the admin's user management. Lookups answer null when nothing is found.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Role } from '@/contract/enums';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';

export type UserRow = typeof users.$inferSelect;

// Role changes and deletions take this lock so two admins cannot remove the last admin together.
const ADMIN_CHANGE_LOCK = 40211;

export async function listUsers(
  db: Database,
  { page, limit, role, q }: { page: number; limit: number; role: Role | 'all'; q?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const filters: SQL[] = [];
  if (role !== 'all') filters.push(eq(users.role, role));
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    filters.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  return selectPage(db, users, {
    where: filters.length ? and(...filters) : undefined,
    orderBy: [desc(users.createdAt), desc(users.id)],
    page,
    limit,
  });
}

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Makes role changes and deletions take turns until the transaction ends. */
export async function lockAdminChanges(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
}

export async function countAdmins(db: Database): Promise<number> {
  const [{ admins }] = await db.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
  return admins;
}

export async function setUserRole(db: Database, id: string, role: Role): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Comments stay, under the name they were posted with (the foreign key sets user_id to null). */
export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
