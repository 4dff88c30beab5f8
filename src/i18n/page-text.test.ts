import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE,
  EDIT_PRODUCT_PAGE,
  MY_INQUIRY_PAGE,
  NOT_FOUND_PAGE,
  PAGES,
  PRODUCT_NOT_FOUND_PAGE,
  RESET_PASSWORD_PAGE,
  TRACKING_PAGE,
} from '@/contract/pages';
import { translator } from '@/server/i18n/translator';
import { companyDescription, localizePage } from './page-text';

const ALL = [
  ...Object.values(PAGES),
  ADMIN_PAGE,
  TRACKING_PAGE,
  MY_INQUIRY_PAGE,
  NOT_FOUND_PAGE,
  PRODUCT_NOT_FOUND_PAGE,
  EDIT_PRODUCT_PAGE,
  RESET_PASSWORD_PAGE,
];

describe('page texts in Bengali', () => {
  it('gives every page of the table a Bengali title and description of its own', () => {
    const { t } = translator('bn');
    for (const page of ALL) {
      expect(page.key, page.title).toBeTruthy();
      const bengali = localizePage(page, 'bn', t);
      expect(bengali.title, page.title).toMatch(/^[^a-z]*[\u0980-\u09FF].* \| Meghna Chemicals$/);
      expect(bengali.title).not.toContain('meta.');
      expect(bengali.description).toMatch(/[\u0980-\u09FF]/);
      expect(bengali.description).not.toContain('meta.');
      expect(bengali.noindex).toBe(page.noindex);
    }
  });

  it('writes the founding year in the page digits, and leaves English pages as the table has them', () => {
    const { t } = translator('bn');
    expect(localizePage(PAGES['/home'], 'bn', t).title).toBe(
      '১৯৫৮ সাল থেকে বাংলাদেশের জন্য শিল্প রাসায়নিক | Meghna Chemicals',
    );
    expect(companyDescription('bn', t, 'latin')).toMatch(/^1958 সাল থেকে/);
    expect(localizePage(PAGES['/about'], 'en', translator('en').t)).toBe(PAGES['/about']);
  });
});
