// How long sent mail keeps its bodies (MAIL_RETENTION_DAYS, default 30): a copy of every mail in the
// database is personal data kept for nothing once the recipient has it, so the bodies and
// attachment of mail sent longer ago are emptied, at start and then every hour. The row stays (the
// Outbox lists recipient, subject and times). Each server process sweeps; the UPDATE is the same
// whoever runs it, so several on one PostgreSQL do no harm.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { removeOldMailBodies } from './outbox-repository';

const HOUR_MS = 60 * 60_000;

/** Sweeps now and every `everyMs`; returns the function that stops it (after a sweep under way). */
export function scheduleMailRetention(
  db: Database,
  log: FastifyBaseLogger,
  { days, everyMs = HOUR_MS }: { days: number; everyMs?: number },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      const emptied = await removeOldMailBodies(db, days);
      if (emptied > 0)
        log.info({ emptied, days }, 'removed the bodies of mail sent more than the retention period ago');
    } catch (error) {
      log.error({ err: error }, 'removing old mail bodies failed');
    }
    if (!stopped) timer = setTimeout(() => void (running = sweep()), everyMs);
  };
  running = sweep();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
