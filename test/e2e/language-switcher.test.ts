// Choosing a language: the header's switcher (the mobile menu's on a phone) opens the same page in
// the other language and keeps the choice for the next visit (a cookie), and on the account of a
// signed-in buyer, who finds the site in that language after signing in anywhere.
import { expectNoAxeViolations, pageErrors } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

describe('the language switcher', () => {
  it('opens the page in Bengali from the mobile menu and keeps the choice', async ({ site, openPage }) => {
    const { page, context } = await openPage('phone');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(`${site.url}/bn/about`);
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /[\u0980-\u09FF]/ })
      .waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('bn');
    await expectNoAxeViolations(page, 'the Bengali about page with its menu (phone)');

    // The next visit to an English address comes to the Bengali page.
    await page.goto('/careers');
    await page.waitForURL(`${site.url}/bn/careers`);
    // The menu opens once the page's code has arrived (a busy machine may take a moment).
    await page.waitForLoadState('networkidle');

    // And back: English is kept as well.
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page.getByRole('navigation', { name: 'মোবাইল' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/careers`);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(pageErrors(page)).toEqual([]);
  });

  it('saves the choice on the account, which brings the buyer back to it after signing in', async ({
    site,
    openPage,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    const { token } = await site.call<{ token: string }>('POST', '/auth/signup', {
      fullName: 'Nasima Akter',
      email,
      password: 'secret123',
    });
    const { page } = await openPage('desktop', { token });
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(`${site.url}/bn/about`);
    await expect
      .poll(
        async () => (await site.call<{ language?: string }>('GET', '/auth/check', undefined, token)).language,
      )
      .toBe('bn');

    // Another browser, English by default: signing in takes the buyer to the Bengali site.
    const other = await openPage('desktop');
    await other.page.goto('/login');
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByLabel('Password', { exact: true }).fill('secret123');
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await other.page.waitForURL(`${site.url}/bn`);
    expect(await other.page.locator('html').getAttribute('lang')).toBe('bn');
    expect(pageErrors(other.page)).toEqual([]);
  });
});
