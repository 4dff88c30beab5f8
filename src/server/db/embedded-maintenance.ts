// PostgreSQL keeps its tables tidy with autovacuum, a background process that PGlite (one process,
// in WebAssembly) does not have. Without it the rows that updates and deletes leave behind are never
// reclaimed, pages are never marked all-visible (so counts read every row), and the planner keeps the
// statistics of the day the tables were filled. The embedded server therefore runs VACUUM (ANALYZE)
// itself: once at start, before it listens, and every night at 03:00 in Dhaka, when the site is
// quietest. It holds the one session while it runs (see the README for how long).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** Bangladesh keeps UTC+6 all year: 03:00 there is 21:00 UTC. */
const NIGHTLY_UTC_HOUR = 21;

export async function vacuumEmbedded(db: Database, log: FastifyBaseLogger) {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
}

/** The next 03:00 in Dhaka after `now`. */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(NIGHTLY_UTC_HOUR, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Runs vacuumEmbedded every night; the returned function stops it. */
export function scheduleNightlyVacuum(db: Database, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const now = new Date();
    timer = setTimeout(() => {
      vacuumEmbedded(db, log)
        .catch((error) => log.error({ err: error }, 'nightly vacuum failed'))
        .finally(plan);
    }, nextNightlyRun(now).getTime() - now.getTime());
    // Never what keeps the process alive.
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
