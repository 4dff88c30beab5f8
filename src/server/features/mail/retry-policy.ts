// When a mail that could not be delivered is tried again (DESIGN.md §5): soon at first, then less
// and less often up to a cap, and given up only after days, so an SMTP server that is down for an
// hour (or a weekend) still gets every mail once it is back.

export type RetryPolicy = {
  /** The wait after the first failed attempt; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** A mail still undelivered this long after it was queued is marked failed (an admin can send it again). */
  giveUpAfterMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  // 2 ** 30 is far past any cap; stopping there keeps the number finite for absurd attempt counts.
  const doublings = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}
