// A page the server cannot render (the renderer throws, or gives up after its time) still reaches the
// visitor: the page as the browser renders it, with its own head, and the failure in the log.
import { describe, expect, it } from 'vitest';
import type { PageRendererModule } from '@/server/features/site/page-renderer';
import { setupApi } from '../helpers/api';
import { captureErrorLogs, createTestApp } from '../helpers/app';
import { templateWebDir } from '../helpers/web-dir';

const logs = captureErrorLogs();
const renderings: string[] = [];

const t = setupApi(async () => {
  const real = await import('@/web/entry-server');
  // The real renderer, but the careers page throws as a page whose data breaks it would.
  const pageRenderer: PageRendererModule = {
    render(url, options) {
      renderings.push(url);
      if (url.startsWith('/careers')) return Promise.reject(new Error('Rendering took too long'));
      return real.render(url, options);
    },
  };
  return createTestApp(
    { webDir: templateWebDir(), publicUrl: 'https://chem.example', logLevel: 'error' },
    { pageRenderer, logStream: logs.stream },
  );
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a page whose server rendering fails', () => {
  it('is answered with the page for the browser to render, with its head, and the error is logged', async () => {
    const response = await get('/careers?department=Sales');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="app-state"');
    expect(response.body).toMatch(/<title>Careers[^<]*<\/title>/);
    expect(response.body).toContain('<link rel="canonical" href="https://chem.example/careers');
    expect(logs.errors()).toContainEqual(
      expect.objectContaining({
        msg: 'rendering a page on the server failed',
        url: '/careers',
        err: expect.objectContaining({ message: 'Rendering took too long' }),
      }),
    );
  });

  it('is not kept: the next visitor gets a new attempt, and not from a shared cache', async () => {
    const before = renderings.filter((url) => url === '/careers').length;
    const response = await get('/careers');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    await get('/careers');
    expect(renderings.filter((url) => url === '/careers').length).toBe(before + 2);
  });

  it('leaves the other pages rendered on the server', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<main[^>]*>.*<h1/s);
    expect(response.body).toContain('id="app-state"');
  });
});
