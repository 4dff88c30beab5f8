// A clean stop (SIGTERM, SIGINT), in order: the server stops accepting connections and finishes the
// requests under way (Fastify's close; a request that still arrives on an open connection is
// answered 503 and the connection closed), the mail worker finishes sending the mail it has claimed
// and claims no more (its onClose hook), then the database closes. Should that take longer than the
// deadline (a request or an SMTP server that hangs), the process leaves anyway: a mail claimed and
// not yet recorded as sent goes out again when its lease runs out.
import type { FastifyBaseLogger } from 'fastify';

/** Under the 30 s an orchestrator usually waits before it kills a stopping process. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

export type ShutdownOutcome = 'closed' | 'deadline' | 'failed';

export async function shutDown(
  app: { close(): PromiseLike<unknown>; log: FastifyBaseLogger },
  database: { close(): Promise<void> },
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const closing = (async () => {
    await app.close();
    await database.close();
    return 'closed' as const;
  })();
  try {
    const outcome = await Promise.race([closing, deadline]);
    if (outcome === 'deadline') {
      app.log.error(`shutdown did not finish within ${deadlineMs / 1000} s; leaving without waiting further`);
      closing.catch(() => {});
    }
    return outcome;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
