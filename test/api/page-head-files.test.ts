// The code and styles a server-rendered page's head links, on a build shaped as Vite makes it: the
// entry's scripts and stylesheet are index.html's own (the manifest marks no chunk as the entry), so
// the page preloads its own modules only and never links the entry's stylesheet a second time; and
// the stylesheets, which hold up the first paint, come before everything the page preloads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp } from '../helpers/web-dir';

function builtWebDir() {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html lang="en"><head><!--app-head-->
    <script type="module" crossorigin src="/assets/framework-Aa11.js"></script>
    <script type="module" crossorigin src="/assets/app-Bb22.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-Cc33.css">
    </head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`,
  );
  fs.mkdirSync(path.join(webDir, '.vite'));
  const manifest = {
    '_framework-Aa11.js': { file: 'assets/framework-Aa11.js' },
    '_app-Bb22.js': {
      file: 'assets/app-Bb22.js',
      imports: ['_framework-Aa11.js'],
      css: ['assets/app-Cc33.css'],
    },
    'src/web/features/site/about-page.tsx': {
      file: 'assets/about-page-Dd44.js',
      imports: ['_app-Bb22.js', '_framework-Aa11.js', '_card-Ee55.js'],
    },
    '_card-Ee55.js': {
      file: 'assets/card-Ee55.js',
      imports: ['_app-Bb22.js'],
      css: ['assets/card-Ff66.css'],
    },
  };
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}

const t = setupApi(() => createRenderingTestApp(builtWebDir()));

const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(([, href]) => href);

describe("a server-rendered page's head", () => {
  it("preloads the page's own modules, not the entry's that index.html loads", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(linked(response.body, 'modulepreload').sort()).toEqual([
      '/assets/about-page-Dd44.js',
      '/assets/card-Ee55.js',
    ]);
  });

  it("links the entry's stylesheet once, as index.html does, and the page's own", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(linked(response.body, 'stylesheet')).toEqual(['/assets/card-Ff66.css', '/assets/app-Cc33.css']);
  });

  // The Intl warm-up waits for nothing, and must not wait for the stylesheets (src/server/lib/intl-warm-up-script.ts).
  it('links the stylesheets first, after the Intl warm-up, before the preloads and the scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const head = /<head>(.*)<\/head>/s.exec(response.body)?.[1] ?? '';
    const tags = [...head.matchAll(/<(?:link rel="(\w+)"|script)/g)].map(([, rel]) => rel ?? 'script');
    expect(head).toContain(INTL_WARM_UP_SCRIPT);
    expect(tags.slice(0, 3)).toEqual(['script', 'stylesheet', 'stylesheet']);
    expect(tags.filter((tag) => tag === 'stylesheet')).toHaveLength(2);
    expect(tags.slice(3)).toContain('modulepreload');
  });
});
