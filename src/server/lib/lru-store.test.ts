import { describe, expect, it } from 'vitest';
import { createLruStore } from './lru-store';
import { cacheLookups } from './process-metrics';

describe('createLruStore', () => {
  it('keeps entries up to its budget, forgetting the least recently used first', () => {
    const store = createLruStore<string>({ budget: 10, sizeOf: (value) => value.length });
    store.set('a', 'aaaa');
    store.set('b', 'bbbb');
    expect(store.get('a')).toBe('aaaa');
    store.set('c', 'cccc');
    expect(store.keys().sort()).toEqual(['a', 'c']);
    expect(store.used).toBe(8);
    store.set('a', 'a');
    expect(store.used).toBe(5);
  });

  it('keeps what is asked for again and again, however many entries it holds', () => {
    const store = createLruStore<number>({ budget: 1_000 });
    for (let i = 0; i < 1_000; i++) store.set(`k${i}`, i);
    for (let i = 1_000; i < 1_500; i++) {
      expect(store.get('k0')).toBe(0);
      store.set(`k${i}`, i);
    }
    expect(store.get('k1')).toBeUndefined();
    expect(store.size).toBe(1_000);
  });

  it('counts entries when no size is given, and keeps the newest even when it alone is too large', () => {
    const counted = createLruStore<number>({ budget: 2 });
    for (const key of ['a', 'b', 'c']) counted.set(key, 1);
    expect(counted.keys()).toEqual(['b', 'c']);
    const sized = createLruStore<string>({ budget: 3, sizeOf: (value) => value.length });
    sized.set('a', 'aa');
    sized.set('big', 'bigger');
    expect(sized.keys()).toEqual(['big']);
  });

  it('stops answering an entry after its time to live, but still has it as stale', () => {
    let clock = 0;
    const store = createLruStore<string>({ budget: 10, ttlMs: 1000, now: () => clock });
    store.set('a', 'fresh');
    clock = 999;
    expect(store.get('a')).toBe('fresh');
    expect(store.holds('a')).toBe(true);
    clock = 1000;
    expect(store.get('a')).toBeUndefined();
    expect(store.holds('a')).toBe(false);
    expect(store.stale('a')).toBe('fresh');
    store.set('a', 'again');
    expect(store.get('a')).toBe('again');
  });

  it('forgets an entry or everything on demand', () => {
    const store = createLruStore<string>({ budget: 10 });
    store.set('a', 'x');
    store.set('b', 'y');
    store.delete('a');
    expect([store.stale('a'), store.get('b')]).toEqual([undefined, 'y']);
    store.clear();
    expect([store.size, store.used]).toEqual([0, 0]);
  });

  it('counts the lookups of a named store: a hit when fresh, a miss when absent or expired', async () => {
    const counted = async (result: string) =>
      (await cacheLookups.get()).values.find(
        (value) => value.labels.cache === 'test-store' && value.labels.result === result,
      )?.value ?? 0;
    let clock = 0;
    const store = createLruStore<string>({ name: 'test-store', budget: 10, ttlMs: 100, now: () => clock });
    store.get('a');
    store.set('a', 'x');
    store.get('a');
    clock = 100;
    store.get('a');
    store.stale('a');
    expect([await counted('hit'), await counted('miss')]).toEqual([1, 2]);
  });
});
