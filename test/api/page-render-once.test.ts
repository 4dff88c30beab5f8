// The rendered-page cache under a burst and a change: visitors asking at once for a page nobody has
// rendered share one rendering, and a page rendered from data read before a change is not kept.
import { expect, it, vi } from 'vitest';
import { HTML_TTL_MS } from '@/server/features/site/html-cache';
import type { PageRendererModule } from '@/server/features/site/page-renderer';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { templateWebDir } from '../helpers/web-dir';

const webDir = templateWebDir();

let renders = 0;
// Each rendering waits for this gate, so a test can hold one open while other things happen.
let gate: Promise<void> = Promise.resolve();
const t = setupApi(async () => {
  const real = await import('@/web/entry-server');
  const pageRenderer: PageRendererModule = {
    async render(url, options) {
      renders++;
      await gate;
      return real.render(url, options);
    },
  };
  return createTestApp({ webDir }, { pageRenderer });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

it('renders a page once for a burst of visitors, then serves it from memory', async () => {
  renders = 0;
  const answers = await Promise.all(Array.from({ length: 12 }, () => get('/careers')));
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect(renders).toBe(1);
  await get('/careers');
  expect(renders).toBe(1);
});

it('does not keep a page whose rendering began before a change', async () => {
  t.app.htmlCache.clear();
  renders = 0;
  let open = () => {};
  gate = new Promise((resolve) => (open = resolve));
  const slow = get('/about');
  await expect.poll(() => renders).toBe(1);
  // A change lands while the page is being rendered (what a product or career write does).
  t.app.htmlCache.clear();
  open();
  gate = Promise.resolve();
  expect((await slow).statusCode).toBe(200);
  await get('/about');
  expect(renders).toBe(2);
  await get('/about');
  expect(renders).toBe(2);
});

it('serves a page past its minute as it was while rendering it again once, then the new one', async () => {
  t.app.htmlCache.clear();
  await get('/about');
  renders = 0;
  let open = () => {};
  gate = new Promise((resolve) => (open = resolve));
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + HTML_TTL_MS + 1_000);
    // Answered while the new rendering is held at the gate: nobody waits for it.
    const answers = await Promise.all([get('/about'), get('/about'), get('/about')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await expect.poll(() => renders).toBe(1);
    open();
    gate = Promise.resolve();
    await expect.poll(() => t.app.htmlCache.get('/about') !== undefined).toBe(true);
    await get('/about');
    expect(renders).toBe(1);
  } finally {
    vi.useRealTimers();
  }
});

it('keeps pages when a buyer writes something no public page shows', async () => {
  await get('/about');
  renders = 0;
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Rahim', email: 'rahim@example.com', subject: 'sales', message: 'A price, please.' },
  });
  expect(message.statusCode).toBe(201);
  await get('/about');
  expect(renders).toBe(0);
});
