// The accounts mail reads about its recipients: who the admins are, and which language an address's
// account reads in.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

export async function findAdminEmails(db: Database): Promise<string[]> {
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.map((admin) => admin.email);
}

/** The language chosen by the account of each of the (lower-case) addresses that has one. */
export async function findAccountLanguages(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const accounts = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(accounts.map((account) => [account.email, account.language]));
}
