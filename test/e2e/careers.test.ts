// Careers in a real browser, on a phone and a desktop: the admin signs in, creates a post through the
// career form (meeting its inline checks on the way), edits, hides and shows it, and deletes another;
// a guest finds the post on /careers and opens its details; a visitor whose calendar is past the
// deadline sees it Expired, dimmed and without the ways to apply.
import type { Page } from 'playwright-core';
import { companyToday } from '@/contract/career-rules';
import {
  expectNoAxeViolations,
  expectToast,
  hasBrowser,
  pageErrors,
  screenshot,
  type ViewportName,
} from './helpers/browser';
import { describe, expect, it, type Site, VIEWPORT_NAMES } from './helpers/site';

/** A date `days` away from the company's today, as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date(`${companyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const publicTitles = async (site: Site) =>
  (await site.call<{ data: { title: string }[] }>('GET', '/careers')).data.map((post) => post.title);

async function signInAsAdmin(page: Page, site: Site) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(site.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(site.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${site.url}/`);
}

const titleFor = (viewport: ViewportName) => `Sales Engineer (${viewport})`;
const deadline = dayFromToday(30);

describe.skipIf(!hasBrowser)('careers in a real browser', () => {
  // First, on the fresh server: no posts yet.
  it('tells a guest "Currently we are not hiring" when there are no active posts', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto('/careers');
    await page.getByRole('heading', { name: 'Currently we are not hiring' }).waitFor();
    await screenshot(page, 'careers-public-empty-phone');
    await expectNoAxeViolations(page, 'careers, not hiring');
    expect(pageErrors(page)).toEqual([]);
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`the admin creates, edits, hides, shows and deletes posts (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      const title = titleFor(viewport);
      await site.call(
        'POST',
        '/careers',
        {
          title: `Temporary Driver (${viewport})`,
          description: 'Deliveries around Dhaka.',
          location: 'Dhaka',
          department: 'Logistics',
          requirements: ['Driving licence'],
          responsibilities: ['Deliver orders'],
        },
        site.adminToken,
      );
      await signInAsAdmin(page, site);
      await page.goto('/admin?tab=careers');
      const tab = page.getByRole('tabpanel');
      await tab.getByRole('button', { name: 'Create Career Post' }).waitFor();
      await expect.poll(() => page.getByTestId('stat-careers').textContent()).toMatch(/^\d+$/);
      const countBefore = Number(await page.getByTestId('stat-careers').textContent());
      await screenshot(page, `careers-admin-tab-${viewport}`);

      // The form opens on the spec's defaults and checks everything before sending.
      await tab.getByRole('button', { name: 'Create Career Post' }).click();
      const modal = page.getByRole('dialog', { name: 'Create Career Post' });
      await expect(modal.getByLabel('Job type').inputValue()).resolves.toBe('Full-time');
      await expect(modal.getByLabel('Experience level').inputValue()).resolves.toBe('Entry Level');
      await expect(modal.getByLabel('Salary currency').inputValue()).resolves.toBe('USD');
      await expect(modal.getByRole('checkbox', { name: /Active/ }).isChecked()).resolves.toBe(true);
      await expect(modal.getByRole('button', { name: 'Remove requirement 1' }).isDisabled()).resolves.toBe(
        true,
      );

      await modal.getByRole('button', { name: 'Create Career Post' }).click();
      for (const message of [
        'Title is required',
        'Description is required',
        'Location is required',
        'Department is required',
        'At least one requirement is required',
        'At least one responsibility is required',
      ])
        await modal.getByText(message).waitFor();
      await expect(modal.getByLabel(/^Title/).evaluate((el) => el === document.activeElement)).resolves.toBe(
        true,
      );
      await screenshot(page, `careers-form-errors-${viewport}`);
      await expectNoAxeViolations(page, `the career form with errors (${viewport})`);

      // Editing a field clears its error, and only its error.
      await modal.getByLabel(/^Title/).fill(title);
      await modal.getByText('Title is required').waitFor({ state: 'detached' });
      await expect(modal.getByText('Location is required').isVisible()).resolves.toBe(true);

      await modal.getByLabel('Department').fill('Sales');
      await modal.getByLabel('Location').fill('Narayanganj');
      await modal.getByLabel('Job type').selectOption('Contract');
      await modal.getByLabel('Experience level').selectOption('Mid Level');
      await modal
        .getByLabel(/^Description/)
        .fill('Look after the textile mills of Narayanganj and grow our dyes business.');
      const requirements = [
        'B.Sc. in Chemistry',
        '3 years in chemical sales',
        'Fluent Bangla and English',
        'Own motorbike',
      ];
      for (const [index, text] of requirements.entries()) {
        if (index > 0) await modal.getByRole('button', { name: 'Add requirement' }).click();
        await modal.getByLabel(`Requirement ${index + 1}`, { exact: true }).fill(text);
      }
      await expect(modal.getByRole('button', { name: 'Remove requirement 1' }).isDisabled()).resolves.toBe(
        false,
      );
      await modal.getByRole('button', { name: 'Add requirement' }).click();
      await modal.getByRole('button', { name: 'Remove requirement 5' }).click();
      await modal.getByLabel('Responsibility 1', { exact: true }).fill('Visit customers every week');
      await modal.getByLabel('Qualification 1', { exact: true }).fill('MBA is a plus');
      await modal.getByLabel('Minimum salary').fill('60000');
      await modal.getByLabel('Maximum salary').fill('60000');
      await modal.getByLabel('Salary currency').selectOption('BDT');
      await modal.getByLabel('Application deadline').fill(dayFromToday(-1));
      await modal.getByRole('button', { name: 'Create Career Post' }).click();
      await modal.getByText('Minimum salary must be less than maximum salary').waitFor();
      await modal.getByText('Application deadline must be in the future').waitFor();
      await modal.getByLabel('Maximum salary').fill('90000');
      await modal.getByText('Minimum salary must be less than maximum salary').waitFor({ state: 'detached' });
      await modal.getByLabel('Application deadline').fill(deadline);
      await screenshot(page, `careers-form-filled-${viewport}`);

      // A failed save (a server error without a message, once) keeps the modal open with the admin's
      // input; the only message is the spec's fallback toast.
      await page.route('**/api/careers', (route) => route.fulfill({ status: 500, json: {} }), { times: 1 });
      await modal.getByRole('button', { name: 'Create Career Post' }).click();
      await expectToast(page, 'Failed to create career post');
      await expect(modal.getByLabel(/^Title/).inputValue()).resolves.toBe(title);
      await expect(modal.getByRole('button', { name: 'Create Career Post' }).isEnabled()).resolves.toBe(true);

      await modal.getByRole('button', { name: 'Create Career Post' }).click();

      await expectToast(page, 'Career post created successfully!');
      await modal.waitFor({ state: 'hidden' });
      const item = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await item.getByText('৳ 60,000 - ৳ 90,000').waitFor();
      await item.getByText('Active', { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('stat-careers').textContent()).toBe(String(countBefore + 1));
      expect(await publicTitles(site)).toContain(title);

      // Edit: the form opens on the post; the change shows in the list.
      await item.getByRole('button', { name: `Edit ${title}` }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Career Post' });
      await expect(editor.getByLabel('Requirement 4', { exact: true }).inputValue()).resolves.toBe(
        'Own motorbike',
      );
      await expect(editor.getByLabel('Application deadline').inputValue()).resolves.toBe(deadline);
      await editor.getByLabel('Location').fill('Narayanganj and Gazipur');
      await editor.getByRole('button', { name: 'Update Career Post' }).click();
      await expectToast(page, 'Career post updated successfully!');
      await editor.waitFor({ state: 'hidden' });
      await item.getByText('Narayanganj and Gazipur').waitFor();

      // Hide, then show again.
      await item.getByRole('switch', { name: `Active: ${title}` }).click();
      await expectToast(page, 'Career post is now inactive');
      await item.getByText('Inactive', { exact: true }).waitFor();
      expect(await publicTitles(site)).not.toContain(title);
      await item.getByRole('switch', { name: `Active: ${title}` }).click();
      await expectToast(page, 'Career post is now active');
      await item.getByText('Active', { exact: true }).waitFor();
      expect(await publicTitles(site)).toContain(title);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `careers-admin-list-${viewport}`);
      await expectNoAxeViolations(page, `the career management tab with posts (${viewport})`);

      // Delete asks first; cancelling keeps the post.
      const temporary = tab.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: `Temporary Driver (${viewport})` }),
      });
      await temporary.getByRole('button', { name: /^Delete/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete career post' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await temporary.getByRole('button', { name: /^Delete/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete career post' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectToast(page, 'Career post deleted successfully!');
      await temporary.waitFor({ state: 'detached' });
      expect(await publicTitles(site)).not.toContain(`Temporary Driver (${viewport})`);

      expect(pageErrors(page)).toEqual([]);
    });

    it(`a guest reads the post on /careers and opens its details (${viewport})`, async ({ openPage }) => {
      const { page } = await openPage(viewport);
      const title = titleFor(viewport);
      await page.goto('/careers');
      await expect(page.title()).resolves.toMatch(/^Careers \|/);
      const card = page.getByRole('article', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
      await card.waitFor();
      await card.getByText('+1 more').waitFor();
      const cardText = await card.textContent();
      for (const text of ['Contract', 'Mid Level', 'Narayanganj and Gazipur', 'Sales', '৳ 60,000 - ৳ 90,000'])
        expect(cardText).toContain(text);
      await expect(card.getByText('Own motorbike').count()).resolves.toBe(0);
      await expect(
        card.getByRole('link', { name: 'Contact us to apply' }).getAttribute('href'),
      ).resolves.toBe('/contact');
      await screenshot(page, `careers-public-${viewport}`);
      await expectNoAxeViolations(page, `careers (${viewport})`);

      await card.getByRole('button', { name: 'View details' }).click();
      await card.getByText('Own motorbike').waitFor();
      await card.getByText('MBA is a plus').waitFor();
      await expect(card.getByText('+1 more').count()).resolves.toBe(0);
      await screenshot(page, `careers-public-expanded-${viewport}`);
      await expectNoAxeViolations(page, `careers, a post expanded (${viewport})`);
      await card.getByRole('button', { name: 'Show less' }).click();
      await card.getByText('+1 more').waitFor();

      expect(pageErrors(page)).toEqual([]);
    });

    it(`a post past its deadline shows Expired, dimmed, without "Contact us to apply" (${viewport})`, async ({
      openPage,
    }) => {
      const { context, page } = await openPage(viewport);
      // The visitor's calendar is two days past the deadline (noon in Dhaka).
      await context.clock.setFixedTime(new Date(`${deadline}T12:00:00+06:00`).getTime() + 2 * 86_400_000);
      await page.goto('/careers');
      const card = page.getByRole('article', {
        name: new RegExp(titleFor(viewport).replace(/[()]/g, '\\$&')),
      });
      await card.getByText('Expired', { exact: true }).waitFor();
      await expect(card.getAttribute('data-expired')).resolves.toBe('true');
      await expect(card.getByRole('link', { name: 'Contact us to apply' }).count()).resolves.toBe(0);
      await screenshot(page, `careers-public-expired-${viewport}`);
      await expectNoAxeViolations(page, `careers, a post expired (${viewport})`);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
