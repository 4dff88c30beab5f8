// Rendered public pages kept in memory per address for a minute, then rendered again while the old
// one is still served. Every change a public page may show (the catalogue, job posts, the site
// settings: lib/change-bus.ts) empties it on every instance, so an edited product, a new job post or
// an approved review shows on the next page load; a review changes only its product's pages, and
// only those are forgotten; an edit leaving a product in its place in the lists (a price), only the
// pages showing it; an edit of its words alone, those and the pages that read a search (and, for a
// new name, its related products).
// A buyer's inquiry, an admin's inbox or a sign-in
// publishes nothing, so a busy sales day keeps the pages warm.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isProductPageOf } from '@/contract/product-slug';
import { createLruStore } from '@/server/lib/lru-store';

export const HTML_TTL_MS = 60_000;
/**
 * Pages are kept up to this many bytes: a page's text (two bytes a character, as JavaScript holds
 * Bengali) and its compressed copies. Some hundreds of product pages, the ones read most recently.
 */
export const HTML_CACHE_BYTES = 48 * 1024 * 1024;

export type CachedPage = {
  status: number;
  html: string;
  etag: string;
  /** The products the page shows (page-reads.ts); null or absent when it may show any. */
  shows?: readonly string[] | null;
  /** Whether it read a search (page-reads.ts); absent when unknown. */
  searches?: boolean;
  /** Whether it read a product's related products, named alike (page-reads.ts); absent when unknown. */
  namesAlike?: boolean;
  /** The page compressed once, when first asked for so (a promise until done), then sent as is. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer | Promise<Buffer>>>;
};

const pageBytes = (page: CachedPage) => page.html.length * 2 + Math.ceil(page.html.length / 2);

export function createHtmlCache(
  ttlMs = HTML_TTL_MS,
  now: () => number = () => Date.now(),
  budget = HTML_CACHE_BYTES,
) {
  const pages = createLruStore<CachedPage>({ name: 'html-page', budget, sizeOf: pageBytes, ttlMs, now });
  // Counts the changes: a page rendered from data read before a change is not kept after it.
  let generation = 0;
  return {
    /** The page, if it was rendered less than a minute ago and nothing changed since. */
    get: pages.get,
    /**
     * The page even after its minute, as long as nothing changed since it was rendered (a change
     * empties the cache): served while it is rendered again, so that no visitor waits for that.
     */
    stale: pages.stale,
    /** Taken before rendering; `set` keeps the page only if nothing changed since. */
    generation: () => generation,
    set(url: string, page: CachedPage, since = generation) {
      if (since === generation) pages.set(url, page);
    },
    forget: pages.delete,
    /**
     * Forgets the pages of one product, in both languages, when only its reviews changed: every
     * other page stays. A rendering under way is not kept (it may have read the product before).
     */
    forgetProductPages(id: string) {
      generation++;
      for (const key of pages.keys()) if (isProductPageOf(key, id)) pages.delete(key);
    },
    /**
     * Forgets the pages that show one product, or may, when it was edited in place (a price, a
     * photo: lib/change.ts): its own, the lists and the other products' pages showing it, and every
     * page that read something else than products; when its words were edited (`words`), also the
     * pages that read a search, which may now find it or no longer, and when its name was (`renamed`),
     * those that read related products (named alike). A rendering under way is not kept.
     */
    forgetPagesShowing(id: string, { words = false, renamed = false } = {}) {
      generation++;
      for (const key of pages.keys()) {
        const page = pages.stale(key);
        const shows = page?.shows;
        if (
          !shows ||
          shows.includes(id) ||
          isProductPageOf(key, id) ||
          (words && page.searches !== false) ||
          (renamed && page.namesAlike !== false)
        )
          pages.delete(key);
      }
    },
    clear() {
      generation++;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
export type HtmlCache = ReturnType<typeof createHtmlCache>;

declare module 'fastify' {
  interface FastifyInstance {
    htmlCache: HtmlCache;
  }
}

/** The cache, emptied by the changes public pages show. */
export const htmlCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createHtmlCache();
    app.decorate('htmlCache', cache);
    // Subscribed after the site settings (app.ts), so a page rendered after this reads the new ones.
    app.changes.subscribe('catalogue', (change) => {
      // Any other page may list a product (the catalogue, a product page's related products).
      if (change?.product && change.onlyReviews) cache.forgetProductPages(change.product);
      else if (change?.product && change.inPlace)
        cache.forgetPagesShowing(change.product, {
          // An edit in place gaining or losing no word (its words reordered) leaves every search as it was.
          words: Boolean(change.words),
          renamed: change.renamed === true,
        });
      else cache.clear();
    });
    app.changes.subscribe('pages', cache.clear);
    app.changes.subscribe('settings', cache.clear);
  },
  { name: 'html-cache', dependencies: ['change-bus', 'site-settings'] },
);
