// The readiness check's queries: the migrations this process was built with against those the
// database has applied (Drizzle's own table, written by the migrator at start-up).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** The newest migration of this build: its journal entry's time, which the migrator records when it applies it. */
export function latestMigrationOfBuild(migrationsFolder: string): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database has applied (0 when none). */
export async function latestAppliedMigration(db: Database): Promise<number> {
  const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  // A bigint column: node-postgres hands it over as text.
  const [row] = (result as unknown as { rows: { latest: string | number | null }[] }).rows;
  return Number(row?.latest ?? 0);
}

/** Answers when the database does: the health check's one query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
