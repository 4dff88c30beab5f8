// What the server's HTML of a Bengali page brings and draws before any script runs: the Bengali
// font, its rules in the head and its regular face preloaded, its code named for the head's script to
// load once the font is in; an unknown product's page that says the product is not found (as the English one
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
import { BENGALI_FONT_COOKIE } from '@/server/lib/bengali-font-wait';
import { EARLY_TAP_SCRIPT } from '@/server/lib/early-tap-script';
import { INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp, templateWebDir } from '../helpers/web-dir';

// The built app's font files, as Vite's manifest names them beside the Bengali texts' chunk.
const FONT_FILES = ['400', '700'].map((weight) => ({
  source: `src/web/fonts/noto-sans-bengali-${weight}.woff2`,
  built: `assets/noto-sans-bengali-${weight}-Ab12Cd34.woff2`,
}));
const [REGULAR, BOLD] = FONT_FILES;

// Its stylesheet as Vite builds it (src/web/i18n/bengali-font.css), shortened.
const FONT_STYLESHEET = 'assets/bengali-font-Ij90Kl12.css';
const REGULAR_RULE = `@font-face{font-family:Noto Sans Bengali;font-weight:400;font-display:block;src:url(/${REGULAR.built})format("woff2")}`;
const BOLD_RULE = `@font-face{font-family:Noto Sans Bengali;font-weight:700;font-display:block;src:local(Noto Sans Bengali Bold),url(/${BOLD.built})format("woff2");unicode-range:U+980-9FE}`;
const FONT_RULES = `${REGULAR_RULE}${BOLD_RULE}:root{--font-sans:"Noto Sans Bengali", sans-serif}`;

// The entry's scripts, which index.html loads, and a page's own module (src/web/features/site).
const ENTRY_SCRIPTS = ['/assets/framework-Aa11.js', '/assets/app-Bb22.js'];
const ABOUT_PAGE_MODULE = 'assets/about-page-Dd44.js';

function webDirWithFonts() {
  const webDir = templateWebDir();
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html lang="en"><head><!--app-head-->
    ${ENTRY_SCRIPTS.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('\n    ')}
    </head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`,
  );
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
    'src/web/features/site/about-page.tsx': { file: ABOUT_PAGE_MODULE },
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

// A browser that has held the font's file (the cookie its page's script sets): its pages name the
// file. A first visit's page carries the face in itself (below).
const HOLDS_FONT = { cookie: `${BENGALI_FONT_COOKIE}=1` };
const get = (url: string, headers: Record<string, string> = HOLDS_FONT) =>
  t.app.inject({ method: 'GET', url, headers });
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
  // The bold face is loaded after the page is shown (src/server/features/site/bengali-font-head.ts).
  it.each(['/bn', '/bn/about', '/bn/products/nothing-like-this-0000aaaa', '/bn/login', '/bn/quote-basket'])(
    'has its regular face preloaded by %s, in the HTML and a Link header, from a file the server serves',
    async (url) => {
      const page = await get(url);
      const preloads = fontPreloads(page.body);
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toContain(' crossorigin');
      expect(preloads[0]).toContain('type="font/woff2"');
      expect(/href="([^"]+)"/.exec(preloads[0])?.[1]).toBe(`/${REGULAR.built}`);
      expect(page.headers.link).toBe(
        `</${REGULAR.built}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
      );
      const font = await get(`/${REGULAR.built}`);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.equals(fs.readFileSync(REGULAR.source))).toBe(true);
    },
  );

  const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  const pageCode = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-code">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

  // Two round trips fewer on a phone network (web-app.ts): for this browser only, and kept apart
  // from the page that names the file.
  it.each(['/bn', '/bn/about', '/bn/login'])(
    'carries its regular face in %s for a browser without its file nor a Bengali font',
    async (url) => {
      const page = await get(url, { 'user-agent': DESKTOP });
      expect(fontPreloads(page.body)).toEqual([]);
      expect(page.headers.link).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const carried = /src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)format\("woff2"\)/.exec(
        page.body,
      )?.[1];
      expect(Buffer.from(carried ?? '', 'base64').equals(fs.readFileSync(REGULAR.source))).toBe(true);
      // Late in the head, after the page's description and pictures, whose preloads it would hold
      // up, and before the script that waits for it.
      const head = /<head>(.*)<\/head>/s.exec(page.body)?.[1] ?? '';
      expect(head.indexOf('data:font/woff2')).toBeGreaterThan(head.indexOf('<title>'));
      expect(head.indexOf('data:font/woff2')).toBeLessThan(head.indexOf("'bengali-font-loading'"));
      // Its script fetches the file once the page's code is in, for the next pages.
      expect(pageCode(page.body).keep).toBe(`/${REGULAR.built}`);

      const named = await get(url);
      expect(named.body).not.toContain('data:font/woff2');
      expect(fontPreloads(named.body)).toHaveLength(1);
      expect(pageCode(named.body).keep).toBeUndefined();
      expect((await get(url, { 'user-agent': DESKTOP })).body).toBe(page.body);
    },
  );

  const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
  it.each([
    ['Android, which has the font and never asks for it', ANDROID],
    ['a crawler, which keeps no cookie', BINGBOT],
  ])('names the file for %s', async (_who, userAgent) => {
    const page = await get('/bn', { 'user-agent': userAgent });
    expect(page.body).not.toContain('data:font/woff2');
    expect(fontPreloads(page.body)).toHaveLength(1);
    expect(page.headers['cache-control']).toContain('public');
  });

  it('is not preloaded by English pages', async () => {
    for (const url of ['/', '/about', '/login', '/products/nothing-like-this-0000aaaa']) {
      const page = await get(url);
      expect(fontPreloads(page.body), url).toEqual([]);
      expect(page.headers.link, url).toBeUndefined();
    }
  });

  // A stylesheet of its own would hold up the first paint for one more request. Its link stays, never
  // fetched, so that the browser's loader of the Bengali words does not fetch it either.
  it.each(['/bn', '/bn/about', '/bn/login'])(
    'has its rules but the bold face written into the head of %s, its stylesheet linked disabled',
    async (url) => {
      const head = /<head>(.*)<\/head>/s.exec((await get(url)).body)?.[1] ?? '';
      expect(head).toContain(`<style>${FONT_RULES.replace(BOLD_RULE, '')}</style>`);
      const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
      expect(links).toEqual([`<link rel="stylesheet" href="/${FONT_STYLESHEET}" disabled>`]);
    },
  );

  // The first paint waits for the font (its stylesheet's last rule): an inline script, allowed by its
  // hash alone, after the two every page has (the Intl warm-up, src/server/lib/intl-warm-up-script.ts,
  // and the early-tap note, src/server/lib/early-tap-script.ts).
  it('has the head of a Bengali page wait for it with a script the policy allows, English pages not', async () => {
    const bengali = await get('/bn/contact');
    const scripts = [...bengali.body.matchAll(/<script>(.*?)<\/script>/gs)].map(([, source]) => source);
    expect(scripts).toHaveLength(3);
    expect(`<script>${scripts[0]}</script>`).toBe(INTL_WARM_UP_SCRIPT);
    expect(`<script>${scripts[1]}</script>`).toBe(EARLY_TAP_SCRIPT);
    expect(scripts[2]).toContain("'bengali-font-loading'");
    for (const source of scripts) {
      const hash = createHash('sha256').update(source).digest('base64');
      expect(bengali.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
    expect((await get('/contact')).body).not.toContain('bengali-font-loading');
  });

  // The script (src/server/lib/bengali-font-wait.ts) asks for the page's code once the font is in, and
  // for the bold face after it, from the page's data.
  it("names a Bengali page's code and its bold face only in the data its script reads", async () => {
    const bengali = (await get('/bn/about')).body;
    expect(bengali).not.toContain('<script type="module"');
    expect(bengali).not.toContain('<link rel="modulepreload"');
    const data = /<script type="application\/json" id="page-code">(.*?)<\/script>/s.exec(bengali)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      bold: {
        src: `local(Noto Sans Bengali Bold),url(/${BOLD.built})format("woff2")`,
        unicodeRange: 'U+980-9FE',
      },
      // The Bengali words' chunk and the page's own module.
      preload: ['/assets/public-bn-Ef56Gh78.js', `/${ABOUT_PAGE_MODULE}`],
      run: ENTRY_SCRIPTS,
    });
    // The data comes before the script that reads it, the last of the head.
    const head = /<head>(.*)<\/head>/s.exec(bengali)?.[1] ?? '';
    expect(head.indexOf('id="page-code"')).toBeLessThan(head.indexOf("'bengali-font-loading'"));

    // An English page's code waits for its stylesheets, not for the font, nor the bold face.
    const english = (await get('/about')).body;
    expect(english).not.toContain('bengali-font-loading');
    const englishHead = /<head>(.*)<\/head>/s.exec(english)?.[1] ?? '';
    expect(englishHead).not.toContain('id="page-code"');
    const englishData = /<script type="application\/json" id="page-code">(.*?)<\/script>/s.exec(english)?.[1];
    expect(JSON.parse(englishData ?? 'null')).toEqual({
      preload: [`/${ABOUT_PAGE_MODULE}`],
      run: ENTRY_SCRIPTS,
    });
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
