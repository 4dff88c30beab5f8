import type { FastifyInstance } from 'fastify';
import { HealthSchema } from '@/contract/operations';
import { LOCALES, localizedPath } from '@/i18n/locales';
import { pingDatabase } from '@/server/features/operations';

export default async function siteRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
    await pingDatabase(app.db);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /profile\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    // The site's pages and every feature's own (products), as registered with buildApp: each in both
    // languages, and each naming its twins (hreflang), as search engines read a multilingual site.
    const { publicUrl } = app.config;
    const alternates = (path: string) =>
      [...LOCALES.map((locale) => [locale, localizedPath(path, locale)]), ['x-default', path]]
        .map(
          ([hreflang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${publicUrl}${href}"/>`,
        )
        .join('');
    const urls = (await app.pages.sitemap(app))
      .flatMap((entry) => {
        const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
        return LOCALES.map(
          (locale) =>
            `  <url><loc>${publicUrl}${localizedPath(entry.path, locale)}</loc>${lastmod}${alternates(entry.path)}</url>`,
        );
      })
      .join('\n');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
  });
}
