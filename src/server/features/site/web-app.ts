// Serves the built web app: its files (static-files.ts) and its public pages, rendered on the server
// with their own metadata (page-document.ts), kept for a minute (page-cache.ts) and answered with an
// ETag, so a browser or a shared cache that has the page gets a 304; each in the visitor's language
// (language-routing.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, localizedPath, pathWithoutLocale } from '@/i18n/locales';
import { BENGALI_FONT_COOKIE } from '@/server/lib/bengali-font-wait';
import { clientHolds } from '@/server/lib/conditional-get';
import { cookieOf } from '@/server/lib/cookies';
import { languageRedirect } from './language-routing';
import { createPageCache, encodePage } from './page-cache';
import { createPageDocuments } from './page-document';
import { loadBuiltRenderer, type PageRendererModule } from './page-renderer';
import { registerStaticFiles } from './static-files';

// Browsers check again each time (a 304 when nothing changed); shared caches keep a page a minute.
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/**
 * Whether a Bengali page carries its regular face in itself (bengali-font-head.ts), for a browser
 * that has neither the face's file (the cookie its script sets once it holds it) nor a Bengali font
 * of its own: Android ships Noto Sans Bengali, which the page's rules name first, and never asks for
 * the file, so its page stays without the 40 KB; nor does a search engine's crawler, which keeps no
 * cookie and whose first paint nobody waits for.
 */
const carriesItsFont = (request: FastifyRequest) =>
  !cookieOf(request, BENGALI_FONT_COOKIE) &&
  !/\bAndroid\b|bot\b|crawler|spider/i.test(request.headers['user-agent'] ?? '');

export async function registerWebApp(app: FastifyInstance, webDir: string, renderer?: PageRendererModule) {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    app.log.warn(`No built web app at ${webDir}; run "npm run build". Serving the API only.`);
    return null;
  }
  const pageRenderer = renderer ?? (await loadBuiltRenderer(webDir));
  if (!pageRenderer)
    app.log.warn('No server renderer built (dist/ssr); pages are rendered by the browser only.');
  await registerStaticFiles(app, webDir);
  const documents = createPageDocuments(app, webDir, pageRenderer);
  const pageAt = createPageCache(app, documents.build);

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname, query] = request.url.split(/\?(.*)/s);
    const withQuery = (target: string) => (query ? `${target}?${query}` : target);
    if (pathname === '/index.html') return reply.redirect('/', 301);
    const locale = localeOfPath(pathname);
    if (locale === 'en') {
      // Not kept by shared caches: the answer depends on the visitor's cookie and browser.
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const target = languageRedirect(request, pathname);
      if (target) return reply.header('Cache-Control', 'private, no-cache').redirect(withQuery(target), 302);
    }
    // A duplicate address (such as /products for the catalogue) is never a second indexable copy.
    const duplicateOf = app.pages.redirectFor(pathWithoutLocale(pathname));
    if (duplicateOf) return reply.redirect(withQuery(localizedPath(duplicateOf, locale)), 301);

    const inlineFont = locale === 'bn' && carriesItsFont(request);
    const page = await pageAt(request, pathname, inlineFont);
    if ('redirect' in page) return reply.redirect(withQuery(page.redirect ?? '/'), 301);
    // A page carrying its font is for this browser alone: a shared cache keeps the one naming it.
    const shared = (!('shared' in page) || page.shared) && !inlineFont;
    reply
      .status(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', shared ? PAGE_CACHE_CONTROL : 'private, no-cache')
      .header('ETag', page.etag);
    if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
    const link = documents.linkHeader(locale, inlineFont);
    if (link) reply.header('Link', link);
    if (page.status === 200 && clientHolds(request, page.etag)) return reply.status(304).send();
    // Compressed here rather than by @fastify/compress, which does not see not-found handler answers.
    const encoded = encodePage(page, request.headers['accept-encoding']);
    if (!encoded) return reply.send(page.html);
    const body = encoded.body instanceof Promise ? await encoded.body : encoded.body;
    return reply.header('Content-Encoding', encoded.encoding).send(body);
  };
}
