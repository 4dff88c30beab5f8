// Starts the site: configuration, database (with migrations), admin bootstrap and demo data, then listen.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { scheduleNightlyVacuum, vacuumEmbedded } from './db/embedded-maintenance';
import { startCatalogueReadAhead } from './features/products';
import { warmUpHomePages } from './features/site';
import { prepareDatabase } from './first-start';
import { shutDown } from './shutdown';

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database's thread ending on its own would leave every request waiting, the health
  // check's too: the process ends instead, with an error, so that its supervisor starts it again.
  let logFatal = (error: Error, message: string) => console.error(message, error);
  void database.lost?.then((error) => {
    logFatal(error, 'The embedded database stopped; exiting so that the server is started again');
    process.exit(1);
  });

  // The embedded database has no other writer (its lock), so cached answers live until a change.
  const app = await buildApp(config, database.db, {
    cacheTtlMs: database.kind === 'pglite' ? Number.POSITIVE_INFINITY : undefined,
  });
  logFatal = (error, message) => app.log.fatal({ err: error }, message);
  await prepareDatabase(app, (text) => process.stdout.write(`${text}\n`));
  // PGlite has no autovacuum (db/embedded-maintenance.ts); a PostgreSQL server runs its own.
  let stopVacuum = () => {};
  let stopReadingAhead = async () => {};
  if (database.kind === 'pglite') {
    await vacuumEmbedded(database.db, app.log);
    stopVacuum = scheduleNightlyVacuum(database.db, app.log);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopVacuum();
    await stopReadingAhead();
    // Out of the load balancer first (its health check sees /api/ready answer 503), then closed.
    app.draining = true;
    const drainMs = app.config.shutdownDrainMs ?? 0;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    process.exit((await shutDown(app, database)) === 'closed' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site ready at ${config.publicUrl} (${database.kind} database)`);
  // Visitors going through the catalogue get every product read ahead of them
  // (features/products/catalogue-read-ahead.ts).
  stopReadingAhead = startCatalogueReadAhead(app).stop;
  // The page most visitors open first is ready before the first of them asks.
  void warmUpHomePages(app);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
