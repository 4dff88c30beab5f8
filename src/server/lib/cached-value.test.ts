import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value';

/** A read whose calls wait until the test settles them, each answering the value it is given. */
function controlledRead() {
  const calls: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, read };
}

describe('cachedValue', () => {
  it('reads once for every caller until cleared, then reads again', async () => {
    const { calls, read } = controlledRead();
    const cache = cachedValue(read);
    const first = cache.get();
    const second = cache.get();
    expect(calls).toHaveLength(1);
    calls[0].resolve('before');
    expect(await first).toBe('before');
    expect(await second).toBe('before');
    expect(await cache.get()).toBe('before');
    expect(calls).toHaveLength(1);

    cache.clear();
    const fresh = cache.get();
    expect(calls).toHaveLength(2);
    calls[1].resolve('after');
    expect(await fresh).toBe('after');
  });

  it('never keeps a read that was under way when the value changed', async () => {
    const { calls, read } = controlledRead();
    const cache = cachedValue(read);
    const early = cache.get();
    cache.clear();
    const late = cache.get();
    expect(calls).toHaveLength(2);
    calls[0].resolve('stale');
    calls[1].resolve('fresh');
    expect(await early).toBe('stale');
    expect(await late).toBe('fresh');
    expect(await cache.get()).toBe('fresh');
    expect(calls).toHaveLength(2);
  });

  it('reads again after a failed read', async () => {
    const { calls, read } = controlledRead();
    const cache = cachedValue(read);
    const failed = cache.get();
    calls[0].reject(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    const retried = cache.get();
    expect(calls).toHaveLength(2);
    calls[1].resolve('back');
    expect(await retried).toBe('back');
  });
});
