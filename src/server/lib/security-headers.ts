// The hardening headers every answer carries (Content-Security-Policy, HSTS in production, and
// helmet's other defaults). None of them depends on the request, so helmet runs once, at start, on
// a stand-in response, and each answer gets the headers it set. (@fastify/helmet built helmet's
// middleware anew for every request, parsing the whole policy each time: about a twentieth of a
// cached answer's time.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BENGALI_FONT_WAIT_HASH } from './bengali-font-wait';
import { INTL_WARM_UP_HASH } from './intl-warm-up-script';
import { AFTER_STYLESHEETS_HASH } from './page-code';

/** The site's policy: its own files, Google Analytics, map tiles, and the pages' three inline scripts. */
const policy = (production: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        'https://www.googletagmanager.com',
        INTL_WARM_UP_HASH,
        BENGALI_FONT_WAIT_HASH,
        AFTER_STYLESHEETS_HASH,
      ],
      // react-hot-toast injects its stylesheet at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https://www.google-analytics.com',
        'https://*.tile.openstreetmap.org',
      ],
      connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: production,
});

export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(policy(production))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Every answer gets `headers` before anything else runs; a route may still set its own. */
export function sendSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
