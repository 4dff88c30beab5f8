// The home page in each language, rendered once right after the server starts listening, before a
// visitor asks for it. It is the page most visitors open first, and after a restart (a deploy) it
// was rendered for the first of them while the others waited: under 200 clients the first ones
// waited 500-670 ms for it at 100,000 products (bench/run.ts, mixed load), behind the database reads
// of everyone else's first searches and pages. Rendered here, on a server nobody uses yet, it takes
// a few tens of milliseconds, and it is kept as any visitor's rendering is (html-cache.ts), in the
// compressed form browsers ask for.
import type { FastifyInstance } from 'fastify';
import { LOCALES, localizedPath } from '@/i18n/locales';
import { BENGALI_FONT_COOKIE } from '@/server/lib/bengali-font-wait';

export async function warmUpHomePages(app: FastifyInstance) {
  for (const locale of LOCALES) {
    const url = localizedPath('/', locale);
    // As a browser asks: compressed, and without a language cookie (an English address with one for
    // Bengali is a redirect, not the page). The Bengali one both as a first visit's page, which
    // carries its font, and as the one naming the font's file (web-app.ts).
    const asked = [{}, ...(locale === 'bn' ? [{ cookie: `${BENGALI_FONT_COOKIE}=1` }] : [])];
    for (const headers of asked) {
      try {
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
      } catch (error) {
        app.log.warn({ err: error, url }, 'rendering the home page ahead of visitors failed');
      }
    }
  }
}
