import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/contract/products';
import { createProductCache } from './product-cache';

const product = (name: string) => ({ name }) as ProductDetail;

describe('createProductCache', () => {
  it('answers a stored product until its time to live has passed', () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    cache.set('a', product('Acetone'));
    clock = 999;
    expect(cache.get('a')?.name).toBe('Acetone');
    clock = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createProductCache();
    cache.set('a', product('Acetone'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('a read that began before a change', () => {
  it('is not kept once the change has cleared the cache', () => {
    const cache = createProductCache();
    const since = cache.generation();
    cache.clear();
    cache.set('a', product('Acetone, as read before the change'), since);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', product('Acetone'), cache.generation());
    expect(cache.get('a')?.name).toBe('Acetone');
  });
});
