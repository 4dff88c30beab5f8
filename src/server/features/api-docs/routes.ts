// The API reference: the OpenAPI document at /api/openapi.json, and a page that reads it at
// /api/docs (Swagger UI, served from its package's own files: the page loads nothing from another
// site and runs under the site's Content-Security-Policy).
import fs from 'node:fs';
import path from 'node:path';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/contract/site';

/** The site's own mark in the page's top bar, when the built web app is there to take it from. */
function siteLogo(webDir: string | undefined) {
  const file = webDir && path.join(webDir, 'favicon.svg');
  if (!file || !fs.existsSync(file)) return undefined;
  return { type: 'image/svg+xml', content: fs.readFileSync(file), href: '/' };
}

export default async function apiDocsRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: `${COMPANY.shortName} API` },
    logo: siteLogo(app.config.webDir),
    uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false },
  });
}
