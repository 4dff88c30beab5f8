import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const cards = (page: Page) => page.getByTestId('comment-card');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });
const commentForm = (page: Page) => page.getByRole('form', { name: 'Write a review' });

describe.skipIf(!hasBrowser)('comments in a real browser', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`lets a guest and a user review, and an admin reply, hide and delete (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const productId = (
        await createProduct(site.api, site.adminToken, { name: `Caustic Soda Flakes (${viewport})` })
      )._id;
      const productUrl = `/products/${productId}#comments`;
      const guestEmail = `guest-${viewport}@example.com`;
      const guestText = `Good purity (${viewport}). <b>bold</b>\nSecond line`;
      const userText = `Consistent quality across orders (${viewport}).`;

      // A guest: the form's rules in the spec's order, then a comment with four stars.
      const guest = await openPage(viewport);
      await guest.page.goto(productUrl);
      await guest.page.getByText('No Reviews Yet').waitFor();
      const post = commentForm(guest.page).getByRole('button', { name: 'Post Comment' });
      expect(await post.isDisabled()).toBe(true);
      await commentForm(guest.page).getByLabel('Your comment').fill('   ');
      expect(await post.isDisabled()).toBe(true);
      await commentForm(guest.page).getByLabel('Your comment').fill(guestText);
      await commentForm(guest.page).getByText(`${guestText.length}/1000`).waitFor();
      await post.click();
      await expectToast(guest.page, 'Please enter your name and email');
      await commentForm(guest.page).getByLabel('Your name').fill('Farhana Guest');
      await commentForm(guest.page).getByLabel('Your email').fill('farhana@');
      await post.click();
      await expectToast(guest.page, 'Please enter a valid email address');
      await commentForm(guest.page).getByLabel('Your email').fill(guestEmail);
      await commentForm(guest.page).getByRole('button', { name: '4 stars' }).click();
      await post.click();
      await expectToast(guest.page, 'Comment added successfully');
      const guestCard = card(guest.page, 'Farhana Guest');
      await guestCard.getByText('Guest', { exact: true }).waitFor();
      await guestCard.getByText('Just now').waitFor();
      await guestCard.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
      // Typed HTML stays text, line breaks are kept, and the e-mail appears nowhere.
      await guestCard.getByText('<b>bold</b>', { exact: false }).waitFor();
      expect(await guestCard.locator('b').count()).toBe(0);
      expect(await guestCard.getByText('Second line').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe(
        'pre-line',
      );
      // (The guest's own form keeps the address they typed, for their next comment.)
      expect(await cards(guest.page).allTextContents()).not.toContain(expect.stringContaining('@'));
      expect(await commentForm(guest.page).getByLabel('Your email').inputValue()).toBe(guestEmail);
      expect(await commentForm(guest.page).getByLabel('Your comment').inputValue()).toBe('');
      await screenshot(guest.page, `comments-guest-${viewport}`);
      await expectNoAxeViolations(guest.page, `a product's reviews, as a guest (${viewport})`);

      // A signed-in user posts text only, under their account, with five stars.
      const { token: userToken } = await site.call<{ token: string }>('POST', '/auth/signup', {
        fullName: `Karim Buyer ${viewport}`,
        email: `karim-${viewport}@example.com`,
        password: 'secret123',
      });
      const user = await openPage(viewport, { token: userToken });
      await user.page.goto(productUrl);
      await commentForm(user.page).getByText(`Posting as`).waitFor();
      expect(await commentForm(user.page).getByLabel('Your name').count()).toBe(0);
      await commentForm(user.page).getByRole('button', { name: '5 stars' }).click();
      await commentForm(user.page).getByLabel('Your comment').fill(userText);
      await commentForm(user.page).getByRole('button', { name: 'Post Comment' }).click();
      await expectToast(user.page, 'Comment added successfully');
      await card(user.page, userText).getByText('Registered', { exact: true }).waitFor();
      await user.page.getByText('4.5').first().waitFor();
      expect(await user.page.content()).not.toContain(guestEmail);
      expect(await user.page.content()).not.toContain(`karim-${viewport}@example.com`);
      // Oldest first puts the guest on top; highest rating puts the user back on top.
      await user.page.getByLabel('Sort by').selectOption('oldest');
      await expectToast(user.page, 'Sorted by Oldest');
      await expect.poll(() => cards(user.page).first().textContent()).toContain('Farhana Guest');
      await user.page.getByLabel('Sort by').selectOption('highest-rating');
      await expectToast(user.page, 'Sorted by Highest Rating');
      await expect.poll(() => cards(user.page).first().textContent()).toContain(userText);
      await screenshot(user.page, `comments-user-${viewport}`);
      await expectNoAxeViolations(user.page, `a product's reviews, signed in (${viewport})`);

      // The admin: both e-mails with copy and send buttons; reply once; hide; delete.
      const admin = await openPage(viewport, 'admin');
      await admin.page.goto(productUrl);
      const adminGuestCard = card(admin.page, 'Farhana Guest');
      await adminGuestCard.getByTestId('commenter-email').getByText(guestEmail).waitFor();
      await card(admin.page, userText).getByText(`karim-${viewport}@example.com`).waitFor();
      expect(
        await adminGuestCard.getByRole('link', { name: `Send email to ${guestEmail}` }).getAttribute('href'),
      ).toMatch(new RegExp(`^mailto:${guestEmail}\\?subject=`));
      await adminGuestCard.getByRole('button', { name: `Copy ${guestEmail}` }).click();
      await expectToast(admin.page, 'Email copied to clipboard!');
      expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(guestEmail);

      await adminGuestCard.getByRole('button', { name: 'Reply', exact: true }).click();
      const send = adminGuestCard.getByRole('button', { name: 'Send Reply' });
      expect(await send.isDisabled()).toBe(true);
      await adminGuestCard
        .getByLabel('Reply to Farhana Guest')
        .fill('Thank you, Farhana. Glad it arrived well.');
      await adminGuestCard.getByText('41/1000').waitFor();
      await send.click();
      await expectToast(admin.page, 'Reply added successfully');
      await adminGuestCard
        .getByTestId('admin-reply')
        .getByText('Thank you, Farhana. Glad it arrived well.')
        .waitFor();
      expect(await adminGuestCard.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
      await screenshot(admin.page, `comments-admin-replied-${viewport}`);
      await expectNoAxeViolations(admin.page, `a product's reviews, as the admin (${viewport})`);

      const adminUserCard = card(admin.page, userText);
      await adminUserCard.getByRole('button', { name: 'Hide' }).click();
      await expectToast(admin.page, 'Comment hidden from the public');
      await adminUserCard.getByText('Hidden from public').waitFor();
      await guest.page.reload();
      await card(guest.page, 'Farhana Guest').getByTestId('admin-reply').waitFor();
      expect(await card(guest.page, userText).count()).toBe(0);

      await adminGuestCard.getByRole('button', { name: 'Delete' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Delete comment' });
      await dialog
        .getByText('Are you sure you want to delete this comment? This action cannot be undone.', {
          exact: true,
        })
        .waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(admin.page, 'Comment deleted successfully');
      await expect.poll(() => card(admin.page, 'Farhana Guest').count()).toBe(0);
      await screenshot(admin.page, `comments-admin-moderated-${viewport}`);

      // The dashboard's Comments Management tab lists the hidden comment as needing a reply.
      await admin.page.goto('/admin?tab=comments');
      await admin.page.getByRole('tab', { name: /Comments Management/ }).waitFor();
      const listed = card(admin.page, userText);
      await listed.getByText('Needs Reply').waitFor();
      await listed.getByText('Hidden from public').waitFor();
      await listed.getByRole('link', { name: `Caustic Soda Flakes (${viewport})` }).waitFor();
      await admin.page.getByLabel('Visibility').selectOption('false');
      await listed.waitFor();
      await admin.page.getByRole('button', { name: 'Replied', exact: true }).click();
      await admin.page.getByText('No comments found').waitFor();
      await admin.page.getByRole('button', { name: 'Unreplied', exact: true }).click();
      await listed.getByRole('button', { name: 'Approve' }).click();
      await expectToast(admin.page, 'Comment approved');
      await expect.poll(() => listed.count()).toBe(0);
      await admin.page.getByLabel('Visibility').selectOption('all');
      await listed.getByRole('button', { name: 'Reply', exact: true }).waitFor();
      await screenshot(admin.page, `comments-dashboard-${viewport}`);
      await expectNoAxeViolations(admin.page, `the comments management tab with a comment (${viewport})`);

      for (const { page } of [guest, user, admin]) {
        expect(pageErrors(page)).toEqual([]);
      }
    });
  }

  it('loads ten comments, then the rest with Load More', async ({ site, openPage }) => {
    const productId = (await createProduct(site.api, site.adminToken, { name: 'Soda Ash Light' }))._id;
    for (let i = 1; i <= 12; i++) {
      await site.call('POST', `/comments/product/${productId}`, {
        commentText: `Batch comment ${i}`,
        commenterName: `Buyer ${i}`,
        email: `buyer${i}@example.com`,
        rating: (i % 5) + 1,
      });
    }
    const { page } = await openPage('phone');
    await page.goto(`/products/${productId}#comments`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await card(page, 'Batch comment 1').getByText('Batch comment 1', { exact: true }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
