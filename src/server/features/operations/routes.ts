// The operator's calls: /metrics for Prometheus (features/operations/metrics.ts, restricted by
// metrics-access.ts) and /api/ready for a load balancer. Both are asked every few seconds, so their
// requests are logged only at warn and above (or the configured level, when that is quieter).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReadinessSchema } from '@/contract/operations';
import { migrationsFolder } from '@/server/db/client';
import { forbidden } from '@/server/lib/http-error';
import { metricsAccess } from './metrics-access';
import { latestMigrationOfBuild } from './operations-repository';
import { checkReadiness } from './readiness';

export default async function operationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mayReadMetrics = metricsAccess(app.config.metricsToken);
  const latestOfBuild = latestMigrationOfBuild(migrationsFolder);
  const quieter = ['error', 'fatal', 'silent'] as const;
  const logLevel = quieter.find((level) => level === app.config.logLevel) ?? 'warn';

  app.get('/metrics', { logLevel }, async (request, reply) => {
    if (!mayReadMetrics(request)) throw forbidden();
    return reply
      .header('Cache-Control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.scrape());
  });

  app.get(
    '/api/ready',
    { logLevel, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      const readiness = app.draining
        ? ({ status: 'unavailable', database: 'ok', migrations: 'ok' } as const)
        : await checkReadiness(app.db, latestOfBuild, request.log);
      return reply
        .header('Cache-Control', 'no-store')
        .status(readiness.status === 'ready' ? 200 : 503)
        .send(readiness);
    },
  );
}
