// The rate-limit counters in the database (table rate_limits, migration 0016), shared by every app
// instance: one statement counts a hit, starting a new window when the last one has ended.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';

/** Counts a hit on `key`; answers the hits in the current window and the milliseconds it has left. */
export async function countHit(db: Database, key: string, windowMs: number) {
  const ended = sql`${rateLimits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`ceil(extract(epoch from (${rateLimits.resetsAt} - now())) * 1000)::integer`,
    });
  return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) };
}

/** Forgets the windows that have ended. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
}
