// Each page's <title>, description, Open Graph and JSON-LD, rendered into index.html on the server
// so crawlers and link previews see them without running the app.
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/contract/site';

export type PageMeta = {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  status?: number;
};

type Resolver = (
  app: FastifyInstance,
  params: Record<string, string>,
) => Promise<PageMeta | null> | PageMeta | null;

const STATIC_PAGES: Record<string, PageMeta> = {
  '/': {
    title: `Industrial Chemicals Catalogue | ${COMPANY.shortName}`,
    description: COMPANY.description,
  },
  '/home': {
    title: `${COMPANY.name} | ${COMPANY.tagline}`,
    description: COMPANY.description,
  },
  '/about': {
    title: `About Us | ${COMPANY.shortName}`,
    description: `${COMPANY.name} has supplied industrial chemicals in Bangladesh since ${COMPANY.founded}. ${COMPANY.vision}`,
  },
  '/careers': {
    title: `Careers | ${COMPANY.shortName}`,
    description: `Open positions at ${COMPANY.name}, Dhaka.`,
  },
  '/contact': {
    title: `Contact Us | ${COMPANY.shortName}`,
    description: `Call, e-mail or visit ${COMPANY.name} in ${COMPANY.address.city}. Ask for prices and specifications.`,
  },
  '/login': {
    title: `Sign In | ${COMPANY.shortName}`,
    description: 'Sign in to your account.',
    noindex: true,
  },
  '/signup': {
    title: `Create Account | ${COMPANY.shortName}`,
    description: 'Create an account.',
    noindex: true,
  },
  '/profile': { title: `Your Profile | ${COMPANY.shortName}`, description: 'Your account.', noindex: true },
};

// Pages with parameters register here (for example the product page); the first match wins.
const dynamicPages: { pattern: RegExp; keys: string[]; resolve: Resolver }[] = [];

export function registerPageMeta(path: string, resolve: Resolver) {
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/:([a-zA-Z]+)/g, (_, key) => {
      keys.push(key);
      return '([^/]+)';
    })}/?$`,
  );
  dynamicPages.push({ pattern, keys, resolve });
}

export async function resolvePageMeta(app: FastifyInstance, pathname: string): Promise<PageMeta> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PAGES[normalised]) return STATIC_PAGES[normalised];
  for (const page of dynamicPages) {
    const match = page.pattern.exec(normalised);
    if (!match) continue;
    const params = Object.fromEntries(page.keys.map((key, i) => [key, decodeURIComponent(match[i + 1])]));
    const meta = await page.resolve(app, params);
    if (meta) return meta;
  }
  if (normalised.startsWith('/admin')) {
    return {
      title: `Administration | ${COMPANY.shortName}`,
      description: 'Administration area.',
      noindex: true,
    };
  }
  return {
    title: `Page Not Found | ${COMPANY.shortName}`,
    description: COMPANY.description,
    noindex: true,
    status: 404,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderHead(meta: PageMeta, url: string, publicUrl: string): string {
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
