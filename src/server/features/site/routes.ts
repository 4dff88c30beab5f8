import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

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
    // The site's pages and every feature's own (products), as registered with buildApp.
    const urls = (await app.pages.sitemap(app))
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
