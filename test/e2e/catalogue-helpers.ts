// A page helper shared by the catalogue browser tests.
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** The visible product cards' names, in order. */
export const cardNames = (page: Page) => page.locator('article h2').allInnerTexts();

type Box = { x: number; y: number; width: number; height: number };

/** Where each visible card, its picture, its price and its stock badge are drawn. */
export const cardLayout = (page: Page) =>
  page.locator('article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = (el: Element | null): Box => {
        const { x, y, width, height } = (el as Element).getBoundingClientRect();
        return { x, y, width, height };
      };
      return {
        name: card.querySelector('h2')?.textContent ?? '',
        card: box(card),
        picture: box(card.querySelector('img')),
        price: box(
          // The last line that reads as a price (the CAS number "CAS 7664-93-9" comes before it).
          [...card.querySelectorAll('p')].findLast((el) =>
            /^(Contact for pricing|[$€£]\d|৳ \d|[A-Z]{3} \d)/.test(el.textContent ?? ''),
          ) ?? null,
        ),
        stock: box(
          [...card.querySelectorAll('span')].find((el) => /Stock/.test(el.textContent ?? '')) ?? null,
        ),
      };
    }),
  );

/**
 * Whether the browser's own clear button shows in the search box: with the app's × hidden, the box's
 * right end must be plain background, with no dark glyph drawn there.
 */
export async function darkestPixelAtSearchBoxEnd(page: Page): Promise<number> {
  const box = page.getByRole('searchbox', { name: 'Search products' });
  // A handle, not a locator: a hidden button drops out of the accessibility tree the locator reads.
  const clear = await page.getByRole('button', { name: 'Clear the search box' }).elementHandle();
  if (!clear) throw new Error('The search box has no clear button');
  await clear.evaluate((el) => {
    (el as HTMLElement).style.visibility = 'hidden';
  });
  const { x, y, width, height } = (await box.boundingBox())!;
  const shot = await page.screenshot({
    clip: { x: x + width - 84, y: y + 8, width: 80, height: height - 16 },
  });
  await clear.evaluate((el) => {
    (el as HTMLElement).style.visibility = '';
  });
  const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Math.min(...data);
}
