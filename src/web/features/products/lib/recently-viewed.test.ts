import { describe, expect, it, vi } from 'vitest';
import {
  addRecentlyViewed,
  forgetRecentlyViewed,
  type RecentlyViewed,
  recentlyViewedStore,
} from './recently-viewed';

const entry = (id: string): RecentlyViewed => ({
  id,
  name: `Product ${id}`,
  photo: null,
  price: { minValue: 1, maxValue: null, currency: 'USD', unit: 'kg', contactForPrice: false },
  viewedAt: '2026-11-22T10:00:00Z',
});

describe('addRecentlyViewed', () => {
  it('puts the viewed product first and keeps it plus 3 earlier ones', () => {
    let list: RecentlyViewed[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) list = addRecentlyViewed(list, entry(id));
    expect(list.map((item) => item.id)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('moves a product seen again to the front instead of listing it twice', () => {
    const list = addRecentlyViewed([entry('b'), entry('a')], entry('a'));
    expect(list.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('forgetRecentlyViewed', () => {
  it('drops a product that no longer exists and keeps the others in order', () => {
    const saved = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    });
    recentlyViewedStore.update(() => [entry('c'), entry('b'), entry('a')]);
    forgetRecentlyViewed('b');
    expect(recentlyViewedStore.read().map((item) => item.id)).toEqual(['c', 'a']);
    vi.unstubAllGlobals();
  });
});
