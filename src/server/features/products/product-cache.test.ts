import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/contract/products';
import { createDetailCache } from './product-cache';

const product = (name: string) => ({ name }) as ProductDetail;

describe('createDetailCache', () => {
  it('answers a stored product until its time to live has passed', () => {
    let clock = 0;
    const cache = createDetailCache(1000, () => clock);
    cache.set('a', product('Acetone'));
    clock = 999;
    expect(cache.get('a')?.name).toBe('Acetone');
    clock = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createDetailCache();
    cache.set('a', product('Acetone'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
