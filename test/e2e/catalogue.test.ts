// The catalogue as a visitor meets it, on a phone and a desktop: the empty shop's welcome, search
// (shared through the address, forgiving typos), paging, a product page with its gallery,
// favorite, share, tabs, related and recently viewed products, and a missing product.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { productPath } from '@/contract/product-slug';
import { cardLayout, cardNames, darkestPixelAtSearchBoxEnd } from './catalogue-helpers';
import { type apiClient, type CreatedProduct, createProduct } from './helpers/api';
import {
  expectNoAxeViolations,
  expectToast,
  hasBrowser,
  keepServerElements,
  newPage,
  pageErrors,
  replacedByHydration,
  screenshot,
} from './helpers/browser';
import { startServer } from './helpers/server';
import { describe, expect, type OpenPage, it as siteIt, VIEWPORT_NAMES } from './helpers/site';

type Catalogue = { sulphuric: CreatedProduct; nitric: CreatedProduct };

/** The catalogue the journeys read: 15 products the admin adds through the API. */
async function fillCatalogue(api: ReturnType<typeof apiClient>, token: string): Promise<Catalogue> {
  const sulphuric = await createProduct(api, token, {
    name: 'Sulphuric Acid 98%',
    category: 'Acids & Alkalis',
    casNumber: '7664-93-9',
    description: `Concentrated sulphuric acid for fertiliser blending, battery electrolyte and effluent pH control. ${'Supplied in acid-resistant HDPE carboys and drums. '.repeat(4)}`,
    price: { minValue: 28, maxValue: 32, currency: 'BDT', unit: 'kg', contactForPrice: false },
    extraPhotos: 7,
    hue: 10,
  });
  const nitric = await createProduct(api, token, {
    name: 'Nitric Acid 68%',
    category: 'Acids & Alkalis',
    price: { contactForPrice: true, currency: 'USD', unit: 'kg' },
    inStock: false,
    hue: 40,
  });
  await createProduct(api, token, { name: 'Sulphur Powder', category: 'Industrial Chemicals', hue: 60 });
  await createProduct(api, token, {
    name: 'Sulphuric Acid AR Grade',
    category: 'Laboratory Reagents',
    hue: 80,
  });
  for (let i = 1; i <= 11; i++) {
    await createProduct(api, token, {
      name: `Textile Auxiliary ${i}`,
      category: 'Textile Chemicals',
      hue: 20 * i,
    });
  }
  return { sulphuric, nitric };
}

// A product page's scripts, everything loaded by the end of its load on a phone, Brotli (the test
// below): at most 100 KB in both languages. This page's summary is short, so the sections under it
// are within reach of the screen and load with it (the footer loads no code). Preact renders the
// pages (vite.config.ts): about 55 KB in English and 56 KB in Bengali, of which the framework
// (Preact, TanStack Query, the router and the translator) is 22 KB.
const LOADED_SCRIPTS_LIMIT = { en: 100_000, bn: 100_000 };

const it = siteIt
  // Made once for the file, by the first test that reads it; each test asks for it by name.
  .extend('catalogue', { scope: 'file' }, async ({ site }) => fillCatalogue(site.api, site.adminToken))
  // A server of its own whose catalogue stays empty, whatever the other tests add.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('emptySite', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startServer();
    onCleanup(async () => {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    });
    return server;
  })
  .extend('openEmptyPage', async ({ emptySite, browser }, { onCleanup }): Promise<OpenPage> => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (viewport = 'desktop') => {
      const opened = await newPage(browser, emptySite.url, viewport);
      contexts.push(opened.context);
      return opened;
    };
  });

describe.skipIf(!hasBrowser)('the catalogue for visitors', () => {
  it.for(VIEWPORT_NAMES)(
    'greets guests with the welcome banner while the catalogue is empty (%s)',
    async (viewport, { emptySite, openEmptyPage }) => {
      const { page } = await openEmptyPage(viewport);
      await page.goto('/');
      await page.getByText('No products available').waitFor();
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      await page.getByRole('link', { name: 'Create Account' }).waitFor();
      await screenshot(page, `catalogue-empty-${viewport}`);
      await expectNoAxeViolations(page, `the empty catalogue (${viewport})`);
      await page.goto('/products');
      await page.waitForURL(`${emptySite.url}/`);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it('loads the catalogue without the admin code, within the JavaScript budget', async ({
    openEmptyPage,
  }) => {
    const { page } = await openEmptyPage('desktop');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.getByText('No products available').waitFor();
    await page.waitForLoadState('networkidle');
    const gzipped = scripts.reduce(
      (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join('dist/web', file))).length,
      0,
    );
    console.log(`catalogue route: ${scripts.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    // 155 KB with React Router, one chunk of every icon and a dozen small shared chunks; about 115 KB
    // since wouter, icons per chunk and the code a guest's first page does not need left it.
    expect(gzipped).toBeLessThan(120 * 1024);
    expect(scripts.some((file) => /product-form|products-tab|schemas/.test(file))).toBe(false);
  });

  // A product page's JavaScript, compressed: every script a phone fetches until the page has loaded
  // and the network is quiet (its own code, its words, and whatever it loads after), not only what
  // the HTML names, as the browser receives them (the Brotli files the server sends; a file too small
  // to have one, compressed here). The parts under the summary and the footer wait for the reader
  // to come near them (src/web/lib/lazy-part.ts), so a phone that has not scrolled loads none.
  it('loads at most 100 KB of scripts in English and in Bengali (Brotli) with a product page, in few requests', async ({
    site,
    openPage,
    catalogue: { sulphuric },
  }) => {
    const loaded = async (address: string) => {
      const { page } = await openPage('phone');
      const files = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname);
      });
      await page.goto(address, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const bytes = [...files].reduce((sum, file) => {
        const built = path.join('dist/web', file);
        return (
          sum +
          (fs.existsSync(`${built}.br`)
            ? fs.statSync(`${built}.br`).size
            : zlib.brotliCompressSync(fs.readFileSync(built)).length)
        );
      }, 0);
      console.log(`${address}: ${files.size} scripts loaded, ${(bytes / 1000).toFixed(1)} KB Brotli`);
      return { files: [...files], bytes };
    };
    const english = await loaded(productPath(sulphuric));
    expect(english.bytes).toBeLessThanOrEqual(LOADED_SCRIPTS_LIMIT.en);
    expect(english.files.length).toBeLessThanOrEqual(10);
    const bengali = await loaded(`/bn${productPath(sulphuric)}`);
    expect(bengali.bytes).toBeLessThanOrEqual(LOADED_SCRIPTS_LIMIT.bn);
    // Nothing of the admin's; and the HTML names only what the summary needs to hydrate, not the
    // parts under it or the footer, which load after.
    expect([...english.files, ...bengali.files].some((file) => /admin/.test(file))).toBe(false);
    // Nor does the entry chunk, which every page loads, carry the code or the preload lists of what only
    // some pages run: the admin pages and the admin's texts and header widgets, signing in, a profile's
    // changes (each a chunk loaded by what uses it).
    const entry = english.files.find((file) => /\/app-[\w-]+\.js$/.test(file));
    expect(entry).toBeDefined();
    expect(fs.readFileSync(path.join('dist/web', entry!), 'utf8')).not.toMatch(
      /assets\/(admin-dashboard-page|edit-product-page|leads-page|inquiries-page|admin-en|admin-bn|notification-bell)-|account\.(login\.failedRetry|signup\.failed|profile\.updateFailed)/,
    );
    const html = await (await fetch(`${site.url}${productPath(sulphuric)}`)).text();
    expect(html).toMatch(/product-page-[\w-]+\.js/);
    expect(html).not.toMatch(/(product-parts|product-details|footer|comments)-[\w-]+\.js/);
  });

  // The footer is the same on every page of a visit: the browser keeps the server's HTML of it and
  // never loads its code, however far the reader scrolls; its links still open pages in the app.
  it.for([
    ['/about', 'About Us'],
    ['/bn/contact', 'যোগাযোগ'],
  ])(
    'keeps the footer the server rendered, without its code, and follows its links in the app (%s)',
    async ([address, linkName], { openPage, catalogue: { sulphuric } }) => {
      const { page } = await openPage('phone');
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      const start = address.startsWith('/bn') ? `/bn${productPath(sulphuric)}` : productPath(sulphuric);
      await page.goto(start, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((file) => /\/footer-[\w-]+\.js$/.test(file))).toBe(false);
      // A full load would lose this mark.
      await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
      await footer.getByRole('link', { name: linkName, exact: true }).click();
      await page.waitForURL((url) => url.pathname === address);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
      await footer.waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it.for(['', '/bn'])(
    'hydrates the product page in place: every element the server drew stays, its lazy parts too (%s)',
    async (prefix, { openPage, catalogue: { sulphuric } }) => {
      const { page } = await openPage('phone');
      await keepServerElements(page);
      await page.goto(`${prefix}${productPath(sulphuric)}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      // Reaching the sections under the summary loads and hydrates them (their lazy part).
      await page.locator('#description').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const { drawn, replaced } = await replacedByHydration(page);
      expect(drawn).toBeGreaterThan(100);
      expect(replaced).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it.for(VIEWPORT_NAMES)(
    'searches as the visitor types, keeps the search in the address and pages (%s)',
    async (viewport, { site, openPage, catalogue: _filled }) => {
      const { page } = await openPage(viewport);
      // The first 12 cards come with the page from the server: while the browser's own calls for
      // products get no answer at all, it shows them, and never a skeleton.
      let answerTheApi = () => {};
      const apiHeld = new Promise<void>((resolve) => (answerTheApi = resolve));
      await page.route('**/api/products?*', async (route) => {
        await apiHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator('article').nth(11).waitFor();
      expect(await page.getByTestId('product-skeleton').count()).toBe(0);
      answerTheApi();
      await page.unrouteAll({ behavior: 'wait' });
      expect(await page.locator('article').count()).toBe(12);
      await page.getByText('Page 1 of 2').waitFor();
      await screenshot(page, `catalogue-${viewport}`);
      await expectNoAxeViolations(page, `the catalogue (${viewport})`);

      // Phones show two compact cards a row (picture, name, price, stock), nothing wider than the screen.
      const cards = await cardLayout(page);
      if (viewport === 'phone') {
        expect(cards[1].card.y).toBe(cards[0].card.y);
        expect(cards[1].card.x).toBeGreaterThanOrEqual(cards[0].card.x + cards[0].card.width);
        for (const { picture } of cards) {
          expect(picture.height).toBeLessThan(160);
          expect(picture.height).toBeCloseTo((picture.width * 3) / 4, 0); // the 4:3 box it reserves
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // The whole card is the tap target, not just its name.
        const { price } = cards[0];
        await page.mouse.click(price.x + 4, price.y + price.height / 2);
        await page.getByRole('heading', { level: 1, name: cards[0].name }).waitFor();
        await page.goBack();
        await page.locator('article').nth(11).waitFor();
      }

      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      await page.getByText('Page 2 of 2').waitFor();

      // An old link past the last page lands on the last page, not on an empty catalogue.
      await page.goto('/?page=99');
      await page.waitForURL(/page=2$/);
      await page.getByText('Page 2 of 2').waitFor();

      // A misspelt search still finds the product; the address carries it.
      await page.getByRole('searchbox', { name: 'Search products' }).fill('sulphric');
      await page.waitForURL(/q=sulphric/);
      await expect.poll(() => cardNames(page)).toContain('Sulphuric Acid 98%');
      // One clear button: the box's own, not the browser's beside it.
      expect(await page.getByRole('button', { name: 'Clear the search box' }).count()).toBe(1);
      expect(await darkestPixelAtSearchBoxEnd(page)).toBeGreaterThan(200);
      expect(page.url()).not.toContain('page=');

      // A shared link opens on the same search, also at the catalogue's old address.
      const shared = await openPage(viewport);
      await shared.page.goto('/products?q=nitric');
      await shared.page.waitForURL(`${site.url}/?q=nitric`);
      await expect.poll(() => cardNames(shared.page)).toEqual(['Nitric Acid 68%']);
      await expect(
        shared.page.getByRole('searchbox', { name: 'Search products' }).inputValue(),
      ).resolves.toBe('nitric');
      await shared.context.close();

      await page.getByRole('searchbox', { name: 'Search products' }).fill('zirconium');
      await page.getByText('No matching products found').waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.locator('article').nth(11).waitFor();

      await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('Acids & Alkalis');
      await page.waitForURL(/category=Acids/);
      await expect.poll(() => cardNames(page)).toEqual(['Nitric Acid 68%', 'Sulphuric Acid 98%']);
      // A long price range and a short price give the same card layout: the stock badge under the price.
      for (const { name, price, stock } of await cardLayout(page)) {
        expect(stock.y, name).toBeGreaterThanOrEqual(price.y + price.height);
        expect(stock.x, name).toBeCloseTo(price.x, 0);
      }
      await screenshot(page, `catalogue-acids-${viewport}`);
      await page.getByText('Contact for pricing').first().waitFor();
      await page.getByText('Out of Stock').first().waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it.for(VIEWPORT_NAMES)(
    'shows a product: gallery, fullscreen, price, tabs and the floating bar (%s)',
    async (viewport, { openPage, catalogue: _filled }) => {
      const { page } = await openPage(viewport);
      await page.goto('/?q=sulphuric');
      await page.getByRole('link', { name: 'Sulphuric Acid 98%' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sulphuric Acid 98%' }).waitFor();
      expect(await page.title()).toBe('Sulphuric Acid 98% | Meghna Chemicals');

      await expect(page.getByTestId('product-price').textContent()).resolves.toBe('৳ 28 - ৳ 32 per kg');
      await page.getByText(/^Indicative price before VAT/).waitFor();
      await page.getByText('In Stock').first().waitFor();
      await page.getByText(/^Added \d{1,2} \w+ \d{4}$/).waitFor();
      await page.getByText('CAS 7664-93-9').first().waitFor();
      await page.getByRole('link', { name: 'Read more' }).waitFor();
      await page.getByRole('link', { name: /Contact seller/ }).waitFor();
      await page.getByRole('button', { name: 'Request Quote' }).waitFor();
      // The pictures are responsive and sized before they load.
      const main = page.getByRole('img', { name: 'Sulphuric Acid 98%, photo 1 of 8' });
      expect(await main.getAttribute('srcset')).toMatch(/400w, .* 800w, .* 1200w/);
      expect(await main.getAttribute('width')).toBe('1200');
      expect(await main.getAttribute('sizes')).toBeTruthy();

      // Gallery: 5 thumbnails then "+3", arrows, counter.
      const thumbnails = page.getByRole('list', { name: 'Photos' }).getByRole('button');
      expect(await thumbnails.count()).toBe(6);
      await page.getByRole('button', { name: 'Show 3 more photos' }).waitFor();
      await page.getByText('1 / 8').waitFor();
      await page.getByRole('button', { name: 'Next photo' }).click();
      await page.getByText('2 / 8').waitFor();
      await page.getByRole('button', { name: 'Show photo 4' }).click();
      await page.getByText('4 / 8').waitFor();
      if (viewport === 'desktop') {
        await page.getByRole('button', { name: /fullscreen/ }).hover({ position: { x: 100, y: 80 } });
        await expect
          .poll(() => page.getByTestId('gallery-zoom').evaluate((el) => (el as HTMLElement).style.transform))
          .toBe('scale(2)');
      }

      await page.getByRole('button', { name: 'Open photo 4 of 8 fullscreen' }).click();
      const viewer = page.getByRole('dialog', { name: 'Sulphuric Acid 98% photos' });
      await viewer.getByText('Press ESC to exit fullscreen').waitFor();
      await viewer.getByText('4 / 8').waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText('5 / 8').waitFor();
      await screenshot(page, `product-fullscreen-${viewport}`);
      await expectNoAxeViolations(page, `the fullscreen viewer (${viewport})`);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await page.getByText('5 / 8').waitFor();
      // Focus is back on the photo that opened the viewer, for keyboard users.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(/^Open photo \d of 8 fullscreen$/);

      // Tabs scroll to their section and put it in the address; the bar stays on screen.
      await page
        .getByRole('navigation', { name: 'Product sections' })
        .getByRole('link', { name: 'Specifications' })
        .click();
      await page.waitForURL(/#specifications$/);
      await page.getByRole('row', { name: /CAS number 7664-93-9/ }).waitFor();
      await page.getByRole('link', { name: 'Reviews (0)' }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: 'Product sections' })
            .boundingBox()
            .then((box) => box?.y),
        )
        .toBe(64);

      // Past 300px: the floating bar, and the progress bar has grown.
      await page.getByRole('toolbar', { name: 'Quick actions' }).waitFor();
      const progress = await page
        .getByTestId('scroll-progress')
        .locator('div')
        .evaluate((el) => (el as HTMLElement).style.transform);
      expect(progress).toMatch(/scaleX\(0\.\d+|scaleX\(1\)/);
      await screenshot(page, `product-${viewport}`);
      await expectNoAxeViolations(page, `a product page (${viewport})`);
      // Two related cards a row leave a phone's page short enough for the footer to show here, and
      // the bar steps aside for the footer: come back up a little, past 300px still, to use it.
      await page.evaluate(() => window.scrollTo(0, 600));
      await page
        .getByRole('toolbar', { name: 'Quick actions' })
        .getByRole('button', { name: 'Scroll to top' })
        .click();
      await page.getByRole('toolbar', { name: 'Quick actions' }).waitFor({ state: 'detached' });
      // The marked tab follows the scroll both ways: the last section at the bottom, the first at the top.
      const marked = () =>
        page
          .getByRole('navigation', { name: 'Product sections' })
          .locator('[aria-current="location"]')
          .textContent();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(marked).toBe('Related');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(marked).toBe('Description');
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it.for(VIEWPORT_NAMES)(
    'keeps favorites per browser and shares the link (%s)',
    async (viewport, { site, openPage, catalogue: { nitric } }) => {
      const { context, page } = await openPage(viewport);
      await page.goto(`/products/${nitric._id}`);
      await expect(page.getByTestId('product-price').textContent()).resolves.toBe('Contact for pricing');
      await page.getByRole('button', { name: 'Contact for Pricing' }).waitFor();
      await page.getByText('Out of Stock').first().waitFor();

      const favorite = page.getByRole('button', { name: 'Add to favorites' }).first();
      await favorite.click();
      await expectToast(page, 'Added to favorites');
      await page.reload();
      const saved = page.getByRole('button', { name: 'Remove from favorites' }).first();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      await saved.click();
      await expectToast(page, 'Removed from favorites');
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');

      // Without the Web Share API (desktop Chromium on Linux) the link is copied.
      await page.getByRole('button', { name: 'Share', exact: true }).first().click();
      await expectToast(page, 'Product link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${site.url}${productPath(nitric)}`,
      );
      await context.close();

      // With it: success says so, a cancelled sheet says nothing, a failure says "Share failed".
      const shared = await openPage(viewport);
      await shared.context.addInitScript(() => {
        let calls = 0;
        navigator.share = async () => {
          calls++;
          if (calls === 2) throw new DOMException('cancelled', 'AbortError');
          if (calls === 3) throw new Error('no target');
        };
      });
      await shared.page.goto(`/products/${nitric._id}`);
      const share = shared.page.getByRole('button', { name: 'Share', exact: true }).first();
      const toasts = shared.page.getByRole('status').filter({ hasText: /Share/ });
      await share.click();
      await expectToast(shared.page, 'Shared successfully!');
      await toasts.first().waitFor({ state: 'detached' });
      await share.click(); // the visitor closes the share sheet
      await share.click();
      await expectToast(shared.page, 'Share failed');
      // The closed sheet said nothing: its toast would have come before this one.
      expect(await toasts.allTextContents()).toEqual([expect.stringContaining('Share failed')]);
    },
  );

  it.for(VIEWPORT_NAMES)(
    'follows a related product and remembers the one viewed before (%s)',
    async (viewport, { openPage, catalogue: { sulphuric } }) => {
      const { page } = await openPage(viewport);
      await page.goto(`/products/${sulphuric._id}#related`);
      const related = page.locator('#related');
      await related.getByRole('heading', { name: 'Related Products' }).waitFor();
      await expect
        .poll(() => related.getByRole('heading', { level: 3 }).allTextContents())
        .toEqual(expect.arrayContaining(['Nitric Acid 68%', 'Sulphuric Acid AR Grade'])); // category; first word
      expect(await related.locator('article').count()).toBeLessThanOrEqual(4);
      await related.getByRole('link', { name: 'Nitric Acid 68%' }).click();
      await page.getByRole('heading', { level: 1, name: 'Nitric Acid 68%' }).waitFor();
      const recent = page.getByRole('heading', { name: 'Recently Viewed' });
      await recent.scrollIntoViewIfNeeded();
      await page
        .locator('#related')
        .getByRole('link', { name: /Sulphuric Acid 98%.*Viewed/ })
        .waitFor();
      await screenshot(page, `product-related-${viewport}`);
      await expectNoAxeViolations(page, `a product page with related and recently viewed (${viewport})`);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it('lands on the reviews from a #comments link, and says when a photo does not load', async ({
    openPage,
    catalogue: { sulphuric },
  }) => {
    const { page } = await openPage('desktop');
    await page.route(`**${sulphuric.photo!.url.replace(/-\d+\.webp$/, '')}-*.webp`, (route) => route.abort());
    await page.goto(`/products/${sulphuric._id}#comments`);
    await expectToast(page, 'Failed to load image 1');
    await expect
      .poll(() => page.locator('#comments').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(300);
    await expect(page.getByRole('img', { name: /photo 1 of 8/ }).getAttribute('src')).resolves.toBe(
      '/placeholder-product.svg',
    );
  });

  it.for(VIEWPORT_NAMES)(
    'says "Product Not Found" with a way back (%s)',
    async (viewport, { site, openPage, catalogue: _filled }) => {
      const { page } = await openPage(viewport);
      const response = await page.goto('/products/00000000-0000-4000-8000-000000000000');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
      await expectToast(page, 'Product not found');
      await screenshot(page, `product-not-found-${viewport}`);
      await expectNoAxeViolations(page, `product not found (${viewport})`);
      await page.getByRole('link', { name: 'Back to products' }).click();
      await page.waitForURL(`${site.url}/`);
      await page.locator('article').first().waitFor();
    },
  );

  it('keeps guests out of the edit page', async ({ site, openPage, catalogue: { sulphuric } }) => {
    const { page } = await openPage('desktop');
    await page.goto(`/products/${sulphuric._id}/edit`);
    await page.waitForURL(`${site.url}/`);
  });
});
