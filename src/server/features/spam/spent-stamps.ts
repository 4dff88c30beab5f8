// The start stamps already spent (migration 0032): a stamp vouches for one stored submission, which
// spends it in its own statement (senderUnlessBlocked). A stamp past its life is refused for its age,
// so its row is swept now and then, on every instance (a sweep is one indexed delete).

import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FORM_STAMP_MAX_AGE_MS } from '@/contract/spam';
import type { Database } from '@/server/db/client';
import { spentFormStamps } from '@/server/db/schema';

/** The SQLSTATE of a write whose form stamp an earlier stored submission spent. */
export const SPENT_FORM_STAMP = 'MC003';

const SWEEP_EVERY_MS = 60 * 60_000;

/** Forgets the stamps spent before `before`; answers how many. */
export async function forgetSpentStamps(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(spentFormStamps)
    .where(lt(spentFormStamps.spentAt, before))
    .returning({ hash: spentFormStamps.stampHash });
  return removed.length;
}

/** Sweeps the stamps past their life every hour; answers the function that stops it. */
export function sweepSpentStampsPeriodically(db: Database, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    forgetSpentStamps(db, new Date(Date.now() - FORM_STAMP_MAX_AGE_MS)).catch((error) =>
      log.warn({ err: error }, 'forgetting spent form stamps failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
