// Passwords in a real browser, with the mail through a real SMTP server: a buyer changes their
// password on the profile (their other device is signed out), then forgets it and sets a new one
// through the mailed link; a Bengali buyer does the same on the /bn pages with a Bengali mail.
import type { Browser, Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { expectNoAxeViolations, hasBrowser, newPage, pageErrors, screenshot } from './helpers/browser';
import type { RunningServer } from './helpers/server';
import { describe, expect, it } from './helpers/site';

/** Signs up through the API, as from a page in `language`; answers the session token. */
async function signUp(server: RunningServer, email: string, language: 'en' | 'bn'): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ fullName: 'Farzana Haque', email, password: 'first-password' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).token;
}

/** A session of its own, as on another device. */
async function logIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

/** Whether a session token still opens the account. */
const stillSignedIn = async (server: RunningServer, token: string) =>
  (await fetch(`${server.url}/api/auth/check`, { headers: { authorization: `Bearer ${token}` } })).ok;

/** The reset link of the latest mail to `email`, on the running server's address. */
async function mailedLink(smtp: TestSmtpServer, server: RunningServer, email: string, before: number) {
  const arrived = () => smtp.messages.slice(before).find((mail) => mail.envelope.to.includes(email));
  await expect.poll(arrived, { timeout: 15_000 }).toBeDefined();
  const mail = arrived()!;
  const link = mail.text?.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
  expect(link, mail.text).toBeDefined();
  return { mail, link: link!.replace(/^https?:\/\/[^/]+/, server.url) };
}

async function openGuestPage(browser: Browser, server: RunningServer, viewport: 'phone' | 'desktop') {
  return (await newPage(browser, server.url, viewport)).page;
}

async function fillPassword(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe.skipIf(!hasBrowser)('passwords in a real browser', () => {
  let smtp: TestSmtpServer;
  it.beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  it.afterAll(async () => {
    await smtp.close();
  });

  it('changes the password on the profile, then recovers it through the mailed link (desktop)', async ({
    startServer,
    browser,
  }) => {
    const server = await startServer({ env: { SMTP_URL: smtp.url } });
    const email = 'farzana@example.com';
    const token = await signUp(server, email, 'en');
    const otherDevice = await logIn(server, email, 'first-password');

    // Change: a wrong current password is shown on its field; the right one signs the other device out.
    const { page } = await newPage(browser, server.url, 'desktop', token);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await fillPassword(page, 'Current password', 'not-my-password');
    await fillPassword(page, 'New password', 'second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    expect(await page.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectNoAxeViolations(page, 'change password with an error');
    await fillPassword(page, 'Current password', 'first-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other devices have been signed out.').waitFor();
    await expect.poll(() => page.getByLabel('Current password', { exact: true }).inputValue()).toBe('');
    await screenshot(page, 'password-change-desktop');
    expect(await stillSignedIn(server, token)).toBe(true);
    expect(await stillSignedIn(server, otherDevice)).toBe(false);

    // Forgotten: from the login page to the mail.
    const guest = await openGuestPage(browser, server, 'desktop');
    await guest.goto('/login');
    await guest.getByRole('link', { name: 'Forgot password?' }).click();
    await guest.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expect(guest.title()).resolves.toBe('Forgot Password | Meghna Chemicals');
    await guest.getByRole('button', { name: 'Send the link' }).click();
    await guest.getByText('Email is required').waitFor();
    expect(await guest.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await expectNoAxeViolations(guest, 'forgot password with an error');
    const before = smtp.messages.length;
    await guest.getByLabel('Email').fill(email);
    await guest.getByRole('button', { name: 'Send the link' }).click();
    await guest.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await guest.getByText('If an account exists for that address, we have sent a link').waitFor();
    await screenshot(guest, 'password-forgot-sent-desktop');
    await expectNoAxeViolations(guest, 'forgot password, link sent');

    const { mail, link } = await mailedLink(smtp, server, email, before);
    expect(mail.subject).toBe('Reset your Meghna Chemicals password');

    // The link: a too-short password is refused on its field, then the new one is saved.
    await guest.goto(link);
    await guest.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await fillPassword(guest, 'New password', '12345');
    await guest.getByRole('button', { name: 'Save new password' }).click();
    await guest.getByText('Password must be at least 6 characters').waitFor();
    await expectNoAxeViolations(guest, 'reset password with an error');
    await fillPassword(guest, 'New password', 'third-password');
    await guest.getByRole('button', { name: 'Save new password' }).click();
    await guest.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
    await guest.waitForURL(`${server.url}/login`);
    expect(await stillSignedIn(server, token)).toBe(false);

    await guest.getByLabel('Email').fill(email);
    await fillPassword(guest, 'Password', 'third-password');
    await guest.getByRole('button', { name: 'Sign In' }).click();
    await guest.getByText('Logged in successfully').waitFor();

    // The same link a second time: refused, with the way to a new one.
    const again = await openGuestPage(browser, server, 'desktop');
    await again.goto(link);
    await fillPassword(again, 'New password', 'fourth-password');
    await again.getByRole('button', { name: 'Save new password' }).click();
    const refusal = again.getByRole('alert').filter({ hasText: 'This password reset link is invalid' });
    await refusal.waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await screenshot(again, 'password-reset-refused-desktop');
    await expectNoAxeViolations(again, 'reset link refused');

    expect([...pageErrors(page), ...pageErrors(guest), ...pageErrors(again)]).toEqual([]);
  }, 180_000);

  it('recovers a password in Bengali, from the /bn login page to a Bengali mail (phone)', async ({
    startServer,
    browser,
  }) => {
    const server = await startServer({ env: { SMTP_URL: smtp.url } });
    const email = 'nasrin@example.com';
    await signUp(server, email, 'bn');

    const page = await openGuestPage(browser, server, 'phone');
    await page.goto('/bn/login');
    await page.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    await page.waitForURL(`${server.url}/bn/forgot-password`);
    const before = smtp.messages.length;
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByRole('button', { name: 'লিংক পাঠান' }).click();
    await page.getByText('এই ঠিকানায় কোনো অ্যাকাউন্ট থাকলে').waitFor();
    await screenshot(page, 'password-forgot-sent-bn-phone');
    await expectNoAxeViolations(page, 'Bengali forgot password, link sent');

    const { mail, link } = await mailedLink(smtp, server, email, before);
    expect(mail.subject).toBe('আপনার Meghna Chemicals অ্যাকাউন্টের পাসওয়ার্ড রিসেট করুন');
    expect(link).toContain('/bn/reset-password/');

    await page.goto(link);
    await page.getByRole('heading', { name: 'নতুন পাসওয়ার্ড বেছে নিন' }).waitFor();
    await fillPassword(page, 'নতুন পাসওয়ার্ড', 'notun-password');
    await screenshot(page, 'password-reset-bn-phone');
    await expectNoAxeViolations(page, 'Bengali reset password');
    await page.getByRole('button', { name: 'নতুন পাসওয়ার্ড সংরক্ষণ করুন' }).click();
    await page.getByText('আপনার পাসওয়ার্ড রিসেট হয়েছে।').waitFor();
    await page.waitForURL(`${server.url}/bn/login`);

    await logIn(server, email, 'notun-password');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
