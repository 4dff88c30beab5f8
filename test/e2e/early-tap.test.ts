// A buyer on a slow phone taps a button the page shows before the page's code has arrived (a Bengali
// page's code also waits for its font). The tap must not be lost: once the code runs, the button does
// what was asked. The page's scripts are held back here until after the tap, so the tap always comes
// first.

import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSdsOnRequest, apiClient, createProduct } from './helpers/api';
import { hasBrowser, launchBrowser, newPage, pageErrors } from './helpers/browser';
import { type RunningServer, startServer } from './helpers/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let api: ReturnType<typeof apiClient>;
let token: string;

/** Holds back every script the page asks for until the returned function lets them through. */
async function holdCode(page: Page) {
  const held: Route[] = [];
  let letThrough = false;
  await page.route(/\.js(\?.*)?$/, (route) => (letThrough ? route.continue() : held.push(route)));
  return async () => {
    letThrough = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

describe.skipIf(!hasBrowser)('a tap before the page’s code has arrived', () => {
  beforeAll(async () => {
    server = await startServer();
    api = apiClient(server);
    token = await api.adminToken();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the sample form on a Bengali product page (phone)', async () => {
    const product = await createProduct(api, token, { name: 'Caustic Soda Flakes early tap' });
    const { page } = await newPage(browser, server.url, 'phone');
    const release = await holdCode(page);
    await page.goto(`/bn/products/${product._id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'নমুনা চান' }).first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await release();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').first().textContent())
      .toBe('নমুনা চান');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the document request form on the documents page (desktop)', async () => {
    const name = 'Sulphuric Acid early tap';
    const product = await createProduct(api, token, { name });
    await addSdsOnRequest(api.call, token, product._id);

    const { page } = await newPage(browser, server.url, 'desktop');
    const release = await holdCode(page);
    await page.goto(`/documents?q=${encodeURIComponent(name)}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Request by e-mail' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await release();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the menu on a phone, and a second tap on the working button closes it', async () => {
    const { page } = await newPage(browser, server.url, 'phone');
    const release = await holdCode(page);
    await page.goto('/bn/about', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'মেনু খুলুন' });
    await menu.click();
    await release();
    const button = page.locator('header button[aria-expanded]');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
