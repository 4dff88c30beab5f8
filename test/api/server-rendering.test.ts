// Public pages rendered on the server: the HTML itself carries the products, prices and texts and
// the data the browser hydrates from; product addresses carry a slug (ids and stale slugs redirect);
// pages and API reads answer 304 to a matching ETag; a change through the API shows on the next load.
import { beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { warmUpHomePages } from '@/server/features/site';
import { pageCacheKey } from '@/server/features/site/page-cache';
import { BENGALI_FONT_COOKIE } from '@/server/lib/bengali-font-wait';
import { EARLY_TAP_HASH, EARLY_TAP_SCRIPT } from '@/server/lib/early-tap-script';
import { INTL_WARM_UP_HASH, INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { AFTER_STYLESHEETS_HASH, AFTER_STYLESHEETS_SCRIPT } from '@/server/lib/page-code';
import { setupApi } from '../helpers/api';
import { multipart, type Part } from '../helpers/multipart';
import { bearer } from '../helpers/users';
import { createRenderingTestApp } from '../helpers/web-dir';

const t = setupApi(() => createRenderingTestApp());
const admin = t.signUpAdmin();

const fields = {
  name: 'Sulphuric Acid 98%',
  description: 'Concentrated sulphuric acid for batteries, fertiliser and effluent treatment.',
  category: 'Acids & Alkalis',
  casNumber: '7664-93-9',
  price: JSON.stringify({
    minValue: 95,
    maxValue: 110,
    currency: 'BDT',
    unit: 'kg',
    contactForPrice: false,
  }),
};

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part>) {
  const body = await multipart(parts);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The query cache the page hands to the browser. */
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

let product: { _id: string; name: string; casNumber: string };
beforeAll(async () => {
  const response = await send('POST', '/api/products', {
    ...fields,
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
  });
  expect(response.statusCode, response.body).toBe(201);
  product = response.json().product;
});

describe('server-rendered pages', () => {
  it('puts the product, its price and its description in the product page, with its data', async () => {
    const url = productPath(product);
    expect(url).toBe(`/products/sulphuric-acid-98-7664-93-9-${product._id.slice(0, 8)}`);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Sulphuric Acid 98%<\/h1>/);
    expect(html).toContain('৳ 95 - ৳ 110 per kg');
    expect(html).toContain('Concentrated sulphuric acid for batteries');
    expect(html).toContain(`<link rel="canonical" href="https://chem.example${url}">`);
    // The browser's first render reads this instead of asking the API.
    const detail = stateOf(html).queries.find((query) => query.queryKey[1] === url.split('/')[2]);
    expect(detail?.state.data).toMatchObject({ _id: product._id, name: 'Sulphuric Acid 98%' });
    // The Content-Security-Policy runs three inline scripts, the Intl warm-up, the early-tap note and
    // the loader of the page's code, each allowed by its hash; every other script tag is a data block.
    const inline = [INTL_WARM_UP_SCRIPT, EARLY_TAP_SCRIPT, AFTER_STYLESHEETS_SCRIPT];
    for (const script of inline) expect(html).toContain(script);
    const policy = response.headers['content-security-policy'] as string;
    for (const hash of [INTL_WARM_UP_HASH, EARLY_TAP_HASH, AFTER_STYLESHEETS_HASH]) {
      expect(policy).toContain(hash);
    }
    const dataOnly = inline.reduce((rest, script) => rest.replace(script, ''), html);
    for (const [tag] of dataOnly.matchAll(/<script[^>]*>/g)) {
      expect(tag).toMatch(/type="application\/(json|ld\+json)"/);
    }
  });

  it('lists the products with their prices on the catalogue, and the texts of the other pages', async () => {
    const catalogue = (await get('/')).body;
    expect(catalogue).toContain('Sulphuric Acid 98%');
    expect(catalogue).toContain('৳ 95 - ৳ 110 per kg');
    expect(catalogue).toContain(`href="${productPath(product)}"`);
    for (const [url, text] of [
      ['/about', 'About us'],
      ['/careers', 'Careers'],
      ['/contact', 'Contact'],
      ['/home', 'Meghna'],
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/<main[^>]*>.*<h1/s);
      expect(response.body, url).toContain(text);
    }
  });

  // Each rendering asks the API through its own page's reads (entry-server.tsx), switched off
  // between renderings: pages rendered at once, and one after they all ended, each get their own.
  it('renders pages asked for at once from their own answers, and the next one after them', async () => {
    const urls = [
      `${productPath(product)}?at-once=1`,
      '/bn/about?at-once=1',
      '/?at-once=1',
      '/contact?at-once=1',
    ];
    const pages = await Promise.all(urls.map((url) => get(url)));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages[0].body).toMatch(/<h1[^>]*>Sulphuric Acid 98%<\/h1>/);
    expect(pages[1].body).toContain('<html lang="bn"');
    expect(pages[2].body).toContain('৳ 95 - ৳ 110 per kg');
    expect(pages[3].body).toContain('Contact');
    const after = await get(`${productPath(product)}?after=1`);
    expect(after.body).toMatch(/<h1[^>]*>Sulphuric Acid 98%<\/h1>/);
    expect(stateOf(after.body).queries.length).toBeGreaterThan(0);
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
    const unknownProduct = await get('/products/nothing-like-this-0000aaaa');
    expect(unknownProduct.statusCode).toBe(404);
  });

  it('leaves admin and account pages to the browser', async () => {
    const response = await get('/admin');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/login')).body).toContain('<div id="root"></div>');
  });
});

describe('the pictures a page draws first', () => {
  it("preloads the product's photo at the top of the head, as its <img> asks for it", async () => {
    const html = (await get(productPath(product))).body;
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    const photo = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    expect(attribute(preloads[0], 'href')).toBe(attribute(photo, 'src'));
    expect(attribute(preloads[0], 'imagesrcset')).toBe(attribute(photo, 'srcset'));
    expect(attribute(preloads[0], 'imagesizes')).toBe(attribute(photo, 'sizes'));
    expect(attribute(preloads[0], 'imagesrcset')).toMatch(/\.webp \d+w/);
    // The first of the head's preloads, ahead of the code's.
    expect(head.search(/<link rel="(module)?preload"/)).toBe(head.indexOf('<link rel="preload" as="image"'));
  });
});

describe('product addresses', () => {
  it('redirects the id address and a wrong slug permanently to the slug address, keeping the query', async () => {
    const byId = await get(`/products/${product._id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(productPath(product));
    const wrong = await get(`/products/sulfuric-${product._id.slice(0, 8)}?ref=mail`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${productPath(product)}?ref=mail`);
  });

  it('answers the API detail by slug as by id', async () => {
    const slug = productPath(product).split('/')[2];
    const response = await get(`/api/products/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(product._id);
    expect((await get('/api/products/not-a-slug')).statusCode).toBe(404);
  });

  it('lists slug addresses in the sitemap and the product JSON-LD', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`https://chem.example${productPath(product)}`);
    expect((await get(productPath(product))).body).toContain(
      `"url":"https://chem.example${productPath(product)}"`,
    );
  });
});

describe('caching', () => {
  it('answers a page with a short shared cache and an ETag, and 304 when it has not changed', async () => {
    const first = await get('/careers');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/careers', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/careers', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength((await get('/')).body) / 2);
  });

  it('answers API reads with an ETag and 304', async () => {
    const list = await get('/api/products');
    const etag = String(list.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/api/products', { 'if-none-match': etag })).statusCode).toBe(304);
    const detail = await get(`/api/products/${product._id}`);
    expect(
      (await get(`/api/products/${product._id}`, { 'if-none-match': String(detail.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('shows an edited product at once on its page and the catalogue, and its new address', async () => {
    const oldUrl = productPath(product);
    expect((await get(oldUrl)).body).toContain('Sulphuric Acid 98%');
    expect((await get('/')).body).toContain('Sulphuric Acid 98%');
    const etag = String((await get('/')).headers.etag);

    const response = await send('PUT', `/api/products/${product._id}`, {
      ...fields,
      name: 'Battery Acid 35%',
    });
    expect(response.statusCode, response.body).toBe(200);

    const renamed = { ...product, name: 'Battery Acid 35%' };
    const moved = await get(oldUrl);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(productPath(renamed));
    const page = await get(productPath(renamed));
    expect(page.body).toMatch(/<h1[^>]*>Battery Acid 35%<\/h1>/);
    const catalogue = await get('/', { 'if-none-match': etag });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).toContain('Battery Acid 35%');
    expect(catalogue.body).not.toContain('Sulphuric Acid 98%');
  });
});

describe('the home pages rendered ahead of the first visitors', () => {
  it('keeps both languages rendered and compressed, and serves visitors that rendering', async () => {
    t.app.htmlCache.clear();
    expect(t.app.htmlCache.get('/')).toBeUndefined();
    await warmUpHomePages(t.app);
    // The Bengali one both as a first visit's page, which carries its font, and as the one naming
    // the font's file, for a browser that holds it (web-app.ts).
    const holdsFont = { cookie: `${BENGALI_FONT_COOKIE}=1` };
    const visits = [
      { url: '/', key: '/', headers: {} },
      { url: '/bn', key: pageCacheKey('/bn', true), headers: {} },
      { url: '/bn', key: '/bn', headers: holdsFont },
    ];
    for (const { url, key, headers } of visits) {
      const kept = t.app.htmlCache.get(key);
      expect(kept?.status, key).toBe(200);
      expect(kept?.encoded?.br, key).toBeDefined();
      const visit = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(kept?.etag),
        ...headers,
      });
      expect(visit.statusCode, key).toBe(304);
    }
    expect(t.app.htmlCache.get('/bn')?.html).toContain('lang="bn"');
  });
});
