// The server's side of rendering public pages: loads the renderer `vite build --ssr` made from
// src/web/entry-server.tsx, and lets it ask the API through app.inject. Going through the routes
// (rather than calling repositories) gives the page exactly what the browser would get later from
// the same address: the same validation, views, caches and error answers, in one place.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Numerals } from '@/i18n/figures';

export type Rendered =
  | { kind: 'page'; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'client' };

export type PageRendererModule = {
  render(url: string, options: { numerals: Numerals }): Promise<Rendered>;
  setApiTransport(transport: typeof fetch): void;
};

/** The built renderer beside the web app (dist/ssr next to dist/web), or null when there is none. */
export async function loadBuiltRenderer(webDir: string): Promise<PageRendererModule | null> {
  const file = path.join(webDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRendererModule;
}

const languageOf = (headers: HeadersInit | undefined): Record<string, string> => {
  const language = new Headers(headers).get('accept-language');
  return language ? { 'accept-language': language } : {};
};

/** Answers the renderer's API requests with the app itself, as a public visitor (no cookie, no token). */
export function connectRenderer(app: FastifyInstance, renderer: PageRendererModule) {
  renderer.setApiTransport(async (input, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      // The page's language, which the API words its answers in (a product's safety panel).
      headers: { accept: 'application/json', ...languageOf(init?.headers) },
    });
    return new Response(response.statusCode === 204 ? null : response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });
}
