// Serves the built web app. Hashed assets are cached for a year and sent pre-compressed (Brotli or
// gzip files made at build time); public pages are rendered on the server (page-renderer.ts) with
// their own metadata, kept for a minute (html-cache.ts) and answered with an ETag, so a browser or a
// shared cache that has the page gets a 304. Pages the browser renders get the bare app.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Numerals } from '@/i18n/figures';
import {
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localeFromAcceptLanguage,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
} from '@/i18n/locales';
import { acceptedEncoding, compressOnce } from '@/server/lib/cached-json';
import { clientHolds } from '@/server/lib/conditional-get';
import { loggablePath } from '@/server/lib/log-errors';
import type { CachedPage } from './html-cache';
import { pageEtag } from './page-etag';
import { localizePageMeta, renderHead } from './page-meta';
import { connectRenderer, loadBuiltRenderer, type PageRendererModule, type Rendered } from './page-renderer';

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';
const STATE_MARKER = '<!--app-state-->';
const HTML_OPENING = '<html lang="en">';
/** The page's language, and the digits Bengali pages write (read by src/web/main.tsx). */
const htmlOpening = (locale: Locale, numerals: string) =>
  `<html lang="${locale}" data-numerals="${numerals}">`;
// Browsers check again each time (a 304 when nothing changed); shared caches keep a page a minute.
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** The page in the best encoding the browser accepts, compressed once and kept with the page. */
function encode(page: CachedPage, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return null;
  page.encoded ??= {};
  return { encoding, body: compressOnce(page.encoded, Buffer.from(page.html), encoding) };
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>;

/**
 * The Bengali font's files (src/web/i18n/bengali-font.css: regular and bold), which the first paint
 * of every Bengali page needs: preloaded with its HTML, they arrive with the stylesheets instead of
 * after them (a browser asks for a font only once it lays out text in it).
 */
const bengaliFontFiles = (manifest: Manifest) => [
  ...new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.assets ?? [])
      .filter((file) => /noto-sans-bengali-[\w-]+\.woff2$/.test(file)),
  ),
];

/**
 * The files of a page's modules and everything they import, for <link rel="modulepreload">, and
 * their stylesheets (the Bengali font's, with the Bengali texts).
 */
function moduleFiles(manifest: Manifest, modules: string[]) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // The entry's own imports are preloaded by index.html already.
  const entry = Object.values(manifest).find((chunk) => 'isEntry' in chunk && chunk.isEntry);
  if (entry) {
    files.delete(entry.file);
    for (const imported of entry.imports ?? []) files.delete(manifest[imported]?.file ?? '');
    for (const style of entry.css ?? []) styles.delete(style);
  }
  return { scripts: [...files], styles: [...styles] };
}

/**
 * The page in every language, for search engines: English is also the default for any other reader.
 * `bare` is the address without its language prefix.
 */
const alternateLinks = (publicUrl: string, bare: string) =>
  [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${publicUrl}${localizedPath(bare, locale)}` })),
    { hreflang: 'x-default', href: `${publicUrl}${bare}` },
  ].map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`);

/**
 * Where a visitor asking for an English address (no /bn) should be sent, if anywhere: to the
 * language they chose before (the cookie), else, on a first visit, to the one their browser prefers.
 * An address with /bn is always answered in Bengali: a shared link shows what its sender saw.
 */
function preferredLocale(request: FastifyRequest): Locale | null {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (chosen === 'en' || chosen === 'bn') return chosen;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

const stateScript = (state: string) =>
  // "<" is escaped so the JSON can never close the script element.
  `<script type="application/json" id="app-state">${state.replace(/</g, '\\u003c')}</script>`;

export async function registerWebApp(app: FastifyInstance, webDir: string, renderer?: PageRendererModule) {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDir}; run "npm run build". Serving the API only.`);
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {};
  const fontPreloads = bengaliFontFiles(manifest)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('\n    ');
  const pageRenderer = renderer ?? (await loadBuiltRenderer(webDir));
  if (pageRenderer) connectRenderer(app, pageRenderer);
  else app.log.warn('No server renderer built (dist/ssr); pages are rendered by the browser only.');

  const cache = app.htmlCache;

  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The raw template is never served: "/index.html" is the home page (see renderPage).
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite'),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  async function build(url: string, pathname: string) {
    const locale = localeOfPath(pathname);
    const bare = pathWithoutLocale(pathname);
    // The admin's setting (settings/site-settings.ts); saving it empties the page cache.
    const { numerals } = app.siteSettings.current();
    const resolved = await app.pages.resolve(app, bare, locale);
    if (resolved.redirect) return { redirect: localizedPath(resolved.redirect, locale) };
    const { publicUrl } = app.config;
    const meta = localizePageMeta(resolved, locale, numerals, `${publicUrl}${pathname}`);
    let head = renderHead(meta, `${publicUrl}${pathname}`, publicUrl, locale);
    if (locale === 'bn' && fontPreloads) head += `\n    ${fontPreloads}`;
    if (!meta.noindex) head += `\n    ${alternateLinks(publicUrl, bare).join('\n    ')}`;
    // The browser's analytics module sends events only when this is present.
    if (app.config.gaMeasurementId) {
      head += `\n    <meta name="ga-measurement-id" content="${app.config.gaMeasurementId.replace(/[^\w-]/g, '')}">`;
    }
    const rendered = await renderOrFallBack(url, numerals);
    if (rendered.kind === 'failed') {
      // The page the browser renders, with the page's own head; not kept or shared, so the next
      // visitor gets a server rendering again.
      const html = fillTemplate(head, '', '', locale, numerals);
      return { status: meta.status ?? 200, html, etag: pageEtag(html), shared: false };
    }
    if (rendered.kind === 'redirect') return { redirect: rendered.location };
    let body = '';
    let state = '';
    if (rendered.kind === 'page') {
      // React puts a preload for each high-priority picture (the product's photo, the first cards)
      // before the page; in the head, ahead of the scripts, the picture is asked for first.
      const [, preloads, page] = /^((?:<link rel="preload"[^>]*>)*)(.*)$/s.exec(rendered.html)!;
      rendered.html = page;
      if (preloads) head += `\n    ${preloads}`;
      const { scripts, styles } = moduleFiles(manifest, rendered.modules);
      for (const file of styles) head += `\n    <link rel="stylesheet" href="/${file}">`;
      for (const file of scripts) head += `\n    <link rel="modulepreload" crossorigin href="/${file}">`;
      body = rendered.html;
      state = stateScript(rendered.state);
    }
    const html = fillTemplate(head, body, state, locale, numerals);
    return { status: meta.status ?? 200, html, etag: pageEtag(html), shared: !meta.noindex };
  }

  function fillTemplate(head: string, body: string, state: string, locale: Locale, numerals: Numerals) {
    // Functions as replacements: a "$" in the page's text is never read as a pattern.
    const html = template.replace(HTML_MARKER, () => body).replace(STATE_MARKER, () => state);
    return html.replace(HEAD_MARKER, () => head).replace(HTML_OPENING, htmlOpening(locale, numerals));
  }

  /**
   * The server's rendering of a page, or 'failed' when it threw or ran out of time: a visitor then
   * gets the page as the browser renders it (which asks the API itself) rather than an error, and
   * the failure goes to the log.
   */
  async function renderOrFallBack(url: string, numerals: Numerals): Promise<Rendered | { kind: 'failed' }> {
    if (!pageRenderer) return { kind: 'client' };
    try {
      return await pageRenderer.render(url, { numerals });
    } catch (error) {
      app.log.error({ err: error, url: loggablePath(url) }, 'rendering a page on the server failed');
      return { kind: 'failed' };
    }
  }

  // Visitors asking at once for a page nobody has rendered yet share one rendering: a burst of 50
  // would otherwise render it 50 times over, and keep the server busy long after.
  const building = new Map<string, ReturnType<typeof build>>();
  function buildOnce(url: string, pathname: string) {
    let pending = building.get(url);
    if (!pending) {
      const since = cache.generation();
      pending = build(url, pathname)
        .then((built) => {
          // Only public pages are kept and shared; an account page, a private link or a 404 is not.
          if (!('redirect' in built) && built.shared) cache.set(url, built, since);
          // No longer a page to keep (moved, gone): an older rendering must not be served either.
          else cache.forget(url);
          return built;
        })
        .finally(() => building.delete(url));
      building.set(url, pending);
    }
    return pending;
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname, query] = request.url.split(/\?(.*)/s);
    if (pathname === '/index.html') return reply.redirect('/', 301);
    const locale = localeOfPath(pathname);
    if (locale === 'en') {
      // Not kept by shared caches: the answer depends on the visitor's cookie and browser.
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const preferred = preferredLocale(request);
      if (preferred && preferred !== 'en') {
        const target = localizedPath(pathname, preferred);
        return reply
          .header('Cache-Control', 'private, no-cache')
          .redirect(query ? `${target}?${query}` : target, 302);
      }
    }
    // A duplicate address (such as /products for the catalogue) is never a second indexable copy.
    const duplicateOf = app.pages.redirectFor(pathWithoutLocale(pathname));
    if (duplicateOf) {
      const target = localizedPath(duplicateOf, locale);
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }

    let page = cache.get(request.url);
    const stale = page ? undefined : cache.stale(request.url);
    if (stale) {
      // Past its minute: this visitor gets it as it is, the next one the fresh rendering.
      buildOnce(request.url, pathname).catch((error) =>
        request.log.error({ err: error }, 'rendering a page again failed'),
      );
      page = stale;
    } else if (!page) {
      const built = await buildOnce(request.url, pathname);
      if ('redirect' in built) {
        const location = built.redirect ?? '/';
        return reply.redirect(query ? `${location}?${query}` : location, 301);
      }
      page = built;
    }
    const shared = !('shared' in page) || page.shared;
    reply
      .status(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', shared ? PAGE_CACHE_CONTROL : 'private, no-cache')
      .header('ETag', page.etag);
    if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
    if (page.status === 200 && clientHolds(request, page.etag)) return reply.status(304).send();
    // Compressed here rather than by @fastify/compress, which does not see not-found handler answers.
    const encoded = encode(page, request.headers['accept-encoding']);
    if (!encoded) return reply.send(page.html);
    return reply.header('Content-Encoding', encoded.encoding).send(encoded.body);
  };
}
