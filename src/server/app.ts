// Builds the whole server (API, media, pages) on a given database. main.ts and the tests both use it.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import type { Config } from './config';
import { type Database, serverUrlOf } from './db/client';
import { registerOpenApi } from './features/api-docs/openapi';
import apiDocsRoutes from './features/api-docs/routes';
import { sessionPlugin } from './features/auth/guards';
import { authPages } from './features/auth/page-meta';
import passwordRoutes from './features/auth/password-routes';
import authRoutes from './features/auth/routes';
import { careerPages } from './features/careers/page-meta';
import careerRoutes from './features/careers/routes';
import commentRoutes from './features/comments/routes';
import contactRoutes from './features/contact/routes';
import { documentPages } from './features/documents/page-meta';
import documentRoutes from './features/documents/routes';
import inquiryRoutes from './features/inquiries/routes';
import { deskService } from './features/leads/desk-service';
import leadListRoutes from './features/leads/list-routes';
import leadMetricsRoutes from './features/leads/metrics-routes';
import leadThreadRoutes from './features/leads/thread-routes';
import { type MailWorkerOptions, mailPlugin } from './features/mail/mail-worker';
import mailRoutes from './features/mail/routes';
import mediaRoutes from './features/media/routes';
import { notificationService } from './features/notifications/notification-service';
import notificationRoutes from './features/notifications/routes';
import { metricsPlugin } from './features/operations/metrics';
import operationsRoutes from './features/operations/routes';
import { productPages } from './features/products/page-meta';
import { productCachePlugin } from './features/products/product-cache';
import productRoutes from './features/products/routes';
import quotationRoutes from './features/quotations/routes';
import quoteBasketRoutes from './features/quote-basket/routes';
import { samplePages } from './features/samples/page-meta';
import sampleRoutes from './features/samples/routes';
import siteSettingsRoutes from './features/settings/routes';
import { siteSettingsPlugin } from './features/settings/site-settings';
import { htmlCachePlugin } from './features/site/html-cache';
import { createPageRegistry } from './features/site/page-meta';
import type { PageRendererModule } from './features/site/page-renderer';
import siteRoutes from './features/site/routes';
import { sitePages } from './features/site/site-pages';
import { registerWebApp } from './features/site/web-app';
import spamRoutes from './features/spam/routes';
import { sweepSpentStampsPeriodically } from './features/spam/spent-stamps';
import statsRoutes from './features/stats/routes';
import { trackingPages } from './features/tracking/page-meta';
import { renderQuotationPdf } from './features/tracking/pdf/quotation-pdf';
import trackingRoutes from './features/tracking/routes';
import userRoutes from './features/users/routes';
import { requestLocale } from './i18n/request-locale';
import { translateAnswers } from './i18n/translate-answers';
import { translator } from './i18n/translator';
import { apiEtagPlugin } from './lib/api-etag';
import { changeBusPlugin } from './lib/change-bus';
import { closeConnectionsWhenClosing } from './lib/connection-draining';
import { registerErrorHandler } from './lib/error-handler';
import { loggablePath, serializeError } from './lib/log-errors';
import { cleanRateLimitsPeriodically, databaseRateLimitStore } from './lib/rate-limit-store';
import { REQUEST_ID_HEADER, requestId, sendRequestId } from './lib/request-id';
import { RequestLog } from './lib/request-log';
import { registerRequestText } from './lib/request-text';
import {
  headersFor,
  type SecurityHeaders,
  securityHeaders,
  sendSecurityHeaders,
} from './lib/security-headers';
import { failureBody } from './lib/success-flag';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The process is stopping: /api/ready answers 503 (main.ts). */
    draining: boolean;
  }
}

// Every feature's API routes, mounted under /api.
const apiFeatures = [
  authRoutes,
  passwordRoutes,
  userRoutes,
  statsRoutes,
  commentRoutes,
  inquiryRoutes,
  quotationRoutes,
  quoteBasketRoutes,
  contactRoutes,
  notificationRoutes,
  productRoutes,
  careerRoutes,
  mailRoutes,
  siteSettingsRoutes,
  trackingRoutes,
  documentRoutes,
  sampleRoutes,
  leadMetricsRoutes,
  spamRoutes,
  leadThreadRoutes,
  leadListRoutes,
];

const answerUnroutable =
  (hardening: SecurityHeaders) => (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // No hook runs for such a request, so its headers are set and its message translated here.
    reply
      .headers(headersFor(hardening, request.url))
      .header(REQUEST_ID_HEADER, request.id)
      .status(404)
      .send(
        failureBody(request.url, {
          message: translator(requestLocale(request)).msg(SERVER_MESSAGES.notFound),
        }),
      );
  };

export type BuildOptions = {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The mail worker's timings (tests shorten the retry waits, or turn automatic delivery off). */
  mail?: MailWorkerOptions;
  /**
   * How long product and catalogue answers may be kept without a change (products/product-cache.ts):
   * without end on the embedded database, which no other server writes; a few seconds by default,
   * for servers sharing a PostgreSQL database, in case a change notification is missed.
   */
  cacheTtlMs?: number;
  /** The server renderer of public pages, when not the built one beside the web app (tests). */
  pageRenderer?: PageRendererModule;
};

export async function buildApp(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const hardening = securityHeaders(config.production);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Errors are logged without the data being handled (query parameters, rows), which is personal.
      serializers: {
        err: serializeError,
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggablePath(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new RequestLog(),
    // Each log line of a request carries its id (reqId), which every answer carries back (lib/request-id.ts).
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Path parameters up to 1,000 characters reach the routes, which answer them like any unknown id.
    // Longer ones, and paths that do not decode (%FF), the router refuses before any route: they are
    // answered as not found too, in the contract's shape, instead of Fastify's own 414/400 bodies.
    routerOptions: { maxParamLength: 1000 },
    // (Such a request has no route, so neither the not-found handler nor the error handler runs.)
    frameworkErrors: answerUnroutable(hardening),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  // Set when the process starts stopping: /api/ready then says so (main.ts).
  app.decorate('draining', false);
  // Each public page's metadata and the sitemap, from the features that own those pages.
  app.decorate(
    'pages',
    createPageRegistry([
      sitePages,
      productPages,
      careerPages,
      trackingPages,
      authPages,
      documentPages,
      samplePages,
    ]),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  translateAnswers(app);
  registerRequestText(app);

  sendRequestId(app);
  closeConnectionsWhenClosing(app);
  sendSecurityHeaders(app, hardening);
  // Before the routes, whose schemas it reads as they are added.
  await registerOpenApi(app);
  await app.register(metricsPlugin);
  // Before compression and the API: its hook sees each answer's JSON.
  await app.register(apiEtagPlugin);
  // Every cache subscribes to the changes that make it stale (lib/change-bus.ts). The site settings
  // before the page cache: after a settings change, pages are rendered with the new ones.
  await app.register(changeBusPlugin);
  await app.register(siteSettingsPlugin);
  await app.register(htmlCachePlugin);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // The plugin's own settings with a 256 KB window instead of 4 MB (lib/cached-json.ts, brotliWindow):
    // 130 µs instead of 200 to compress a 10 KB answer with `npm start`'s allocator settings.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  // The multipart parser is registered with the routes that take uploads (lib/multipart.ts).
  // With a PostgreSQL server the counters are shared by every instance (lib/rate-limit-store.ts).
  const sharedDatabase = serverUrlOf(db) !== null;
  if (config.rateLimits) {
    await app.register(rateLimit, {
      global: false,
      ...(sharedDatabase ? { store: databaseRateLimitStore(db, app.log) } : {}),
    });
    if (sharedDatabase) {
      const stopCleaning = cleanRateLimitsPeriodically(db, app.log);
      app.addHook('onClose', async () => stopCleaning());
    }
  }
  const stopSweepingStamps = sweepSpentStampsPeriodically(db, app.log);
  app.addHook('onClose', async () => stopSweepingStamps());
  await app.register(sessionPlugin);
  // Services features call on each other, decorated on the app (see each file).
  await app.register(notificationService);
  await app.register(deskService);
  await app.register(productCachePlugin, { ttlMs: options.cacheTtlMs });
  await app.register(mailPlugin, options.mail ?? {});
  // A quotation mail queued before mail held its PDF (migration 0009) gets it rendered when sent.
  app.mail.setAttachmentResolver(async (mail) =>
    mail.quotationId
      ? [{ ...(await renderQuotationPdf(app.db, mail.quotationId)), contentType: 'application/pdf' }]
      : [],
  );

  await app.register(
    async (api) => {
      for (const feature of apiFeatures) await api.register(feature);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(siteRoutes);
  await app.register(operationsRoutes);
  await app.register(apiDocsRoutes);

  const renderPage = config.webDir ? await registerWebApp(app, config.webDir, options.pageRenderer) : null;
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD is asked as GET is (link checkers, uptime monitors); Node sends no body with it.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isPage = isRead && !/^\/(api|media)(\/|\?|$)/i.test(request.url);
    if (isPage && renderPage) return renderPage(request, reply);
    return reply.status(404).send(
      failureBody(request.url, {
        message: SERVER_MESSAGES.routeNotFound(request.method, request.url.split('?')[0]),
      }),
    );
  });
  return app;
}
