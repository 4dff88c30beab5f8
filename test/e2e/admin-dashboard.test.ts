// The admin dashboard in a real browser, on a phone and a desktop: its tabs as a keyboard user and a
// screen reader meet them (arrow keys, Home/End, each panel labelled by its tab, h1 → h2 → h3), the
// tab strip and stat cards at phone width, and every tab free of axe-core violations.
import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const TABS = [
  'User Management',
  'Product Management',
  'Comments Management',
  'Inquiries',
  'Samples',
  'Document requests',
  'Career Management',
  'Contact Messages',
  'Outbox',
];

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();
const focusedTab = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
  );

describe.skipIf(!hasBrowser)('the admin dashboard', () => {
  it.beforeAll(async ({ site }) => {
    await createProduct(site.api, site.adminToken, {
      name: 'Sodium Silicate',
      category: 'Industrial Chemicals',
    });
    await site.call('POST', '/auth/signup', {
      fullName: 'Karim Hossain',
      email: 'karim@example.com',
      password: 'secret123',
    });
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`moves between tabs with the arrow keys, Home and End (${viewport})`, async ({ openPage }) => {
      const { page } = await openPage(viewport, 'admin');
      await page.goto('/admin');
      // A keyboard user starts once the page has settled: the users panel is listed.
      await page.getByRole('tabpanel').getByText('karim@example.com').first().waitFor();
      const users = page.getByRole('tab', { name: 'User Management' });
      await users.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedTab(page)).toBe('Product Management');
      await expect.poll(() => focusedTab(page)).toBe('Product Management');
      await page.waitForURL(/tab=products/);
      await page.keyboard.press('End');
      await expect.poll(() => selectedTab(page)).toBe('Outbox');
      await page.keyboard.press('ArrowRight'); // wraps round to the first
      await expect.poll(() => selectedTab(page)).toBe('User Management');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedTab(page)).toBe('Outbox');
      await page.keyboard.press('Home');
      await expect.poll(() => selectedTab(page)).toBe('User Management');
      await expect.poll(() => focusedTab(page)).toBe('User Management');

      // Only the selected tab is in the Tab order; Tab moves on into its panel.
      expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.tabIndex))).toEqual([
        0, -1, -1, -1, -1, -1, -1, -1, -1,
      ]);
      expect(pageErrors(page)).toEqual([]);
    });

    it(`labels each panel by its tab, under an h2, and passes axe on every tab (${viewport})`, async ({
      openPage,
    }) => {
      const { page } = await openPage(viewport, 'admin');
      await page.goto('/admin');
      for (const name of TABS) {
        const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
        await tab.click();
        const panel = page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
        await panel.waitFor();
        expect(await tab.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
        await panel.getByRole('heading', { level: 2, name }).waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `the ${name} tab (${viewport})`);
      }
    });
  }

  it('fits the phone: the tab strip scrolls with a fade at the clipped edge, and no stat card is left alone', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone', 'admin');
    await page.goto('/admin');
    await expect
      .poll(() => page.getByTestId('stat-users').textContent(), { timeout: 10_000 })
      .toMatch(/^\d+$/);
    await screenshot(page, 'admin-dashboard-phone');

    // The strip is wider than the screen, scrolls sideways, and shows a fade on its clipped side.
    const strip = page.getByRole('tablist', { name: 'Management' });
    const overflow = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const fades = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-scroll-fade]')]
          .filter((fade) => getComputedStyle(fade).opacity === '1')
          .map((fade) => fade.dataset.scrollFade),
      );
    await expect.poll(fades).toEqual(['end']);
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await expect.poll(fades).toEqual(['start']);

    // Five stat cards on two columns: the fifth takes the whole last row instead of half of it.
    const boxes = await page
      .locator('[data-testid^="stat-card-"]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(5);
    const rows = [...new Set(boxes.map((box) => Math.round(box.y)))];
    expect(rows).toHaveLength(3);
    const last = boxes[4];
    expect(Math.round(last.x)).toBe(Math.round(boxes[0].x));
    expect(Math.round(last.right)).toBe(Math.round(boxes[1].right));
  });
});
