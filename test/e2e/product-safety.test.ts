// A product's safety panel and its "Transport & trade" block as a buyer reads them, on a phone
// (390 px) and a desktop (1280 px), in English and Bengali: the GHS pictograms are drawn (static SVG
// files) with their hazard as alt text in the page's language, the signal word shows, the statements
// open from a folded list, and the page stays accessible.
import { productPath } from '@/contract/product-slug';
import { type CreatedProduct, createProduct } from './helpers/api';
import { expectNoAxeViolations, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it as siteIt } from './helpers/site';

const it = siteIt.extend('sulphuric', { scope: 'file' }, async ({ site }) =>
  createProduct(site.api, site.adminToken, {
    name: 'Sulphuric Acid 98%',
    category: 'Acids & Alkalis',
    casNumber: '7664-93-9',
    safety: {
      pictograms: ['GHS05', 'GHS07'],
      signalWord: 'danger',
      hazardStatements: ['H290', 'H314', 'H335'],
      precautionaryStatements: ['P280', 'P301+P330+P331', 'P305+P351+P338'],
      storage: 'Store in closed acid-resistant drums.',
      storageBn: 'অ্যাসিড-প্রতিরোধী ড্রামে মুখ বন্ধ করে রাখুন।',
    },
    transport: {
      unNumber: 'UN1830',
      properShippingName: 'SULPHURIC ACID',
      transportClass: '8',
      packingGroup: 'II',
      hsCode: '2807.00.00',
      originCountry: 'BD',
      availability: 'dhaka',
    },
  }),
);

const READINGS = {
  en: {
    prefix: '',
    alt: 'Corrosive (corrosion)',
    signal: 'Danger',
    statements: 'Hazard and precautionary statements',
    hazard: 'Causes severe skin burns and eye damage',
    transport: 'Transport & trade',
    hs: '2807.00.00',
  },
  bn: {
    prefix: '/bn',
    alt: 'ক্ষয়কারী (ক্ষয়)',
    signal: 'বিপদ',
    statements: 'ঝুঁকি ও সতর্কতামূলক বিবৃতি',
    hazard: 'ত্বক মারাত্মকভাবে পুড়িয়ে দেয় এবং চোখের ক্ষতি করে।',
    transport: 'পরিবহন ও বাণিজ্য',
    hs: '2807.00.00',
  },
} as const;

const CASES = (['en', 'bn'] as const).flatMap((language) =>
  [390, 1280].map((width) => ({ language, width })),
);

describe.skipIf(!hasBrowser)('the safety panel on a product page', () => {
  it.for(CASES)(
    'shows the pictograms, signal word, statements and transport data ($language, $width px)',
    async ({ language, width }, { openPage, sulphuric }) => {
      const reading = READINGS[language];
      const { page } = await openPage(width === 390 ? 'phone' : 'desktop');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${reading.prefix}${productPath(sulphuric as CreatedProduct)}`);

      const panel = page.getByRole('region', {
        name: language === 'en' ? 'Hazards and safety' : 'ঝুঁকি ও নিরাপত্তা',
      });
      await panel.waitFor();
      const pictogram = panel.getByRole('img', { name: reading.alt });
      await pictogram.waitFor();
      // Drawn from its SVG file, and seen without scrolling.
      expect(await pictogram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      expect(await pictogram.isVisible()).toBe(true);
      const box = await pictogram.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(width === 390 ? 1400 : 900);
      await panel.getByText(reading.signal, { exact: true }).waitFor();

      // The statements are folded until asked for.
      const hazard = panel.getByText(reading.hazard);
      expect(await hazard.isVisible()).toBe(false);
      await panel.getByText(reading.statements).click();
      await hazard.waitFor();
      await panel.getByText('P301+P330+P331').waitFor();
      await screenshot(page, `product-safety-${language}-${width}`);
      await expectNoAxeViolations(page, `the product page's safety panel (${language}, ${width} px)`);

      const transport = page.getByRole('region', { name: reading.transport });
      await transport.scrollIntoViewIfNeeded();
      await transport.getByText('UN 1830').waitFor();
      await transport.getByText(reading.hs).waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
  );
});
