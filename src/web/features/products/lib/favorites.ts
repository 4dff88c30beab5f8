// Favorite products, per browser (spec §3 and §4): a list of product ids in localStorage.
import { useCallback } from 'react';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { trackEvent } from '@/web/lib/analytics';
import { notifySuccess } from '@/web/lib/notify';
import { createBrowserStore } from './browser-store';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const favoritesStore = createBrowserStore<string[]>('favorites', [], isIdList);

/** Whether this product is a favorite, and a toggle that says what it did. */
export function useFavorite(product: { _id: string; name: string }) {
  const favorites = favoritesStore.use();
  const isFavorite = favorites.includes(product._id);
  const toggle = useCallback(() => {
    const adding = !favoritesStore.read().includes(product._id);
    favoritesStore.update((ids) => (adding ? [...ids, product._id] : ids.filter((id) => id !== product._id)));
    notifySuccess(adding ? PRODUCT_TEXT.favoriteAdded : PRODUCT_TEXT.favoriteRemoved);
    if (adding) trackEvent('add_to_wishlist', { items: [{ item_id: product._id, item_name: product.name }] });
  }, [product._id, product.name]);
  return { isFavorite, toggle };
}
