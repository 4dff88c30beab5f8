// The set-up every browser journey shares, as Vitest fixtures: the built site on its own data
// directory (once per file, started with `siteOptions`, which a file may extend), Debian's
// Chromium (once per file), and pages at a named viewport, as a guest or signed in, closed after
// each test. Each fixture starts only when a test asks for it, so a file skipped for want of a
// browser starts nothing.
//
//   import { describe, it } from './helpers/site';
//   it('shows the catalogue', async ({ site, openPage }) => {
//     const { page } = await openPage('phone');
//     await page.goto('/');
//   });
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { apiClient } from './api';
import { launchBrowser, newPage, VIEWPORTS, type ViewportName } from './browser';
import { type RunningServer, startServer } from './server';

export { describe, expect } from 'vitest';

/** The viewports every journey runs at, by name: phone first, then desktop. */
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export type Site = {
  url: string;
  /** The admin account the server was started with. */
  admin: RunningServer['admin'];
  server: RunningServer;
  api: ReturnType<typeof apiClient>;
  /** The API, as `api.call`. */
  call: ReturnType<typeof apiClient>['call'];
  /** A session token of the admin, for the API and for signed-in pages. */
  adminToken: string;
};

/** Who a page is opened for: a guest (the default), the admin, or a user's session token. */
export type PageUser = 'guest' | 'admin' | { token: string };

export type OpenPage = (
  viewport?: ViewportName,
  user?: PageUser,
) => Promise<{ context: BrowserContext; page: Page }>;

export type StartServer = (options?: ServerOptions) => Promise<RunningServer>;

export type ServerOptions = NonNullable<Parameters<typeof startServer>[0]>;

export const it = base
  // How the file's site is started: as is, unless the file extends this (an SMTP server's URL in
  // its environment, a data directory seeded beforehand).
  .extend('siteOptions', { scope: 'file' }, {} as ServerOptions)
  .extend('site', { scope: 'file' }, async ({ siteOptions }, { onCleanup }): Promise<Site> => {
    const server = await startServer(siteOptions);
    onCleanup(async () => {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    });
    const api = apiClient(server);
    return {
      url: server.url,
      admin: server.admin,
      server,
      api,
      call: api.call,
      adminToken: await api.adminToken(),
    };
  })
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ site, browser }, { onCleanup }): Promise<OpenPage> => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (viewport = 'desktop', user = 'guest') => {
      const token = user === 'guest' ? undefined : user === 'admin' ? site.adminToken : user.token;
      const opened = await newPage(browser, site.url, viewport, token);
      contexts.push(opened.context);
      return opened;
    };
  })
  // Servers of a test's own (custom environment, a wrapper command, a shared data directory):
  // whatever is still running when the test ends is killed outright.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('startServer', async ({}, { onCleanup }): Promise<StartServer> => {
    const started: RunningServer[] = [];
    onCleanup(async () => {
      for (const server of started) await server.stop('SIGKILL');
    });
    return async (options) => {
      const server = await startServer(options);
      started.push(server);
      return server;
    };
  });
