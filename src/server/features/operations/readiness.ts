// Readiness: whether this instance can serve requests now. The database must answer within a few
// seconds and hold every migration this build was made with (an instance of a newer build started
// against an older schema, or one whose migrations failed, is not ready). Liveness (/api/health)
// stays the cheaper question of whether the process and its database answer at all.
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from '@/contract/operations';
import type { Database } from '@/server/db/client';
import { latestAppliedMigration } from './operations-repository';

export const READINESS_TIMEOUT_MS = 3_000;

export async function checkReadiness(
  db: Database,
  latestOfBuild: number,
  log: FastifyBaseLogger,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
  });
  try {
    const applied = await Promise.race([latestAppliedMigration(db), timeout]);
    const migrations = applied >= latestOfBuild ? 'ok' : 'pending';
    return { status: migrations === 'ok' ? 'ready' : 'unavailable', database: 'ok', migrations };
  } catch (error) {
    log.warn({ err: error }, 'not ready: the database did not answer');
    return { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}
