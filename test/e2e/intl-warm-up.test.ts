// The first page is hydrated once the Intl warm-up worker has made the page's formats
// (src/web/lib/intl-warm-up.ts), so the header's basket label does not make the first number format
// itself in the middle of hydration; a worker that cannot start holds nothing up.
import type { Page } from 'playwright-core';
import { hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

const WORKER_FILE = /\/assets\/intl-warm-up-worker-[\w-]+\.js$/;

/** Whether the header is hydrated: its menu button opens the phone menu only then. */
async function menuOpens(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const opened = await menu
    .waitFor({ timeout: 300 })
    .then(() => true)
    .catch(() => false);
  if (opened) await page.getByRole('button', { name: 'Close menu' }).click();
  return opened;
}

describe.skipIf(!hasBrowser)('the Intl warm-up before hydration', () => {
  it('hydrates the page once the worker has answered', async ({ openPage }) => {
    const { page } = await openPage('phone');
    // The worker's file held for 700 ms from the moment it is asked for (the page waits 1 s at most).
    let released = false;
    await page.route(WORKER_FILE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      released = true;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    // Meanwhile the page's code and words arrive, and the header would be hydrated but for the wait.
    let openedBeforeRelease = false;
    while (!released) {
      const opened = await menuOpens(page);
      if (opened && !released) openedBeforeRelease = true;
    }
    expect(openedBeforeRelease).toBe(false);
    await expect.poll(() => menuOpens(page), { timeout: 10_000 }).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('hydrates the page when the worker cannot start', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.route(WORKER_FILE, (route) => route.abort());
    await page.goto('/bn/contact', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'মেনু খুলুন' }).waitFor();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
        return page.getByRole('navigation', { name: 'মোবাইল' }).isVisible();
      })
      .toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
