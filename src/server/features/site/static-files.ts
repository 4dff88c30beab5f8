// The built web app's files (dist/web): hashed assets cached for a year and sent pre-compressed
// (the Brotli or gzip files made at build time), the others for an hour.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticFiles(app: FastifyInstance, webDir: string) {
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The raw template is never served: "/index.html" is the home page (see web-app.ts).
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite'),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
