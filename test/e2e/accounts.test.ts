// A new visitor signs up, logs out, logs back in and changes their avatar, on a phone and a desktop.
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  expectNoAxeViolations,
  hasBrowser,
  pageErrors,
  screenshot,
  type ViewportName,
} from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

async function openAccountMenu(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
}

describe.skipIf(!hasBrowser)('accounts in a real browser', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`signs up, logs out, logs in and changes the avatar (${viewport})`, async ({ site, openPage }) => {
      const { page } = await openPage(viewport);
      const email = `amina-${viewport}@example.com`;

      await page.goto('/signup');
      await expect(page.title()).resolves.toMatch(/Create Account/);
      // The spec's checks run in order before anything is sent.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Full name is required').waitFor();
      await page.getByLabel('Full name').fill('Amina Rahman');
      await page.getByLabel('Email').fill('amina@');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Invalid email format').waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('12345');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Password must be at least 6 characters').waitFor();
      await screenshot(page, `accounts-signup-${viewport}`);
      await expectNoAxeViolations(page, `signup with errors (${viewport})`);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully').waitFor();
      await page.waitForURL(`${site.url}/`);

      if (viewport === 'phone') {
        // The open mobile menu passes axe; Escape closes it and gives focus back to its button.
        await openAccountMenu(page, viewport);
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        await menu.getByRole('link', { name: 'Profile' }).waitFor();
        await expectNoAxeViolations(page, 'the mobile menu, open');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        const button = page.getByRole('button', { name: 'Open menu' });
        expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
      }

      // Signed in: the header offers Profile and Logout; /login sends us home.
      await openAccountMenu(page, viewport);
      await page.getByRole('link', { name: 'Profile' }).click();
      await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
      await page.getByText(email).waitFor();
      await page.getByText('Active').waitFor();
      await page.getByText('User', { exact: true }).waitFor();

      // Avatar: a non-image is refused in the browser; a real photo is uploaded and shown.
      const input = page.getByTestId('avatar-input');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.getByText('Please select a valid image file').waitFor();
      await input.setInputFiles(path.resolve('test/fixtures/photo.jpg'));
      await page.getByText('Profile updated successfully').waitFor();
      const avatar = page.getByAltText("Amina Rahman's avatar");
      await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/media\/[a-f0-9]+-256\.webp$/);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
      await screenshot(page, `accounts-profile-${viewport}`);
      await expectNoAxeViolations(page, `profile (${viewport})`);

      await openAccountMenu(page, viewport);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Logout successfully').waitFor();
      await page.goto('/profile');
      await page.getByText('Sign in to see your profile').waitFor();

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid credentials').waitFor();
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await screenshot(page, `accounts-login-${viewport}`);
      await expectNoAxeViolations(page, `login (${viewport})`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Logged in successfully').waitFor();
      await page.waitForURL(`${site.url}/`);
      await page.goto('/login');
      await page.waitForURL(`${site.url}/`);

      expect(pageErrors(page)).toEqual([]);
    });
  }

  it('shows the about page with the company facts and the shared business hours', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    const response = await page.goto('/about');
    // The server renders the page's own metadata for crawlers.
    const html = await response!.text();
    expect(html).toMatch(/<title>About Us \| /);
    expect(html).toMatch(/<meta property="og:title" content="About Us/);
    await page.getByRole('heading', { name: /Trading since 1958/ }).waitFor();
    await page.getByText('Sunday - Thursday').first().waitFor();
    await screenshot(page, 'about-desktop');
    await expectNoAxeViolations(page, 'about');
    await page.goto('/home');
    await page.getByRole('heading', { name: /Industrial chemicals you can count on/ }).waitFor();
    await screenshot(page, 'home-desktop');
    await expectNoAxeViolations(page, 'home');
    expect(pageErrors(page)).toEqual([]);
  });
});
