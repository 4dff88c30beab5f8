// The server's side of rendering public pages: loads the renderer `vite build --ssr` made from
// src/web/entry-server.tsx. Each rendering asks the API through the page's reads (page-reads.ts),
// which answer with the app itself: the page gets exactly what the browser would get later from the
// same address, and its head is built from the same answers.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rendered } from '@/contract/rendered-page';
import type { Numerals } from '@/i18n/figures';

export type PageRendererModule = {
  render(url: string, options: { numerals: Numerals; fetch: typeof fetch }): Promise<Rendered>;
};

/** The built renderer beside the web app (dist/ssr next to dist/web), or null when there is none. */
export async function loadBuiltRenderer(webDir: string): Promise<PageRendererModule | null> {
  const file = path.join(webDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRendererModule;
}
