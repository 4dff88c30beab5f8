import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

// Public pages for the sitemap; features with their own URLs (products) add theirs through sitemapSources.
const STATIC_PATHS = ['/', '/about', '/careers', '/contact'];
export const sitemapSources: ((app: FastifyInstance) => Promise<{ path: string; lastmod?: Date }[]>)[] = [];

export default async function siteRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    await app.db.execute(sql`select 1`);
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
    const entries: { path: string; lastmod?: Date }[] = STATIC_PATHS.map((path) => ({ path }));
    for (const source of sitemapSources) entries.push(...(await source(app)));
    const urls = entries
      .map(
        (entry) =>
          `  <url><loc>${app.config.publicUrl}${entry.path}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
