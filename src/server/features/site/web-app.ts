// Serves the built single-page app: hashed assets cached for a year, index.html never cached and
// rendered with the page's own metadata.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderHead } from './page-meta';

const HEAD_MARKER = '<!--app-head-->';

export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDir}; run "npm run build". Serving the API only.`);
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    // The raw template is never served: "/index.html" is the home page (see renderPage).
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname, query] = request.url.split(/\?(.*)/s);
    if (pathname === '/index.html') return reply.redirect('/', 301);
    // A duplicate address (such as /products for the catalogue) is never a second indexable copy.
    const target = app.pages.redirectFor(pathname);
    if (target) return reply.redirect(query ? `${target}?${query}` : target, 301);
    const meta = await app.pages.resolve(app, pathname);
    let head = renderHead(meta, `${app.config.publicUrl}${pathname}`, app.config.publicUrl);
    // The browser's analytics module sends events only when this is present.
    if (app.config.gaMeasurementId) {
      head += `\n    <meta name="ga-measurement-id" content="${app.config.gaMeasurementId.replace(/[^\w-]/g, '')}">`;
    }
    const html = template.replace(HEAD_MARKER, head);
    return reply
      .status(meta.status ?? 200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  };
}
