import { describe, expect, it } from 'vitest';
import { type CachedJson, cachedJson } from '@/server/lib/cached-json';
import { createProductCache } from './product-cache';

const answer = (name: string, bytes = 0): CachedJson =>
  cachedJson(JSON.stringify({ name, pad: 'x'.repeat(bytes) }));
const nameIn = (body: CachedJson | undefined) => (body ? JSON.parse(body.json.toString()).name : undefined);

describe('createProductCache', () => {
  it('answers a stored product until its time to live has passed', () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    cache.setDetail('a', answer('Acetone'));
    clock = 999;
    expect(nameIn(cache.detail('a'))).toBe('Acetone');
    clock = 1000;
    expect(cache.detail('a')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createProductCache();
    cache.setDetail('a', answer('Acetone'));
    cache.clear();
    expect(cache.detail('a')).toBeUndefined();
  });

  it('keeps answers up to its size in bytes, forgetting the least recently asked for first', () => {
    // Each answer is charged twice its JSON (for its compressed copies) and a little more.
    const cache = createProductCache(60_000, Date.now, 13_000);
    for (const name of ['a', 'b', 'c']) cache.setDetail(name, answer(name, 2_000));
    expect(nameIn(cache.detail('a'))).toBe('a');
    cache.setDetail('d', answer('d', 2_000));
    expect(cache.detail('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((name) => nameIn(cache.detail(name)))).toEqual(['a', 'c', 'd']);
  });
});

describe('a read that began before a change', () => {
  it('is not kept once the change has cleared the cache', () => {
    const cache = createProductCache();
    const since = cache.generation();
    cache.clear();
    cache.setDetail('a', answer('Acetone, as read before the change'), since);
    expect(cache.detail('a')).toBeUndefined();
    cache.setDetail('a', answer('Acetone'), cache.generation());
    expect(nameIn(cache.detail('a'))).toBe('Acetone');
  });
});
