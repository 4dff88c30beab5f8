// The hardening headers every answer carries. What a browser may show (the pages, the API reference
// at /api/docs, robots.txt) gets the site's Content-Security-Policy, HSTS in production and helmet's
// other defaults. None of them depends on the request, so helmet runs once, at start, on a stand-in
// response, and each answer gets the headers it set. (@fastify/helmet built helmet's middleware anew
// for every request, parsing the whole policy each time: about a twentieth of a cached answer's time.)
//
// The API's answers are data, never shown as a page: they get the policy OWASP gives for an API
// (nothing may load, nothing may frame it), and keep only what still applies to data: no sniffing
// of their type, no reading by other sites (Cross-Origin-Resource-Policy), HSTS. The site's policy
// and the page-only headers came to 1.1 KB on each of them, a quarter of a product's answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BENGALI_FONT_WAIT_HASH } from './bengali-font-wait';
import { EARLY_TAP_HASH } from './early-tap-script';
import { INTL_WARM_UP_HASH } from './intl-warm-up-script';
import { AFTER_STYLESHEETS_HASH } from './page-code';

/** The site's policy: its own files, Google Analytics, map tiles, and the pages' four inline scripts. */
const policy = (production: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        'https://www.googletagmanager.com',
        INTL_WARM_UP_HASH,
        EARLY_TAP_HASH,
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

function pageHeaders(production: boolean): Record<string, string> {
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

export type SecurityHeaders = { page: Record<string, string>; api: Record<string, string> };

export function securityHeaders(production: boolean): SecurityHeaders {
  const page = pageHeaders(production);
  const kept = ['Cross-Origin-Resource-Policy', 'X-Content-Type-Options', 'Strict-Transport-Security'];
  const api: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) if (page[name]) api[name] = page[name];
  return { page, api };
}

/** The headers of the answer at `url`: the API's calls answer data, but for the reference page. */
export const headersFor = (headers: SecurityHeaders, url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') ? headers.api : headers.page;

/** Every answer gets its headers before anything else runs; a route may still set its own. */
export function sendSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(headers, request.url));
    done();
  });
}
