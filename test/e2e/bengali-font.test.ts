// A Bengali page on a computer without a Bengali font (as this one: Debian with DejaVu and Liberation
// only) on a slow network. A first visit's page carries the font's regular face in itself and is drawn
// in it; the face's file is fetched after, for the next pages, which name it. A page naming it (the
// browser held it once) has it asked for with the page's HTML (preloaded), draws no Bengali text
// while it is on its way (a fallback font has no Bengali letters and draws boxes), and once it is in,
// is drawn, its headings thickened from it; the bold face comes after, and draws the next pages. An
// English page's few Bengali letters (the taka sign, the language switcher's "বাংলা") are drawn too,
// from a small subset in the stylesheet.
import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { productPath } from '@/contract/product-slug';
import { BENGALI_FONT_COOKIE } from '@/server/lib/bengali-font-wait';
import { picture } from './helpers/api';
import { hasBrowser } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

// Bengali letters only: no part of the heading is drawn by a Latin font.
const NAME_BN = 'কস্টিক সোডা ফ্লেক্স';
const BENGALI_FONT_FILE = /noto-sans-bengali-[\w-]+\.woff2$/;

type Box = { x: number; y: number; width: number; height: number };

/** The share of a region's pixels drawn on: those unlike its first pixel, the background. */
async function inkIn(cdp: CDPSession, box: Box) {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...box, scale: 1 } });
  const { data: pixels, info } = await sharp(Buffer.from(data, 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let inked = 0;
  for (let i = 0; i < pixels.length; i += 3) {
    const distance =
      Math.abs(pixels[i] - pixels[0]) +
      Math.abs(pixels[i + 1] - pixels[1]) +
      Math.abs(pixels[i + 2] - pixels[2]);
    if (distance > 90) inked++;
  }
  return inked / (info.width * info.height);
}

/** Holds the Bengali font's files back until the returned function is called. */
async function holdFontFiles(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BENGALI_FONT_FILE, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The fonts that draw an element's letters, as Chromium reports them. */
async function fontsOf(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  await cdp.send('CSS.enable');
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
}

describe.skipIf(!hasBrowser)('the Bengali font on a first visit', () => {
  it('draws an English page\'s taka sign and "বাংলা" from their small font, not as boxes', async ({
    site,
    openPage,
  }) => {
    const form = new FormData();
    form.append('name', 'Soda Ash Light');
    form.append('description', 'Soda ash for glass and detergents.');
    form.append('category', 'Acids & Alkalis');
    form.append(
      'price',
      JSON.stringify({ minValue: 48, currency: 'BDT', unit: 'kg', contactForPrice: false }),
    );
    form.append('photo', await picture(200, 'Soda'), 'main.jpg');
    const { product } = await site.call<{ product: { _id: string; name: string } }>(
      'POST',
      '/products',
      form,
      site.adminToken,
    );
    const { context, page } = await openPage('desktop');
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(productPath(product));
    const price = page.getByText(/৳\s*48/).first();
    await price.waitFor();
    await price.evaluate((element) => element.setAttribute('data-taka', ''));
    await page.evaluate(() => document.fonts.ready);
    const cdp = await context.newCDPSession(page);
    // This computer has no Bengali font: without the subset, a Latin font would draw the letters as
    // boxes (and be reported here with them).
    for (const selector of ['a[hreflang="bn"]', '[data-taka]']) {
      const fonts = await fontsOf(cdp, selector);
      expect(
        fonts.find((font) => font.isCustomFont),
        selector,
      ).toMatchObject({
        familyName: 'Noto Sans Bengali',
      });
    }
    const switcher = await fontsOf(cdp, 'a[hreflang="bn"]');
    expect(switcher.find((font) => font.isCustomFont)?.glyphCount).toBe(5);
    // No font file at all on an English page: the subset comes in the stylesheet (a file arriving
    // after the first layout had the whole page laid out again), and the whole Bengali font never.
    expect(fontFiles).toEqual([]);
  });

  it('waits unpainted for its regular face alone; draws bold from it until the bold face, loaded after, is held', async ({
    site,
    openPage,
  }) => {
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name: 'Caustic Soda Flakes',
      nameBn: NAME_BN,
      description: 'Caustic soda flakes for textiles and soap.',
      descriptionBn: 'টেক্সটাইল ও সাবান তৈরির জন্য কস্টিক সোডা।',
      category: 'Acids & Alkalis',
      price: JSON.stringify({ minValue: 95, currency: 'BDT', unit: 'kg', contactForPrice: false }),
    })) {
      form.append(field, value);
    }
    form.append('photo', await picture(200, 'Caustic'), 'main.jpg');
    const { product } = await site.call<{ product: { _id: string; name: string } }>(
      'POST',
      '/products',
      form,
      site.adminToken,
    );

    const { context, page } = await openPage('phone');
    // A browser that held the file once (the cookie its first page's script set).
    await context.addCookies([{ name: BENGALI_FONT_COOKIE, value: '1', url: site.url }]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    const fontRequests: { weight: string | undefined; preload: boolean }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (BENGALI_FONT_FILE.test(request.url)) {
        fontRequests.push({
          weight: /bengali-(\d+)-/.exec(request.url)?.[1],
          preload: request.isLinkPreload === true,
        });
      }
    });
    // The font as late as it can be: held until the page has been looked at.
    const release = await holdFontFiles(page);

    await page.goto(`/bn${productPath(product)}`, { waitUntil: 'commit' });
    const heading = page.locator('h1');
    await expect.poll(() => heading.textContent()).toBe(NAME_BN);
    await page.waitForLoadState('domcontentloaded');
    // The page waits for its font unpainted and not laid out (the heading, drawn now, could only be
    // drawn with a fallback: boxes), and its code waits with it, leaving the connection to the font.
    expect(
      await page.evaluate(() => ({
        painted: performance
          .getEntriesByType('paint')
          .some((entry) => entry.name === 'first-contentful-paint'),
        laidOut: document.body.getClientRects().length > 0,
        scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
          .length,
      })),
    ).toEqual({ painted: false, laidOut: false, scripts: 0 });
    // Asked for by the HTML's preload (or its Link header), the regular face alone.
    expect(fontRequests).toEqual([{ weight: '400', preload: true }]);

    release();
    await heading.waitFor();
    const box = (await heading.boundingBox())!;
    await expect.poll(() => inkIn(cdp, box)).toBeGreaterThan(0.02);
    // Every letter in the regular face, which the browser thickens: no bold face yet.
    const drawnFirst = await fontsOf(cdp, 'h1');
    expect(drawnFirst.find((font) => font.isCustomFont)).toMatchObject({
      familyName: 'Noto Sans Bengali',
      postScriptName: 'NotoSansBengali-Regular',
    });
    // The spaces come from the Latin font.
    expect(
      drawnFirst.filter((font) => !font.isCustomFont).reduce((count, font) => count + font.glyphCount, 0),
    ).toBe(2);

    // Once the page's code is in, the bold face is loaded, and noted; this page keeps its letters.
    await page.waitForFunction(() => localStorage.getItem('bengali-bold') === '1');
    expect(fontRequests.map(({ weight }) => weight)).toEqual(['400', '700']);
    expect((await fontsOf(cdp, 'h1')).find((font) => font.isCustomFont)?.postScriptName).toBe(
      'NotoSansBengali-Regular',
    );

    // The next page the visitor goes to is drawn in the bold.
    await page.locator('header a[href="/bn"]').first().click();
    await page.waitForURL(/\/bn$/);
    await expect
      .poll(async () => (await fontsOf(cdp, 'h1')).find((font) => font.isCustomFont)?.postScriptName)
      .toBe('NotoSansBengali-Bold');

    // As is every page loaded after it: both faces, from the browser's cache, before the first paint.
    await page.goto(`/bn${productPath(product)}`);
    await expect.poll(() => heading.textContent()).toBe(NAME_BN);
    await page.evaluate(() => document.fonts.ready);
    expect((await fontsOf(cdp, 'h1')).find((font) => font.isCustomFont)).toMatchObject({
      familyName: 'Noto Sans Bengali',
      postScriptName: 'NotoSansBengali-Bold',
    });
  });

  it("carries its regular face in a first visit's page, and fetches its file after for the next ones", async ({
    site,
    openPage,
  }) => {
    const { context, page } = await openPage('phone');
    const fileRequests: { weight?: string; by: string }[] = [];
    page.on('request', (request) => {
      if (BENGALI_FONT_FILE.test(request.url())) {
        fileRequests.push({ weight: /bengali-(\d+)-/.exec(request.url())?.[1], by: request.resourceType() });
      }
    });
    // The file held back: the page is drawn without it.
    const release = await holdFontFiles(page);
    await page.goto('/bn/contact', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('h1');
    await heading.waitFor();
    const cdp = await context.newCDPSession(page);
    const box = (await heading.boundingBox())!;
    await expect.poll(() => inkIn(cdp, box)).toBeGreaterThan(0.02);
    expect((await fontsOf(cdp, 'h1')).find((font) => font.isCustomFont)?.postScriptName).toBe(
      'NotoSansBengali-Regular',
    );
    // Drawn with its file held back, which only the page's script asks for, once the page's code is in
    // (no preload); noted in a cookie once held.
    const regular = () => fileRequests.filter(({ weight }) => weight === '400');
    expect(regular().every(({ by }) => by === 'fetch')).toBe(true);
    release();
    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === BENGALI_FONT_COOKIE)?.value,
      )
      .toBe('1');
    expect(regular()).toEqual([{ weight: '400', by: 'fetch' }]);

    // The next page names the file, from the browser's cache (and its heading has the bold face,
    // loaded after the first page's code).
    const next = await page.goto(`${site.url}/bn/about`);
    expect(await next?.text()).not.toContain('data:font/woff2');
    await page.locator('h1').waitFor();
    expect((await fontsOf(cdp, 'h1')).find((font) => font.isCustomFont)?.familyName).toBe(
      'Noto Sans Bengali',
    );
  });

  it('arrives after the page was laid out without moving it, on a desktop', async ({ site, openPage }) => {
    const { context, page } = await openPage('desktop');
    await context.addCookies([{ name: BENGALI_FONT_COOKIE, value: '1', url: site.url }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The font a moment after the page's code and styles, as on a slow connection.
    await page.route(BENGALI_FONT_FILE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/bn/contact');
    await page.locator('h1').waitFor();
    await page.waitForFunction(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('Noto Sans Bengali'))
        .every((face) => face.status === 'loaded'),
    );
    // The bold face too, which loads after the page's code (and, not yet held, draws nothing here).
    await page.waitForFunction(() => localStorage.getItem('bengali-bold') === '1');
    // Two frames for the last layout and its shift entry.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});
