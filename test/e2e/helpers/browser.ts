// Debian's Chromium driven by playwright-core. Under CI a missing browser fails the run; on a
// developer machine without it the browser tests are skipped with a note.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROMIUM_PATH);
if (!hasBrowser && process.env.CI) {
  throw new Error(`Chromium is required for the browser tests under CI but ${CHROMIUM_PATH} is missing`);
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Headless, and nothing of Chromium's own reaching the network (its updates, sync, first-run pages). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-quic'] });
}

/** A fresh page for a guest, or signed in with the token the SPA keeps in localStorage. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName = 'desktop',
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  // A page error is a bug: collect them so tests can assert there were none.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors: string[] }).errors = errors;
  return { context, page };
}

export const pageErrors = (page: Page) => (page as Page & { errors?: string[] }).errors ?? [];

/** Saves a full-page screenshot under screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = path.resolve('screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Waits for a toast and checks that it is drawn at full brightness: toasts live in the top layer,
 * so an open modal's backdrop must not dim them. (Hit-testing cannot tell: a modal makes everything
 * outside it inert, the toasts included, though they are drawn above it.)
 */
export async function expectToast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
  let seen = 'not on screen';
  // Toasts slide in, and shift as others leave: sample until one with the text is on screen, undimmed.
  for (const deadline = Date.now() + 3000; Date.now() < deadline; await page.waitForTimeout(50)) {
    const boxes = await page.evaluate(
      (wanted) =>
        [...document.querySelectorAll('[role="status"]')]
          .filter((message) => message.textContent?.includes(wanted))
          .map(
            (message) => (message.parentElement as HTMLElement).getBoundingClientRect().toJSON() as DOMRect,
          )
          .filter((box) => box.y >= 0 && box.height > 0),
      text,
    );
    for (const box of boxes) {
      // A pixel of the toast's white padding, left of the icon.
      const pixel = await page.screenshot({
        clip: { x: box.x + 3, y: box.y + box.height / 2, width: 1, height: 1 },
      });
      const [red, green, blue] = await sharp(pixel).raw().toBuffer();
      if (Math.min(red, green, blue) >= 245) return;
      seen = `rgb ${red}, ${green}, ${blue}`;
    }
  }
  throw new Error(`The toast "${text}" is not shown at full brightness (${seen})`);
}

/** The WCAG 2.1 A and AA rules: the level the site promises. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An axe-core report as a person reads it: each broken rule, then where and why. */
export function describeAxeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of the WCAG 2.1 AA
 * violations and of headings that skip a level. Transitions are let finish first: a half-faded dialog would be judged on colours it
 * never keeps.
 */
export async function expectNoAxeViolations(page: Page, state = page.url()) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; only the transitions that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Headings that skip a level (h1 then h3) are a best practice in axe's terms, but screen-reader
  // users move by headings: they are checked with the rest.
  // Toasts come and go by themselves, and one fading out mid-check reads as faint text; their
  // colours are react-hot-toast's (12:1) and expectToast checks they are drawn undimmed.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-rht-toaster]')
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules: { 'heading-order': { enabled: true } } })
    .analyze();
  if (violations.length > 0)
    throw new Error(
      `axe-core found ${violations.length} kind(s) of violation on ${state}:\n${describeAxeViolations(violations)}`,
    );
}

/**
 * Keeps the page body's elements as the server's HTML made them, before any script runs: call before
 * `goto`, then `replacedByHydration` tells which of them hydration threw away and drew again.
 */
export function keepServerElements(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { drawn: [...document.querySelectorAll('main *')] }),
    ),
  );
}

/**
 * How many elements the server drew in the body, and the tags of those no longer in the page. A
 * placeholder marked busy (the product page's reviews, until the visitor nears them) is replaced by
 * design once what it waits for has loaded, which on a slow machine may be before this looks.
 */
export function replacedByHydration(page: Page): Promise<{ drawn: number; replaced: string[] }> {
  return page.evaluate(() => {
    const elements = (window as unknown as { drawn: Element[] }).drawn;
    return {
      drawn: elements.length,
      replaced: elements
        .filter((element) => !element.isConnected && !element.closest('[aria-busy="true"]'))
        .map((element) => element.tagName),
    };
  });
}
