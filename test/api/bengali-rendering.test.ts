// What the server's HTML of a Bengali page brings and draws before any script runs: the Bengali
// font, its rules in the head and its files preloaded; an unknown product's page that says the product is not found (as the English one
// does); English fragments (the brand in Latin letters, a product with no Bengali name) marked
// lang="en".
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { productPath } from '@/contract/product-slug';
import { COMPANY } from '@/contract/site';
import bengaliCommon from '@/i18n/catalogs/bn/common.json';
import bengaliCoreMessages from '@/i18n/catalogs/bn/core-messages.json';
import englishCommon from '@/i18n/catalogs/en/common.json';
import { products } from '@/server/db/schema';
import { INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp, templateWebDir } from '../helpers/web-dir';

// The built app's font files, as Vite's manifest names them beside the Bengali texts' chunk.
const FONT_FILES = ['400', '700'].map((weight) => ({
  source: `node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  built: `assets/noto-sans-bengali-bengali-${weight}-normal-Ab12Cd34.woff2`,
}));

// Its stylesheet as Vite builds it (src/web/i18n/bengali-font.css), shortened.
const FONT_STYLESHEET = 'assets/bengali-font-Ij90Kl12.css';
const FONT_RULES = FONT_FILES.map(
  ({ built }, i) =>
    `@font-face{font-family:Noto Sans Bengali;font-weight:${i ? 700 : 400};font-display:block;src:url(/${built})format("woff2")}`,
).join('');

function webDirWithFonts() {
  const webDir = templateWebDir();
  fs.mkdirSync(path.join(webDir, 'assets'));
  for (const { source, built } of FONT_FILES) fs.copyFileSync(source, path.join(webDir, built));
  fs.writeFileSync(path.join(webDir, FONT_STYLESHEET), `${FONT_RULES}\n`);
  fs.mkdirSync(path.join(webDir, '.vite'));
  const manifest = {
    'src/web/i18n/public-bn.ts': {
      file: 'assets/public-bn-Ef56Gh78.js',
      css: [FONT_STYLESHEET],
      assets: FONT_FILES.map(({ built }) => built),
    },
  };
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}

const stored: Record<string, { _id: string; name: string }> = {};
const t = setupApi(() => createRenderingTestApp(webDirWithFonts()));
beforeAll(async () => {
  const rows = await t.app.db
    .insert(products)
    .values([
      {
        name: 'Caustic Soda Flakes 99%',
        nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
        description: 'Flakes.',
        category: 'Alkalis',
      },
      { name: 'Sodium Lauryl Sulphate', description: 'Surfactant.', category: 'Detergents' },
    ])
    .returning();
  for (const row of rows) stored[row.name] = { _id: row.id, name: row.name };
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(mainOf(html))?.[1];
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queryKey: unknown[]; state: { status: string; error: { status: number } | null } }[];
  };

const fontPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(([tag]) => tag);

describe('the Bengali font', () => {
  it.each(['/bn', '/bn/about', '/bn/products/nothing-like-this-0000aaaa', '/bn/login', '/bn/quote-basket'])(
    'is preloaded by %s, from files the server serves',
    async (url) => {
      const preloads = fontPreloads((await get(url)).body);
      expect(preloads).toHaveLength(FONT_FILES.length);
      for (const [i, tag] of preloads.entries()) {
        expect(tag).toContain(' crossorigin');
        expect(tag).toContain('type="font/woff2"');
        const href = /href="([^"]+)"/.exec(tag)?.[1] ?? '';
        expect(href).toBe(`/${FONT_FILES[i].built}`);
        const font = await get(href);
        expect(font.statusCode).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.rawPayload.equals(fs.readFileSync(FONT_FILES[i].source))).toBe(true);
      }
    },
  );

  it('is not preloaded by English pages', async () => {
    for (const url of ['/', '/about', '/login', '/products/nothing-like-this-0000aaaa']) {
      expect(fontPreloads((await get(url)).body), url).toEqual([]);
    }
  });

  // A stylesheet of its own would hold up the first paint for one more request. Its link stays, never
  // fetched, so that the browser's loader of the Bengali words does not fetch it either.
  it.each(['/bn', '/bn/about', '/bn/login'])(
    'has its rules written into the head of %s, its stylesheet linked disabled',
    async (url) => {
      const head = /<head>(.*)<\/head>/s.exec((await get(url)).body)?.[1] ?? '';
      expect(head).toContain(`<style>${FONT_RULES}</style>`);
      const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
      expect(links).toEqual([`<link rel="stylesheet" href="/${FONT_STYLESHEET}" disabled>`]);
    },
  );

  // The first paint waits for the font (its stylesheet's last rule): an inline script, allowed by its
  // hash alone, after the one every page has (the Intl warm-up, src/server/lib/intl-warm-up-script.ts).
  it('has the head of a Bengali page wait for it with a script the policy allows, English pages not', async () => {
    const bengali = await get('/bn/contact');
    const scripts = [...bengali.body.matchAll(/<script>(.*?)<\/script>/gs)].map(([, source]) => source);
    expect(scripts).toHaveLength(2);
    expect(`<script>${scripts[0]}</script>`).toBe(INTL_WARM_UP_SCRIPT);
    expect(scripts[1]).toContain("'bengali-font-loading'");
    for (const source of scripts) {
      const hash = createHash('sha256').update(source).digest('base64');
      expect(bengali.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
    expect((await get('/contact')).body).not.toContain('bengali-font-loading');
  });

  it('has no rules in the head of English pages', async () => {
    for (const url of ['/', '/about', '/login']) {
      const body = (await get(url)).body;
      expect(body, url).not.toContain('<style>');
      expect(body, url).not.toContain(FONT_STYLESHEET);
    }
  });
});

describe("an unknown product's page", () => {
  it.each([
    [
      '/bn/products/nothing-like-this-0000aaaa',
      bengaliCoreMessages[PRODUCT_TEXT.notFoundTitle],
      bengaliCommon['common.loading'],
    ],
    ['/products/nothing-like-this-0000aaaa', PRODUCT_TEXT.notFoundTitle, englishCommon['common.loading']],
  ])('%s is rendered by the server as not found, with a 404', async (url, heading, loading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(h1Of(response.body)).toBe(heading);
    expect(mainOf(response.body)).not.toContain(loading);
    // The browser hydrates from the same answer, without asking again.
    const [detail] = stateOf(response.body).queries;
    expect(detail.queryKey).toContain('nothing-like-this-0000aaaa');
    expect(detail.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });
});

describe('English fragments on Bengali pages', () => {
  it('marks the brand in Latin letters with lang="en" on Bengali pages, and nothing on English ones', async () => {
    const bengali = (await get('/bn/about')).body;
    expect(bengali).toContain(`<span lang="en">${COMPANY.shortName}</span>`);
    expect(bengali).toContain(`<span lang="en">${COMPANY.name}</span>`);
    const english = (await get('/about')).body;
    expect(english).toContain(COMPANY.shortName);
    expect(english).not.toContain('lang="en"><');
    expect(english).not.toContain('<span lang="en">');
  });

  it('marks a product name with lang="en" where the product has no Bengali name', async () => {
    const englishOnly = stored['Sodium Lauryl Sulphate'];
    const page = (await get(`/bn${productPath(englishOnly)}`)).body;
    expect(h1Of(page)).toBe('<span lang="en">Sodium Lauryl Sulphate</span>');
    const withBengali = (await get(`/bn${productPath(stored['Caustic Soda Flakes 99%'])}`)).body;
    expect(h1Of(withBengali)).toBe('কস্টিক সোডা ফ্লেক্স ৯৯%');
    const catalogue = (await get('/bn')).body;
    expect(catalogue).toContain('<span lang="en">Sodium Lauryl Sulphate</span>');
    expect(catalogue).not.toContain('<span lang="en">কস্টিক');
  });
});
