// The app's own figures for /metrics, beside the process's (lib/process-metrics.ts): each request's
// time by method, route pattern and status (the pattern, /api/products/:id, never the address
// asked for, so the number of series stays bounded), and, read when Prometheus asks, the outbox
// (one query) and the database connections. One registry per app: two apps in one process (the
// tests) never count each other's requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { poolOf } from '@/server/db/client';
import { outboxHealth } from '@/server/features/mail';
import { collectProcessMetrics, processRegistry } from '@/server/lib/process-metrics';
import { SeriesHistogram } from '@/server/lib/series-metrics';

export type MetricsService = {
  readonly contentType: string;
  /** Every figure in Prometheus's text format, the outbox and the pool read now. */
  scrape(): Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsService;
  }
}

/** The route a request matched, as its pattern; requests without a route of their own by kind. */
export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  // Pages are answered by the not-found handler (site/web-app.ts), as is any unknown address.
  if (url === undefined) return /^\/(api|media)(\/|\?|$)/.test(request.url) ? '(no route)' : '(page)';
  // @fastify/static makes one route per built file, naming the file in the route's config.
  if (typeof (config as { file?: unknown }).file === 'string') return '(static file)';
  return url;
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    collectProcessMetrics();
    const registry = new Registry();
    const registers = [registry];

    const duration = new SeriesHistogram(
      'http_request_duration_seconds',
      'Time from a request to its answer, by method, route pattern and status (its count is the request rate)',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    );
    // Each answer's series is found by its route, method and status in turn, without building a key
    // on every answer. They are bounded as the routes are.
    const byRoute = new Map<string, Map<string, Map<number, ReturnType<typeof duration.series>>>>();
    function seriesOf(route: string, method: string, status: number) {
      let byMethod = byRoute.get(route);
      if (!byMethod) byRoute.set(route, (byMethod = new Map()));
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let series = byStatus.get(status);
      if (!series)
        byStatus.set(status, (series = duration.series({ method, route, status_code: String(status) })));
      return series;
    }
    app.addHook('onResponse', (request, reply, done) => {
      seriesOf(routeLabel(request), request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
      done();
    });

    const outbox = {
      pending: new Gauge({ name: 'outbox_pending_mails', help: 'Mails waiting to be sent', registers }),
      failed: new Gauge({
        name: 'outbox_failed_mails',
        help: 'Mails given up on (undelivered 3 days after they were queued)',
        registers,
      }),
      oldestPending: new Gauge({
        name: 'outbox_oldest_pending_age_seconds',
        help: 'How long the oldest waiting mail has waited (0 when none waits)',
        registers,
      }),
    };
    const pool = poolOf(app.db);
    const connections = pool
      ? {
          max: new Gauge({
            name: 'db_pool_max_connections',
            help: 'Connections the pool may open',
            registers,
          }),
          open: new Gauge({ name: 'db_pool_connections', help: 'Connections open, busy or idle', registers }),
          idle: new Gauge({
            name: 'db_pool_idle_connections',
            help: 'Open connections not in use',
            registers,
          }),
          waiting: new Gauge({
            name: 'db_pool_waiting_clients',
            help: 'Queries waiting for a connection (on the embedded database: for its one session)',
            registers,
          }),
        }
      : null;

    async function readOutbox() {
      try {
        const health = await outboxHealth(app.db);
        outbox.pending.set(health.pending);
        outbox.failed.set(health.failed);
        outbox.oldestPending.set(Math.max(0, health.oldestPendingSeconds ?? 0));
      } catch (error) {
        // Without the database the outbox is unknown: NaN (a gap in a graph), never a made-up figure.
        for (const gauge of Object.values(outbox)) gauge.set(Number.NaN);
        app.log.warn({ err: error }, 'metrics: the outbox could not be read');
      }
    }

    app.decorate('metrics', {
      contentType: registry.contentType,
      async scrape() {
        await readOutbox();
        if (pool && connections) {
          connections.max.set(pool.options.max);
          connections.open.set(pool.totalCount);
          connections.idle.set(pool.idleCount);
          connections.waiting.set(pool.waitingCount);
        }
        return (await processRegistry.metrics()) + (await registry.metrics());
      },
    } satisfies MetricsService);
  },
  { name: 'metrics' },
);
