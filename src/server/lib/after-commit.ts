// A side effect of a write that is already committed (telling the admins, removing files nothing uses
// any more) never turns that write into an error. The stored thing stands, the failure is logged, and
// the caller gives its success answer: an error answer would invite a retry that stores it twice.
import type { FastifyBaseLogger } from 'fastify';

export async function afterCommit(
  log: FastifyBaseLogger,
  what: string,
  effect: () => Promise<unknown>,
  context: Record<string, unknown> = {},
): Promise<void> {
  try {
    await effect();
  } catch (error) {
    log.error({ err: error, ...context }, `${what} failed after a committed write`);
  }
}
