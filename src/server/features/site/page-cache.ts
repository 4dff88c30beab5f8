// Rendered pages kept for a minute (the store and its invalidation: html-cache.ts) and served from
// there: a page past its minute is served as it is while it is rendered again once, visitors asking
// at once for a page nobody has rendered share one rendering, and each page is compressed once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createBackgroundRefresh } from '@/server/lib/background-refresh';
import { acceptedEncoding, compressOffThread } from '@/server/lib/cached-json';
import type { CachedPage } from './html-cache';
import type { BuiltPage } from './page-document';

type Build = (url: string, pathname: string, inlineFont: boolean) => Promise<BuiltPage>;

/**
 * The page in the best encoding the browser accepts, compressed once, off the event loop
 * (`compressOffThread`), and kept with the page; visitors asking for it meanwhile share that one
 * compression. The body is a promise only until then.
 */
export function encodePage(page: CachedPage, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return null;
  const encoded = (page.encoded ??= {});
  // The page's bytes are made only for its first compression: converting its text on every request
  // cost more than the rest of serving it from the cache.
  const body = (encoded[encoding] ??= compressOffThread(Buffer.from(page.html), encoding).then(
    (bytes) => (encoded[encoding] = bytes),
    (error) => {
      // A failed compression is not kept: the next visitor tries again.
      delete encoded[encoding];
      throw error;
    },
  ));
  return { encoding, body };
}

/** Where a page is kept: a Bengali one carrying its font (web-app.ts) apart from the other. */
export const pageCacheKey = (url: string, inlineFont: boolean) => (inlineFont ? `${url} with its font` : url);

export function createPageCache(app: FastifyInstance, build: Build) {
  const cache = app.htmlCache;
  // A burst of 50 visitors would otherwise render the page 50 times over, and keep the server busy
  // long after.
  const building = new Map<string, Promise<BuiltPage>>();
  const refreshes = createBackgroundRefresh({ name: 'html-page' });
  function buildOnce(key: string, url: string, pathname: string, inlineFont: boolean) {
    let pending = building.get(key);
    if (!pending) {
      const since = cache.generation();
      pending = build(url, pathname, inlineFont)
        .then((built) => {
          // Only public pages are kept and shared; an account page, a private link or a 404 is not.
          if (!('redirect' in built) && built.shared) cache.set(key, built, since);
          // No longer a page to keep (moved, gone): an older rendering must not be served either.
          else cache.forget(key);
          return built;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  }

  /**
   * The page at the request's address: kept, kept but past its minute, or rendered now. A Bengali
   * page carrying its font in itself (web-app.ts) is kept apart from the one naming the font's file.
   */
  return async function page(
    request: FastifyRequest,
    pathname: string,
    inlineFont = false,
  ): Promise<BuiltPage | CachedPage> {
    const key = pageCacheKey(request.url, inlineFont);
    const kept = cache.get(key);
    if (kept) return kept;
    const stale = cache.stale(key);
    if (!stale) return buildOnce(key, request.url, pathname, inlineFont);
    // Past its minute: this visitor gets it as it is, a later one the fresh rendering (rendered a few
    // pages at a time, lib/background-refresh.ts). One forgotten meanwhile (a change) is not.
    refreshes.refresh(key, async () => {
      if (!cache.stale(key)) return;
      await buildOnce(key, request.url, pathname, inlineFont).catch((error) =>
        request.log.error({ err: error }, 'rendering a page again failed'),
      );
    });
    return stale;
  };
}
