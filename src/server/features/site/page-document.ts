// A public page's whole HTML document: index.html with the page's head (title, description, Open
// Graph, JSON-LD, alternates, the preloads of its code, pictures and font) and its server rendering
// (page-renderer.ts) with the query cache the browser hydrates from. The head and the body are drawn
// from the same API answers (page-reads.ts). Pages the browser renders get the bare app and the head.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PriorityPicture, Rendered } from '@/contract/rendered-page';
import type { Numerals } from '@/i18n/figures';
import { LOCALES, type Locale, localeOfPath, localizedPath, pathWithoutLocale } from '@/i18n/locales';
import { EARLY_TAP_SCRIPT } from '@/server/lib/early-tap-script';
import { INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { loggablePath } from '@/server/lib/log-errors';
import { AFTER_STYLESHEETS_SCRIPT, pageCodeData } from '@/server/lib/page-code';
import { bengaliFontHead } from './bengali-font-head';
import type { CachedPage } from './html-cache';
import { pageEtag } from './page-etag';
import { escapeHtml, localizePageMeta, renderHead } from './page-meta';
import { type PageReads, pageReads } from './page-reads';
import type { PageRendererModule } from './page-renderer';

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';
const STATE_MARKER = '<!--app-state-->';
const HTML_OPENING = '<html lang="en">';
/** The page's language, and the digits Bengali pages write (read by src/web/main.tsx). */
const htmlOpening = (locale: Locale, numerals: string) =>
  `<html lang="${locale}" data-numerals="${numerals}">`;

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>;

/** A page as built: kept and shared by caches when `shared`; or where its address moved. */
export type BuiltPage = (CachedPage & { shared: boolean }) | { redirect: string };

/**
 * The stylesheets index.html links (the entry's), taken out of it: a page links them first in its
 * head, before the preloads of its pictures, fonts and code, so that the browser asks for what holds
 * up the first paint before anything else.
 */
function takeOutStylesheets(template: string) {
  const stylesheets: string[] = [];
  const rest = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
    stylesheets.push(tag.trim());
    return '';
  });
  return { template: rest, stylesheets };
}

/**
 * The files index.html loads itself (the entry's scripts and stylesheet, with their own attributes):
 * a page must not link them again, since a stylesheet linked once with `crossorigin` and once
 * without is fetched twice, the second time holding up the first paint.
 */
const templateFiles = (template: string) =>
  new Set(
    [...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map(([, file]) => file),
  );

/**
 * The files of a page's modules and everything they import, for <link rel="modulepreload">, and
 * their stylesheets, but for those in `loaded`.
 */
function moduleFiles(manifest: Manifest, modules: string[], loaded: Set<string>) {
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
  const notLoaded = (file: string) => !loaded.has(file);
  return { scripts: [...files].filter(notLoaded), styles: [...styles].filter(notLoaded) };
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

/** A preload of a picture the page draws first, as its <img> asks for it (the same variant chosen). */
const picturePreload = ({ src, srcset, sizes }: PriorityPicture) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${
    srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : ''
  }${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}>`;

const stateScript = (state: string) =>
  // "<" is escaped so the JSON can never close the script element.
  `<script type="application/json" id="app-state">${state.replace(/</g, '\\u003c')}</script>`;

/** Builds pages from the web app in `webDir` (index.html and the build's manifest). */
export function createPageDocuments(
  app: FastifyInstance,
  webDir: string,
  renderer: PageRendererModule | null,
) {
  const built = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {};
  const { template, stylesheets } = takeOutStylesheets(built);
  const bengaliFont = bengaliFontHead(manifest, webDir);
  // A page whose code waits for what its first paint needs (src/server/lib/page-code.ts): a Bengali
  // page, and an English one drawn on the server. Its script adds the entry's scripts, taken out of
  // index.html.
  const entryScripts: string[] = [];
  const codeLaterTemplate = template.replace(
    /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"><\/script>\n?/g,
    (_tag, src: string) => {
      entryScripts.push(src);
      return '';
    },
  );
  // A page links neither again.
  const loadedByTemplate = templateFiles(built);
  if (bengaliFont.stylesheet) loadedByTemplate.add(bengaliFont.stylesheet);

  /**
   * The page's head: the Intl warm-up first, before any stylesheet, so that it does not wait for
   * them, and the early-tap note (early-tap-script.ts); then what holds up the first paint (the stylesheets, the page's before the entry's as they
   * always were, and a Bengali page's font, named; or carried in the page, after its pictures), then
   * the page's description, then what the page asks for afterwards (its pictures, then its code).
   * Its code: on a Bengali page once the font is in, on
   * an English page drawn on the server once the stylesheets are in (the script at the end of its
   * body), else at once (the page is drawn by its code).
   */
  const assemble = (
    locale: Locale,
    description: string,
    pageStyles: string[],
    pictures: string[],
    scripts: string[],
    drawn: boolean,
    inlineFont: boolean,
  ) => {
    const afterFont = locale === 'bn' ? bengaliFont.afterFont : undefined;
    const fontTags = locale === 'bn' ? bengaliFont.tags(inlineFont) : { early: [], late: [] };
    const preload = scripts.map((file) => `/${file}`);
    const afterStylesheets = !afterFont && drawn;
    const head = [
      INTL_WARM_UP_SCRIPT,
      EARLY_TAP_SCRIPT,
      ...pageStyles.map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...stylesheets,
      ...fontTags.early,
      description,
      ...pictures,
      ...fontTags.late,
      ...(afterFont
        ? afterFont(preload, entryScripts, inlineFont)
        : afterStylesheets
          ? []
          : preload.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)),
    ].join('\n    ');
    const bodyEnd = afterStylesheets
      ? `\n    ${pageCodeData({ preload, run: entryScripts })}\n    ${AFTER_STYLESHEETS_SCRIPT}`
      : '';
    return { head, bodyEnd, template: afterFont || afterStylesheets ? codeLaterTemplate : template };
  };

  function fillTemplate(
    page: ReturnType<typeof assemble>,
    body: string,
    state: string,
    locale: Locale,
    numerals: Numerals,
  ) {
    // Functions as replacements: a "$" in the page's text is never read as a pattern.
    const html = page.template
      .replace(HTML_MARKER, () => body)
      .replace(STATE_MARKER, () => state + page.bodyEnd);
    return html.replace(HEAD_MARKER, () => page.head).replace(HTML_OPENING, htmlOpening(locale, numerals));
  }

  /**
   * The server's rendering of a page, or 'failed' when it threw or ran out of time: a visitor then
   * gets the page as the browser renders it (which asks the API itself) rather than an error, and
   * the failure goes to the log.
   */
  async function renderOrFallBack(
    url: string,
    numerals: Numerals,
    reads: PageReads,
  ): Promise<Rendered | { kind: 'failed' }> {
    if (!renderer) return { kind: 'client' };
    try {
      return await renderer.render(url, { numerals, fetch: reads.fetch });
    } catch (error) {
      app.log.error({ err: error, url: loggablePath(url) }, 'rendering a page on the server failed');
      return { kind: 'failed' };
    }
  }

  /** The page at `url`; a Bengali one with its regular face in itself if `inlineFont` (web-app.ts). */
  async function build(url: string, pathname: string, inlineFont = false): Promise<BuiltPage> {
    const locale = localeOfPath(pathname);
    const bare = pathWithoutLocale(pathname);
    // The admin's setting (settings/site-settings.ts); saving it empties the page cache.
    const { numerals } = app.siteSettings.current();
    const reads = pageReads(app, locale);
    const resolved = await app.pages.resolve(app, bare, locale, reads);
    if (resolved.redirect) return { redirect: localizedPath(resolved.redirect, locale) };
    const { publicUrl } = app.config;
    const meta = localizePageMeta(resolved, locale, numerals, `${publicUrl}${pathname}`);
    let description = renderHead(meta, `${publicUrl}${pathname}`, publicUrl, locale);
    if (!meta.noindex) description += `\n    ${alternateLinks(publicUrl, bare).join('\n    ')}`;
    // The browser's analytics module sends events only when this is present.
    if (app.config.gaMeasurementId) {
      description += `\n    <meta name="ga-measurement-id" content="${app.config.gaMeasurementId.replace(/[^\w-]/g, '')}">`;
    }
    const rendered = await renderOrFallBack(url, numerals, reads);
    if (rendered.kind === 'failed') {
      // The page the browser renders, with the page's own head; not kept or shared, so the next
      // visitor gets a server rendering again.
      const shell = assemble(locale, description, [], [], [], false, inlineFont);
      const html = fillTemplate(shell, '', '', locale, numerals);
      return { status: meta.status ?? 200, html, etag: pageEtag(html), shared: false };
    }
    if (rendered.kind === 'redirect') return { redirect: rendered.location };
    let page = assemble(locale, description, [], [], [], false, inlineFont);
    let body = '';
    let state = '';
    if (rendered.kind === 'page') {
      // The pictures the page draws first (the product's photo, the catalogue's first card) are
      // preloaded in the head, ahead of the scripts: the picture is asked for first.
      const { scripts, styles } = moduleFiles(manifest, rendered.modules, loadedByTemplate);
      const pictures = rendered.pictures.map(picturePreload);
      page = assemble(locale, description, styles, pictures, scripts, true, inlineFont);
      body = rendered.html;
      state = stateScript(rendered.state);
    }
    const html = fillTemplate(page, body, state, locale, numerals);
    return {
      status: meta.status ?? 200,
      html,
      etag: pageEtag(html),
      shared: !meta.noindex,
      shows: reads.shows(),
      searches: reads.searches(),
      namesAlike: reads.namesAlike(),
    };
  }

  /** The `Link` header of a page's answer: a Bengali page's font preloads (bengali-font-head.ts). */
  const linkHeader = (locale: Locale, inlineFont: boolean) =>
    (locale === 'bn' ? bengaliFont.linkHeader(inlineFont) : '') || undefined;

  return { build, linkHeader };
}
