// Leads in a real browser, on a phone and a desktop: a guest sends a contact message and asks for a
// price; the admin sees both in the bell within one polling interval, works the inquiry through its
// statuses to resolved, then reads and deletes the message. A signed-in non-admin is kept out.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { NOTIFICATION_POLL_MS } from '@/contract/notification-rules';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const isNotifications = (url: string) => new URL(url).pathname === '/api/notifications';
const badge = (page: Page) => page.getByTestId('notification-badge');
const badgeCount = async (page: Page) =>
  (await badge(page).isVisible()) ? Number((await badge(page).textContent())?.replace('+', '')) : 0;

describe.skipIf(!hasBrowser)('leads in a real browser', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`takes a guest's message and price request to an admin who works them (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const productName = `Acetic Acid Glacial (${viewport})`;
      const productId = (await createProduct(site.api, site.adminToken, { name: productName }))._id;
      const guestName = `Farhana Akter ${viewport}`;
      const messageText = `Do you deliver to Chattogram EPZ? (${viewport})`;
      const inquiryText = `Price for 12 drums delivered to Narayanganj (${viewport})`;

      // The admin is already working when the leads arrive. The bell asks for notifications on
      // arrival, then once per polling interval; the admin's page runs on a clock the test moves.
      const admin = await openPage(viewport, 'admin');
      await admin.context.clock.install();
      const polls: number[] = []; // when (real time) each request for notifications left the page
      admin.page.on('request', (request) => {
        if (isNotifications(request.url())) polls.push(Date.now());
      });
      const firstAnswer = admin.page.waitForResponse((response) => isNotifications(response.url()));
      await admin.page.goto('/admin');
      const before: number = (await (await firstAnswer).json()).unreadCount;
      await expect.poll(() => badgeCount(admin.page)).toBe(before);
      // Time stands still for the admin while the guest works. How much of the interval had already
      // gone is known within bounds: the page's clock ran in step with real time until the pause.
      const pausing = Date.now();
      await admin.page.clock.pauseAt((await admin.page.evaluate(() => Date.now())) + 1_000);
      const gone = {
        least: pausing - polls[0] + 1_000,
        // The request event reaches the test a little after the page sent it.
        most: Date.now() - polls[0] + 1_000 + 1_000,
      };

      // A guest: the contact page, its rules, then a message.
      const guest = await openPage(viewport);
      await guest.page.goto('/contact');
      await guest.page.getByRole('heading', { name: 'Talk to our team' }).waitFor();
      await guest.page.getByText('Sunday - Thursday').first().waitFor();
      await guest.page.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
      await screenshot(guest.page, `leads-contact-${viewport}`);
      await expectNoAxeViolations(guest.page, `contact (${viewport})`);
      const form = guest.page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Name is required').waitFor();
      await form.getByText('Email is required').waitFor();
      await form.getByText('Please select a subject').waitFor();
      await form.getByText('Message is required').waitFor();
      await expectNoAxeViolations(guest.page, `the contact form with errors (${viewport})`);
      await form.getByLabel('Name').fill(guestName);
      await form.getByLabel('Email').fill('farhana@example.com');
      await form.getByLabel('Phone').fill('+880 1711-555666');
      await form.getByLabel('Subject').selectOption('sales');
      await form.getByLabel('Message').fill(messageText);
      await screenshot(guest.page, `leads-contact-filled-${viewport}`);
      // Pressed twice in a hurry, it still sends one message.
      await form.getByRole('button', { name: 'Send Message' }).dblclick();
      await guest.page.getByRole('heading', { name: 'Message sent' }).waitFor();
      await guest.page.waitForLoadState('networkidle');
      const contacts = await site.call<{ data: { name: string }[] }>(
        'GET',
        '/contact/admin?limit=100',
        undefined,
        site.adminToken,
      );
      expect(contacts.data.filter((message) => message.name === guestName)).toHaveLength(1);

      // The guest asks for a price on the product page: the rules, then a double-clicked submit.
      await guest.page.goto(`/products/${productId}`);
      await guest.page
        .getByRole('region', { name: 'Pricing' })
        .getByRole('button', { name: 'Request Quote' })
        .click();
      const quote = guest.page.getByRole('dialog', { name: 'Request a Quote' });
      await quote.getByText(productName).waitFor();
      await quote.getByRole('button', { name: 'Submit Inquiry' }).click();
      await quote.getByText('Name is required').waitFor();
      await quote.getByText('Email is required').waitFor();
      await quote.getByText('Inquiry is required').waitFor();
      await quote.getByLabel('Name').fill(guestName);
      await quote.getByLabel('Email').fill('farhana@example.com');
      await quote.getByLabel('Phone').fill('+880 1711-555666');
      await quote.getByLabel('Inquiry').fill(inquiryText);
      await screenshot(guest.page, `leads-quote-form-${viewport}`);
      await expectNoAxeViolations(guest.page, `the inquiry form (${viewport})`);
      await quote.getByRole('button', { name: 'Submit Inquiry' }).dblclick();
      await expectToast(guest.page, 'Your inquiry has been submitted successfully!');
      await quote.waitFor({ state: 'detached' });
      const stored = await site.call<{ inquiries: { productId: string }[] }>(
        'GET',
        '/inquiries?limit=100',
        undefined,
        site.adminToken,
      );
      expect(stored.inquiries.filter((i) => i.productId === productId)).toHaveLength(1);

      // Until the interval is up the bell asks nothing and shows nothing new; once it is, the bell
      // asks again and shows both, without a reload.
      await admin.page.clock.fastForward(NOTIFICATION_POLL_MS - gone.most);
      // A request the page makes now comes after any the fast-forward's timers made: once it is
      // seen, so would they have been.
      const marker = admin.page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/health',
      );
      await admin.page.evaluate(() => fetch('/api/health').then((response) => response.status));
      await marker;
      expect(polls).toHaveLength(1);
      expect(await badgeCount(admin.page)).toBe(before);
      await admin.page.clock.fastForward(gone.most - gone.least + 1_000);
      await admin.page.clock.resume();
      await expect.poll(() => polls.length).toBe(2);
      await expect.poll(() => badgeCount(admin.page)).toBeGreaterThanOrEqual(before + 2);
      await bell(admin.page).click();
      const dropdown = admin.page.getByRole('dialog', { name: 'Notifications' });
      await dropdown.getByText(`${guestName} wrote about Sales & Pricing`).waitFor();
      // The tabs answer the arrow keys; Escape closes the panel and focus goes back to the bell.
      await dropdown.getByRole('tab', { name: 'All' }).focus();
      await admin.page.keyboard.press('ArrowRight');
      await expect
        .poll(() => dropdown.getByRole('tab', { name: /^Unread/ }).getAttribute('aria-selected'))
        .toBe('true');
      await admin.page.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'detached' });
      expect(await bell(admin.page).evaluate((el) => el === document.activeElement)).toBe(true);
      await bell(admin.page).click();
      await dropdown.getByRole('tab', { name: 'Comments' }).click();
      await dropdown.getByText('No notifications').waitFor();
      // Removing an item is for good: it leaves the list and, being unread, the badge, and stays
      // gone after a reload.
      await dropdown.getByRole('tab', { name: 'All' }).click();
      const unreadBefore = await badgeCount(admin.page);
      await dropdown.getByRole('button', { name: 'Remove "New contact message"' }).first().click();
      await dropdown.getByText(`${guestName} wrote about Sales & Pricing`).waitFor({ state: 'detached' });
      expect(await badgeCount(admin.page)).toBe(unreadBefore - 1);
      await admin.page.reload();
      await expect.poll(() => badgeCount(admin.page), { timeout: 10_000 }).toBe(unreadBefore - 1);
      await bell(admin.page).click();
      await dropdown.getByText(`${guestName} asked about ${productName}`).waitFor();
      expect(await dropdown.getByText(`${guestName} wrote about Sales & Pricing`).count()).toBe(0);
      await dropdown.getByRole('tab', { name: 'Inquiries' }).click();
      const inquiryNote = dropdown.getByText(`${guestName} asked about ${productName}`);
      await inquiryNote.waitFor();
      await screenshot(admin.page, `leads-bell-${viewport}`);
      await expectNoAxeViolations(admin.page, `the notification panel (${viewport})`);
      await inquiryNote.click();

      // The notification opens the inquiry: contact details, product, then the status workflow.
      await admin.page.waitForURL(/\/admin\/inquiries\?id=/);
      const detail = admin.page.getByRole('dialog', { name: 'Inquiry Details' });
      await detail.getByText(inquiryText).waitFor();
      expect(await detail.getByRole('link', { name: 'farhana@example.com' }).getAttribute('href')).toBe(
        'mailto:farhana@example.com',
      );
      expect(await detail.getByRole('link', { name: '+880 1711-555666' }).getAttribute('href')).toBe(
        'tel:+8801711555666',
      );
      expect(await detail.getByRole('link', { name: productName }).getAttribute('href')).toBe(
        `/products/${productId}`,
      );
      for (const [value, label] of [
        ['inProgress', 'In Progress'],
        ['responded', 'Responded'],
      ]) {
        await detail.getByLabel('Status').selectOption(value);
        await expectToast(admin.page, 'Inquiry status updated');
        await detail.getByText(label, { exact: true }).first().waitFor();
      }
      await detail.getByRole('button', { name: 'Mark as Resolved' }).click();
      await detail.getByRole('button', { name: 'Mark as Unresolved' }).waitFor();
      await detail.getByText('Resolved', { exact: true }).waitFor();
      await screenshot(admin.page, `leads-inquiry-detail-${viewport}`);
      await expectNoAxeViolations(admin.page, `the inquiry details (${viewport})`);
      await detail.getByRole('button', { name: 'Close' }).click();

      // The list shows "Resolved" over the status, and the filters work.
      const row = admin.page.getByRole('article').filter({ hasText: inquiryText });
      await row.getByText('Resolved', { exact: true }).waitFor();
      await row.getByText('Responded', { exact: true }).waitFor();
      await admin.page.getByRole('button', { name: 'Responded', exact: true }).click();
      await row.waitFor();
      await screenshot(admin.page, `leads-inquiries-${viewport}`);
      await expectNoAxeViolations(admin.page, `the inquiries page (${viewport})`);
      await admin.page.getByRole('button', { name: 'Closed', exact: true }).click();
      await admin.page.getByText('No Inquiries Found').waitFor();
      await admin.page.getByRole('button', { name: 'Refresh' }).click();

      // The contact message: read, then deleted after confirmation.
      await admin.page.goto('/admin?tab=contacts');
      await bell(admin.page).waitFor();
      const message = admin.page.getByRole('article', { name: `Message from ${guestName}` });
      await message.getByText('Unread').waitFor();
      await screenshot(admin.page, `leads-contacts-${viewport}`);
      await expectNoAxeViolations(admin.page, `the contact messages tab with a message (${viewport})`);
      await message.getByRole('button', { name: 'Mark as Read' }).click();
      await expectToast(admin.page, 'Contact marked as read');
      await message.getByRole('button', { name: 'Mark as Read' }).waitFor({ state: 'detached' });
      await message.getByRole('button', { name: 'Delete' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Delete contact message' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(admin.page, 'Contact deleted successfully');
      await message.waitFor({ state: 'detached' });

      // Mark all read empties the badge (a new message first: nothing else is unread by now).
      await site.call('POST', '/contact', {
        name: 'Second Visitor',
        email: 'second@example.com',
        subject: 'general',
        message: 'Do you deliver to Chattogram?',
      });
      await admin.page.reload();
      await badge(admin.page).waitFor();
      await bell(admin.page).click();
      await admin.page.getByRole('button', { name: 'Mark all read' }).click();
      await badge(admin.page).waitFor({ state: 'detached' });

      expect(pageErrors(guest.page)).toEqual([]);
      expect(pageErrors(admin.page)).toEqual([]);
      await guest.context.close();
    });
  }

  it('keeps guests and signed-in non-admins out of /admin/inquiries, telling the user why', async ({
    site,
    openPage,
  }) => {
    const { token } = await site.call<{ token: string }>('POST', '/auth/signup', {
      fullName: 'Plain User',
      email: 'plain-user@example.com',
      password: 'secret123',
    });
    const { context, page } = await openPage('desktop', { token });

    // A signed-in buyer's quote form starts with the account's name and e-mail.
    const form = new FormData();
    form.append('name', 'Special Resin');
    form.append('description', 'Made to order.');
    form.append('price', JSON.stringify({ contactForPrice: true }));
    const photo = fs.readFileSync(path.resolve('test/fixtures/photo.jpg'));
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const { product } = await site.call<{ product: { _id: string } }>(
      'POST',
      '/products',
      form,
      site.adminToken,
    );
    await page.goto(`/products/${product._id}`);
    await page
      .getByRole('region', { name: 'Pricing' })
      .getByRole('button', { name: 'Contact for Pricing' })
      .click();
    const quote = page.getByRole('dialog', { name: 'Request a Quote' });
    expect(await quote.getByLabel('Name').inputValue()).toBe('Plain User');
    expect(await quote.getByLabel('Email').inputValue()).toBe('plain-user@example.com');
    await quote.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/inquiries');
    await expectToast(page, "You don't have permission to access this page");
    await page.waitForURL((url) => url.pathname === '/');
    await expect(bell(page).count()).resolves.toBe(0);
    await context.close();

    const guest = await openPage('phone');
    await guest.page.goto('/admin/inquiries');
    await guest.page.waitForURL((url) => url.pathname === '/');
    await expect(bell(guest.page).count()).resolves.toBe(0);
  });
});
