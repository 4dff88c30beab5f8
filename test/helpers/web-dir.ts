// A built web app's stand-in for tests of the pages the server renders: index.html with the same
// markers as the real one (the page's head, HTML and data go there); no scripts, which these tests
// do not load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './app';

export function templateWebDir(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  return webDir;
}

/**
 * An app that renders its pages as the server does (the renderer from source, as `vite build --ssr`
 * bundles it for production), on the stand-in web app (or the given one), at chem.example.
 */
export async function createRenderingTestApp(webDir = templateWebDir()): Promise<TestApp> {
  const pageRenderer = await import('@/web/entry-server');
  return createTestApp({ webDir, publicUrl: 'https://chem.example' }, { pageRenderer });
}
