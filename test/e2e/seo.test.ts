// The app shell as visitors and crawlers meet it: a clean console on a full page load, the same page
// title and description before and after the app starts, /home in the navigation, and public pages
// that show at once while the session check is still under way.
import type { ConsoleMessage, Page, Route } from 'playwright-core';
import { productPath } from '@/contract/product-slug';
import { type CreatedProduct, createProduct } from './helpers/api';
import { hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, type Site, VIEWPORT_NAMES } from './helpers/site';

let product: CreatedProduct;
let buyerToken: string;

/** Console warnings and errors, in the order they were printed. */
function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return messages;
}

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  }));

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: 'amp') => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name],
  );

/** The title and description in the HTML the server sends for `path` (what crawlers read). */
async function servedHead(site: Site, path: string) {
  const html = await (await fetch(`${site.url}${path}`)).text();
  return {
    title: unescapeHtml(html.match(/<title>(.*?)<\/title>/)![1]),
    description: unescapeHtml(html.match(/<meta name="description" content="(.*?)">/)![1]),
  };
}

describe.skipIf(!hasBrowser)('the app shell in a real browser', () => {
  it.beforeAll(async ({ site }) => {
    product = await createProduct(site.api, site.adminToken, {
      name: 'Sulphuric Acid 98%',
      description: `Concentrated sulphuric acid for batteries, fertiliser and textile processing. ${'Supplied in 35 kg carboys and 200 litre drums, with a certificate of analysis for each batch. '.repeat(3)}`,
    });
    buyerToken = (
      await site.call<{ token: string }>('POST', '/auth/signup', {
        fullName: 'Karim Hossain',
        email: 'karim@example.com',
        password: 'secret123',
      })
    ).token;
  });

  it('loads each public page, a product page among them, with a clean console and the head the server sent', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    const messages = collectConsole(page);
    for (const url of ['/', '/home', '/about', '/careers', '/contact', `/products/${product._id}`]) {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Once the app has set its own title and description, they are still the server's.
      expect(await headOf(page), url).toEqual(await servedHead(site, url));
    }
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('hydrates the server-rendered pages in place, with no hydration warning', async ({ site, openPage }) => {
    const { page } = await openPage();
    const messages = collectConsole(page);
    // The first heading the server sent, noted while the HTML is parsed (before any script runs): a
    // page that failed to hydrate is rendered again by the browser, and that heading is replaced.
    await page.addInitScript(() => {
      const note = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (!heading) return;
        (window as unknown as { serverHeading: Element }).serverHeading = heading;
        note.disconnect();
      });
      note.observe(document, { childList: true, subtree: true });
    });
    for (const url of ['/', '/home', '/about', '/careers', '/contact', productPath(product)]) {
      const html = await (await fetch(`${site.url}${url}`)).text();
      expect(html, url).toMatch(/<main[^>]*>.*<h1/s);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // The app has started (the header shows the guest's links once the session is known).
      await page.getByRole('link', { name: 'Login' }).first().waitFor({ state: 'attached' });
      const kept = await page.evaluate(
        () =>
          (window as unknown as { serverHeading?: Element }).serverHeading ===
          document.querySelector('main h1'),
      );
      expect(kept, url).toBe(true);
    }
    expect(messages.filter((text) => /hydrat|#418|#419|#423|#425/i.test(text))).toEqual([]);
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps the title and description the server would send when moving between pages in the app', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/contact');
    for (const [name, path] of [
      ['Home', '/home'],
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Products', '/'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${site.url}${path}`);
      await page.locator('main h1').first().waitFor();
      const served = await servedHead(site, path);
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe(served.title);
      expect(await headOf(page), path).toEqual(served);
    }
    // A product reached from the catalogue: the same summary the server gives crawlers.
    await page.goto('/');
    await page.getByRole('link', { name: product.name }).first().click();
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    const served = await servedHead(site, `/products/${product._id}`);
    await expect.poll(() => headOf(page)).toEqual(served);
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`links /home from the header, the mobile menu and the footer (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      await page.goto('/about');
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: viewport === 'phone' ? 'Mobile' : 'Main' });
      await screenshot(page, `seo-header-${viewport}`);
      await menu.getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL(`${site.url}/home`);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).count(),
      ).resolves.toBe(1);
    });

    it(`shows public pages at once while the session check is under way (${viewport})`, async ({
      openPage,
    }) => {
      const { page } = await openPage(viewport, { token: buyerToken });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/auth/check', async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      // A signed-in visitor is never offered Login: a blank holds the place until the check answers.
      const placeholder = page.getByTestId('account-placeholder').locator('visible=true');
      await placeholder.waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
      const box = await placeholder.boundingBox();
      await screenshot(page, `seo-session-pending-${viewport}`);

      release();
      const profile = page.getByRole('link', { name: 'Profile' }).locator('visible=true');
      await profile.waitFor();
      expect(await page.getByTestId('account-placeholder').count()).toBe(0);
      expect(box!.height).toBeGreaterThan(30);
    });
  }

  it('promises buyers what signing in gives them', async ({ openPage }) => {
    const { page } = await openPage();
    for (const url of ['/login', '/signup']) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // My inquiries on the profile keeps this promise (the sales-loop journey follows one there).
      await expect(page.locator('main').textContent(), url).resolves.toMatch(/follow your inquiries/i);
    }
  });
});
