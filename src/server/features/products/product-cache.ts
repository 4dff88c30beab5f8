// Product pages are read far more often than anything on them changes, and the embedded database
// answers one query at a time. The detail answer is therefore kept for a few seconds. A change made
// through this server clears it at once (the products feature on its own changes, the comments
// feature on review changes, both through `app.productCache`); another server's change shows within
// the time to live.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProductDetail } from '@/contract/products';

export const DETAIL_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

export function createProductCache(ttlMs = DETAIL_TTL_MS, now: () => number = Date.now) {
  // A Map iterates in insertion order: the first key is the least recently stored.
  const entries = new Map<string, { value: ProductDetail; expires: number }>();
  return {
    get(id: string): ProductDetail | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(id);
      return undefined;
    },
    set(id: string, value: ProductDetail) {
      entries.delete(id);
      entries.set(id, { value, expires: now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
  };
}
export type ProductCache = ReturnType<typeof createProductCache>;

declare module 'fastify' {
  interface FastifyInstance {
    productCache: ProductCache;
  }
}

export const productCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('productCache', createProductCache());
  },
  { name: 'product-cache' },
);
