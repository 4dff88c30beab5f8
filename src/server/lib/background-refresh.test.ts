import { describe, expect, it } from 'vitest';
import { createBackgroundRefresh } from './background-refresh';
import { cacheRefreshes } from './process-metrics';

/** A refresh that runs until its test lets it finish. */
function pending() {
  const started: string[] = [];
  const finish = new Map<string, (failed?: boolean) => void>();
  const refresh = (key: string) => () =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      finish.set(key, (failed) => (failed ? reject(new Error(`${key} failed`)) : resolve()));
    });
  // Lets the queue's promise callbacks run.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { started, finish, refresh, settle };
}

describe('background refresh', () => {
  it('runs a few refreshes at a time and the next ones as they finish, in the order asked', async () => {
    const refreshes = createBackgroundRefresh({ running: 2, waiting: 10 });
    const { started, finish, refresh, settle } = pending();
    for (const key of ['a', 'b', 'c', 'd']) refreshes.refresh(key, refresh(key));
    expect(started).toEqual(['a', 'b']);
    expect(refreshes.waiting).toBe(2);

    finish.get('b')?.();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('a')?.();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(refreshes.running).toBe(2);
  });

  it('refreshes a key once while it waits or runs, however often it is asked for', async () => {
    const refreshes = createBackgroundRefresh({ running: 1, waiting: 10 });
    const { started, finish, refresh, settle } = pending();
    refreshes.refresh('a', refresh('a'));
    expect(refreshes.refresh('a', refresh('a'))).toBe(true);
    refreshes.refresh('b', refresh('b'));
    refreshes.refresh('b', refresh('b'));
    expect(refreshes.waiting).toBe(1);

    finish.get('a')?.();
    await settle();
    finish.get('b')?.();
    await settle();
    expect(started).toEqual(['a', 'b']);
    // Done: a later expiry is refreshed again.
    refreshes.refresh('a', refresh('a'));
    expect(started).toEqual(['a', 'b', 'a']);
  });

  it('leaves a refresh out when too many wait, and counts both on /metrics', async () => {
    const counted = async (result: string) =>
      (await cacheRefreshes.get()).values.find(
        (value) => value.labels.cache === 'test-refresh' && value.labels.result === result,
      )?.value ?? 0;
    const refreshes = createBackgroundRefresh({ name: 'test-refresh', running: 1, waiting: 2 });
    const { started, refresh } = pending();
    expect(['a', 'b', 'c', 'd'].map((key) => refreshes.refresh(key, refresh(key)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(started).toEqual(['a']);
    expect(refreshes.waiting).toBe(2);
    expect(await counted('queued')).toBe(3);
    expect(await counted('left_out')).toBe(1);
  });

  it('goes on after a refresh fails', async () => {
    const refreshes = createBackgroundRefresh({ running: 1, waiting: 10 });
    const { started, finish, refresh, settle } = pending();
    refreshes.refresh('a', refresh('a'));
    refreshes.refresh('b', refresh('b'));
    finish.get('a')?.(true);
    await settle();
    expect(started).toEqual(['a', 'b']);
  });

  it('forgets the waiting ones when cleared, and lets the running ones finish', async () => {
    const refreshes = createBackgroundRefresh({ running: 1, waiting: 10 });
    const { started, finish, refresh, settle } = pending();
    for (const key of ['a', 'b', 'c']) refreshes.refresh(key, refresh(key));
    refreshes.clear();
    expect(refreshes.waiting).toBe(0);
    finish.get('a')?.();
    await settle();
    expect(started).toEqual(['a']);
    expect(refreshes.running).toBe(0);
  });
});
