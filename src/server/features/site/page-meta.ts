// Each page's <title>, description, Open Graph and JSON-LD, rendered into index.html on the server
// so crawlers and link previews see them without running the app. Titles and descriptions come from
// the table the browser uses too (src/contract/pages.ts); features with pages of their own (products,
// careers) hand their resolvers and sitemap entries to buildApp as sections of one registry. A
// resolver that needs data reads the API answer the page's body is drawn from (page-reads.ts).
import type { FastifyInstance } from 'fastify';
import { ADMIN_PAGE, NOT_FOUND_PAGE, PAGES, type PageText } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import type { Numerals } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';
import { companyDescription, localizePage, OG_LOCALES } from '@/i18n/page-text';
import { translator } from '@/server/i18n/translator';
import { type PageReads, pageReads } from './page-reads';

export type JsonLd = Record<string, unknown>;

export type PageMeta = PageText & {
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: JsonLd;
  status?: number;
  /** The page's one address when it was asked for by another (answered with a 301). */
  redirect?: string;
};

/**
 * `locale` is the page's language (its address without /bn is what is resolved); `reads` the API
 * answers the page's body is rendered from.
 */
export type PageResolver = (
  app: FastifyInstance,
  params: Record<string, string>,
  locale: Locale,
  reads: PageReads,
) => Promise<PageMeta | null> | PageMeta | null;

export type SitemapEntry = { path: string; lastmod?: Date };

/** What one feature contributes to the site's pages. */
export type PageSection = {
  /** Path patterns such as "/products/:id"; a resolver answering null lets the next one try. */
  pages?: Record<string, PageResolver>;
  sitemap?: (app: FastifyInstance) => Promise<SitemapEntry[]> | SitemapEntry[];
  /** Old or duplicate addresses, answered with a permanent redirect that keeps the query string. */
  redirects?: Record<string, string>;
};

export type PageRegistry = {
  resolve(app: FastifyInstance, pathname: string, locale: Locale, reads: PageReads): Promise<PageMeta>;
  sitemap(app: FastifyInstance): Promise<SitemapEntry[]>;
  redirectFor(pathname: string): string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageRegistry;
  }
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function compilePattern(path: string) {
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/:([a-zA-Z]+)/g, (_, key) => {
      keys.push(key);
      return '([^/]+)';
    })}$`,
  );
  return { pattern, keys };
}

export function createPageRegistry(sections: PageSection[]): PageRegistry {
  const dynamicPages = sections.flatMap((section) =>
    Object.entries(section.pages ?? {}).map(([path, resolve]) => ({ ...compilePattern(path), resolve })),
  );
  const redirects = new Map(sections.flatMap((section) => Object.entries(section.redirects ?? {})));

  return {
    async resolve(app, pathname, locale, reads) {
      const path = normalise(pathname);
      for (const page of dynamicPages) {
        const match = page.pattern.exec(path);
        if (!match) continue;
        let params: Record<string, string>;
        try {
          params = Object.fromEntries(page.keys.map((key, i) => [key, decodeURIComponent(match[i + 1])]));
        } catch {
          continue; // a malformed %-escape is simply a page that does not exist
        }
        const meta = await page.resolve(app, params, locale, reads);
        if (meta) return meta;
      }
      if (Object.hasOwn(PAGES, path)) return PAGES[path as keyof typeof PAGES];
      if (path.startsWith('/admin/')) return ADMIN_PAGE;
      return { ...NOT_FOUND_PAGE, status: 404 };
    },
    async sitemap(app) {
      const entries: SitemapEntry[] = [];
      for (const section of sections) if (section.sitemap) entries.push(...(await section.sitemap(app)));
      return entries;
    },
    redirectFor: (pathname) => redirects.get(normalise(pathname)) ?? null,
  };
}

/**
 * The page's texts in its language (src/i18n/page-text.ts), and a translated page's structured data
 * marked with that language: the page itself joins the graph as a WebPage whose inLanguage says so,
 * and the company is described in that language, as the page's own description is.
 */
export function localizePageMeta(meta: PageMeta, locale: Locale, numerals: Numerals, url: string): PageMeta {
  const { t } = translator(locale, numerals);
  const localized = localizePage(meta, locale, t, numerals);
  // English pages keep their structured data as it is: English is what it is written in.
  if (!meta.jsonLd || locale === 'en') return localized;
  const { '@context': context, '@graph': graph, ...single } = meta.jsonLd;
  const described = companyDescription(locale, t, numerals);
  const nodes = (Array.isArray(graph) ? graph : [single]).map((node: JsonLd) =>
    node.description === COMPANY.description ? { ...node, description: described } : node,
  );
  const webPage = { '@type': 'WebPage', '@id': url, url, name: localized.title, inLanguage: locale };
  return { ...localized, jsonLd: { '@context': context, '@graph': [...nodes, webPage] } };
}

/** The metadata of the page at `pathname`, as the server renders it (on reads of its own). */
export const resolvePageMeta = (app: FastifyInstance, pathname: string, locale: Locale = 'en') =>
  app.pages.resolve(app, pathname, locale, pageReads(app, locale));

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderHead(meta: PageMeta, url: string, publicUrl: string, locale: Locale = 'en'): string {
  const image = meta.image ? new URL(meta.image, publicUrl).href : `${publicUrl}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY.name)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    ...Object.entries(OG_LOCALES)
      .filter(([other]) => other !== locale)
      .map(([, name]) => `<meta property="og:locale:alternate" content="${name}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (meta.jsonLd) {
    // "<" is escaped so the JSON can never close the script element.
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
