import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles the wait after each further one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480]);
  });

  it('never waits more than 10 minutes, however many attempts failed', () => {
    expect(retryDelayMs(6)).toBe(10 * 60_000);
    expect(retryDelayMs(500)).toBe(10 * 60_000);
    expect(Number.isFinite(retryDelayMs(10_000))).toBe(true);
  });

  it('keeps trying through an hour-long outage: several attempts in the hour, giving up only after days', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 60 * 60_000) elapsed += retryDelayMs(++attempts);
    expect(attempts).toBeGreaterThan(5);
    expect(DEFAULT_RETRY_POLICY.giveUpAfterMs).toBeGreaterThanOrEqual(24 * 60 * 60_000);
  });

  it('follows a given policy', () => {
    const policy = { firstDelayMs: 100, maxDelayMs: 350, giveUpAfterMs: 1000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy))).toEqual([100, 200, 350, 350]);
  });
});
