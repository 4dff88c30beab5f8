// A page helper shared by the catalogue browser tests.
import type { Page } from 'playwright-core';

/** The visible product cards' names, in order. */
export const cardNames = (page: Page) => page.locator('article h2').allInnerTexts();
