// Rendered public pages kept in memory per address for a minute, then rendered again while the old
// one is still served. A change made through the API that a public page may show (a successful POST,
// PUT, PATCH or DELETE under /api, except the writes listed below) empties it before its answer
// leaves, so an edited product, a new job post or an approved review shows on the next page load;
// another server's change shows within about the minute.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  /** The page compressed once, when first asked for so, then sent as is. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
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

// Writes that no public page shows: a buyer's inquiry, message, basket or quotation, signing in or
// out, passwords, an admin's inbox and mail settings.
// (The site settings are shown on every Bengali page: saving them does empty it.) Emptying the cache on them would make every busy sales day
// a cold cache. Any other write under /api (products, comments, careers, users) empties it.
const UNSEEN_ON_PUBLIC_PAGES = [
  '/api/inquiries',
  '/api/contact',
  '/api/basket',
  '/api/quotes/',
  '/api/me/',
  '/api/notifications',
  '/api/admin/outbox',
  '/api/admin/settings/mail',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/signup',
  '/api/auth/password',
];
const changesPublicPages = (url: string) =>
  url.startsWith('/api/') && !UNSEEN_ON_PUBLIC_PAGES.some((prefix) => url.startsWith(prefix));

/** The cache, and the hook that empties it: registered before the API so the hook sees its answers. */
export const htmlCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createHtmlCache();
    app.decorate('htmlCache', cache);
    app.addHook('onSend', async (request, reply, payload) => {
      const change = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (change && reply.statusCode < 400 && changesPublicPages(request.url)) cache.clear();
      return payload;
    });
  },
  { name: 'html-cache' },
);
