// Recently viewed products, per browser (spec §3): id, name, photo, price and when it was viewed.
// The current product is added on view; the list keeps it and up to 3 earlier ones (spec §9).
import type { ImageAsset } from '@/contract/media';
import { RECENTLY_VIEWED_EARLIER } from '@/contract/product-rules';
import type { Price } from '@/contract/products';
import { createBrowserStore } from './browser-store';

export type RecentlyViewed = {
  id: string;
  name: string;
  /** The Bengali name, for Bengali pages (absent in lists kept before there was one). */
  nameBn?: string | null;
  photo: ImageAsset | null;
  price: Price;
  viewedAt: string;
};

const isEntryList = (value: unknown): value is RecentlyViewed[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item?.id === 'string' && typeof item?.name === 'string');

export const recentlyViewedStore = createBrowserStore<RecentlyViewed[]>('recentlyViewed', [], isEntryList);

/** Drops a product that no longer exists (deleted here, or found missing when opened). */
export const forgetRecentlyViewed = (id: string) =>
  recentlyViewedStore.update((list) => list.filter((item) => item.id !== id));

/** Puts the product first, once, and forgets the oldest beyond the current plus 3. */
export function addRecentlyViewed(list: RecentlyViewed[], entry: RecentlyViewed): RecentlyViewed[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, RECENTLY_VIEWED_EARLIER + 1);
}
