// The code and styles a server-rendered page links, on a build shaped as Vite makes it: the entry's
// scripts and stylesheet are index.html's own (the manifest marks no chunk as the entry), so the page
// preloads its own modules only and never links the entry's stylesheet a second time; the
// stylesheets, which hold up the first paint, come before everything the page preloads; and its code
// is named in its data, for the script at the end of its body to load once the stylesheets are in
// (src/server/lib/page-code.ts), while a page the browser draws loads its code at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT } from '@/server/lib/early-tap-script';
import { INTL_WARM_UP_SCRIPT } from '@/server/lib/intl-warm-up-script';
import { AFTER_STYLESHEETS_HASH, AFTER_STYLESHEETS_SCRIPT } from '@/server/lib/page-code';
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

const ENTRY_SCRIPTS = ['/assets/framework-Aa11.js', '/assets/app-Bb22.js'];

const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(([, href]) => href);
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(([, src]) => src);
const pageCode = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-code">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe("a server-rendered page's code", () => {
  it("names the page's own modules and the entry's scripts in its data, and no tag fetches them", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    const { preload, run } = pageCode(response.body);
    expect(preload.sort()).toEqual(['/assets/about-page-Dd44.js', '/assets/card-Ee55.js']);
    expect(run).toEqual(ENTRY_SCRIPTS);
    expect(linked(response.body, 'modulepreload')).toEqual([]);
    expect(moduleScripts(response.body)).toEqual([]);
  });

  it('ends the body with the data and the script that loads the code, which the policy lets run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const body = /<body>(.*)<\/body>/s.exec(response.body)?.[1] ?? '';
    expect(body.trim().endsWith(AFTER_STYLESHEETS_SCRIPT)).toBe(true);
    expect(body.indexOf('id="app-state"')).toBeLessThan(body.indexOf('id="page-code"'));
    expect(body.indexOf('id="page-code"')).toBeLessThan(body.indexOf(AFTER_STYLESHEETS_SCRIPT));
    expect(response.headers['content-security-policy']).toContain(AFTER_STYLESHEETS_HASH);
  });

  // Its script, run on the page's data in a document of its own, adds what index.html's tags would.
  it("adds the page's preloads and the entry's scripts when run", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const { Window } = await import('happy-dom');
    const window = new Window();
    const { document } = window;
    document.body.innerHTML = /<script type="application\/json" id="page-code">.*?<\/script>/s.exec(
      response.body,
    )?.[0] as string;
    const source = AFTER_STYLESHEETS_SCRIPT.replace(/^<script>|<\/script>$/g, '');
    new window.Function('document', source)(document);
    expect(
      [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]),
    ).toEqual(pageCode(response.body).preload.map((href: string) => ['modulepreload', href]));
    expect(
      [...document.head.querySelectorAll('script')].map((script) => [
        script.type,
        script.getAttribute('src'),
      ]),
    ).toEqual(ENTRY_SCRIPTS.map((src) => ['module', src]));
    await window.happyDOM.close();
  });

  it('loads its code at once on a page the browser draws', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(moduleScripts(response.body)).toEqual(ENTRY_SCRIPTS);
    expect(response.body).not.toContain('id="page-code"');
  });
});

describe("a server-rendered page's head", () => {
  it("links the entry's stylesheet once, as index.html does, and the page's own", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(linked(response.body, 'stylesheet')).toEqual(['/assets/card-Ff66.css', '/assets/app-Cc33.css']);
  });

  // The Intl warm-up waits for nothing, and must not wait for the stylesheets (src/server/lib/intl-warm-up-script.ts);
  // nor must the early-tap note, which must listen before anything can be tapped (early-tap-script.ts).
  it('links the stylesheets first, after the Intl warm-up and the early-tap note, before the pictures', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const head = /<head>(.*)<\/head>/s.exec(response.body)?.[1] ?? '';
    const tags = [...head.matchAll(/<(?:link rel="(\w+)"|script)/g)].map(([, rel]) => rel ?? 'script');
    expect(head.indexOf(INTL_WARM_UP_SCRIPT)).toBeLessThan(head.indexOf(EARLY_TAP_SCRIPT));
    expect(tags.slice(0, 4)).toEqual(['script', 'script', 'stylesheet', 'stylesheet']);
    expect(tags.filter((tag) => tag === 'stylesheet')).toHaveLength(2);
    expect(tags.slice(4).every((tag) => tag !== 'stylesheet')).toBe(true);
  });
});
