// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when a URL is
// given. Both run the same committed migrations before the app sees them.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { WorkerChannel } from './pglite-channel';
import { DURABLE_START_PARAMS, forwardFsyncToDisk } from './pglite-options';
import type { WorkerReply, WorkerRequest } from './pglite-worker';
import { CONNECTION_OPTIONS, PLANNER_START_PARAMS } from './planner-settings';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Settles with the reason when the embedded database's thread has ended on its own (a crash in
   * PostgreSQL's WebAssembly, say): every query after that would wait for ever. Absent for a
   * PostgreSQL server, whose lost connections the pool replaces.
   */
  lost?: Promise<Error>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? `${dataDir}/pgdata` : undefined,
      extensions: { pg_trgm },
      startParams: [...DURABLE_START_PARAMS, ...PLANNER_START_PARAMS],
      loadDataDir: options.loadDataDir,
    });
    if (dataDir) forwardFsyncToDisk(client);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (!options.loadDataDir) await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PostgreSQL's memory settings for the embedded server: its defaults (128 MB of shared buffers)
 * suit a machine of its own, not a process that shares RAM with a web server. A catalogue of
 * 100,000 products fits in far less; the operating system's file cache holds the rest. 8 MB of
 * buffers rather than 16 keeps an idle server under 200 MB (191 MB against 203 MB after a fresh
 * start on the memory bench).
 *
 * ANALYZE (the start's and the nightly VACUUM's, embedded-maintenance.ts) holds a sample of 300 rows
 * per point of the statistics target in memory, whole rows: at PostgreSQL's 100, 30,000 products of
 * some 3 KB each, 96 MB that the WebAssembly memory keeps for good once it has grown to hold them
 * (it never shrinks). At 30 the sample is 9,000 rows, some 30 MB; the idle server at 100,000 products
 * went from 240 MB to 187 MB (npm run bench:memory), ANALYZE from 1.8 s to 0.5 s, and the 29 searches
 * of bench/searches.ts took as long (3.35 s in all, against 3.41-3.46 s). 30 most common values
 * still hold every category (the site has six) and every status.
 */
const EMBEDDED_MEMORY = [
  'shared_buffers=8MB',
  'work_mem=4MB',
  'temp_buffers=4MB',
  'default_statistics_target=30',
].flatMap((setting) => ['-c', setting]);

/**
 * How V8 compiles PostgreSQL's WebAssembly. By default it compiles every function quickly
 * (Liftoff), then again, optimised, those that run often, and keeps both. PGLITE_WASM_COMPILER=
 * liftoff keeps only the quick compile: some 50 MB less memory on a small catalogue, but queries
 * that do much work run several times slower (first-time searches at 100,000 products went from a
 * p99 of about 100 ms to 900 ms), so it is for small catalogues on little memory. Compiling all of
 * it optimised at start (--no-liftoff) was measured too and held more memory, not less. V8's flags
 * are the process's: nothing else here uses WebAssembly.
 */
const WASM_FLAGS: Record<string, string[]> = { liftoff: ['--liftoff-only'], default: [] };
const wasmFlags = () => WASM_FLAGS[process.env.PGLITE_WASM_COMPILER ?? 'default'] ?? [];

/** Starts the database worker on `pgdata` and waits until it answers. */
async function startWorker(pgdata: string): Promise<Worker> {
  const workerOptions = { workerData: { pgdata, memory: EMBEDDED_MEMORY, wasmFlags: wasmFlags() } };
  const worker = import.meta.url.endsWith('.ts')
    ? // From source (development, tests, the bench) the worker's TypeScript needs tsx's loader.
      new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); })`,
        { ...workerOptions, eval: true },
      )
    : new Worker(new URL('./pglite-worker.js', import.meta.url), workerOptions);
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`database worker exited with ${code}`)));
      worker.on('message', function onStart(reply: WorkerReply) {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'failed') reject(new Error(reply.message));
        else return;
        worker.off('message', onStart);
      });
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  return worker;
}

/**
 * The running worker's end: `lost` settles when its thread ends other than through `stop` (with what
 * it said last, if anything); `stop` closes the database, or finds the thread already ended.
 */
function watchWorker(worker: Worker) {
  let stopping = false;
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const lost = new Promise<Error>((resolve) => {
    worker.once('exit', (code) => {
      if (stopping) return;
      const reason = `the embedded database's thread ended (exit code ${code})`;
      resolve(new Error(failure ? `${reason}: ${failure.message}` : reason, { cause: failure }));
    });
  });
  return {
    lost,
    async stop() {
      stopping = true;
      await Promise.race([stopWorker(worker), exited]);
    },
  };
}

/** Closes the database cleanly (a checkpoint, files closed), then ends the thread. */
async function stopWorker(worker: Worker) {
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'closed') resolve();
      else if (reply.type === 'failed') reject(new Error(reply.message));
    });
    worker.postMessage({ type: 'close' } satisfies WorkerRequest);
  });
  await worker.terminate();
}

/**
 * The server's embedded database: PGlite on a worker thread under `dataDir`, reached through
 * node-postgres. PGlite has one session; the pool's connections share it (pglite-sessions.ts): a
 * query is run as soon as it reaches the thread, and a transaction has the session to itself until
 * it ends. The data-directory lock is held by this thread, and released only after the worker has
 * closed the database.
 */
// A connection is held from its query's sending until the main thread has read the answer, and on a
// busy main thread that round trip takes tens of milliseconds while the query itself takes one or
// two. With 4 connections, 200 clients' writes (three or four statements each, and their mails')
// queued for the pool for a second at the median while the database's thread sat half idle; with
// 16 the thread always has queries at hand and the pool's wait is gone (bench/run.ts's mixed load).
// A connection costs a client object here and a few bytes at the thread.
const EMBEDDED_CONNECTIONS = 16;

export async function openPgliteWorker(dataDir: string): Promise<DatabaseHandle> {
  const lock = await lockDataDir(dataDir);
  const pgdata = `${dataDir}/pgdata`;
  let worker: Worker | undefined;
  try {
    if (!fs.existsSync(`${pgdata}/PG_VERSION`)) {
      // Creating a database runs initdb, whose memory the thread keeps (some 500 MB): a new thread
      // opens the new database instead.
      await stopWorker(await startWorker(pgdata));
    }
    worker = await startWorker(pgdata);
    const started = worker;
    // Each connection's channel listens to the thread for its answers.
    started.setMaxListeners(EMBEDDED_CONNECTIONS + 5);
    const { lost, stop } = watchWorker(started);
    const pool = new pg.Pool({
      max: EMBEDDED_CONNECTIONS,
      idleTimeoutMillis: 0,
      // PGlite's own role and database: the startup packet must name them.
      user: 'postgres',
      database: 'template1',
      options: CONNECTION_OPTIONS,
      stream: () => new WorkerChannel(started) as unknown as import('node:net').Socket,
    });
    await Promise.race([
      migratePg(drizzlePg(pool), { migrationsFolder }),
      lost.then((error) => Promise.reject(error)),
    ]);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'pglite',
      lost,
      async close() {
        try {
          await pool.end();
          await stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await worker?.terminate();
    lock.release();
    throw error;
  }
}

// The advisory lock first-start work (migrations, the admin bootstrap, the demo catalogue) runs under.
const START_LOCK = 7262519;

/** Holds the lock on a connection of its own, so that `work` has the whole pool however small. */
async function underStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock too, should the unlock fail.
    await lockClient.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
}

/**
 * Runs `work` while no other instance starting on the same PostgreSQL server does its own (the
 * embedded database has this process alone): work that checks whether it is needed, then does it,
 * is then done once however many instances start together.
 */
export function withStartLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const url = serverUrlOf(db);
  return url ? underStartLock(url, work) : work();
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    options: CONNECTION_OPTIONS,
  });
  // A connection the server closes while it is idle (a restart, a failover, an administrator's
  // command) is an 'error' on the pool, which without a listener would end the process. The pool
  // drops that connection and opens another when one is next needed.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`A database connection was closed while idle: ${error.message}`);
  });
  // Several app instances may start at once: one runs the migrations, the others wait for it.
  await underStartLock(url, () => migratePg(drizzlePg(pool), { migrationsFolder }));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close() {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * The node-postgres pool behind a database, for /metrics: PostgreSQL's (DATABASE_POOL_SIZE
 * connections) or the embedded database's connections to its one session. None for the in-memory
 * PGlite of the tests.
 */
export function poolOf(db: Database): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The PostgreSQL server's address when the database is one that other app instances may share
 * (DATABASE_URL), or null for the embedded database, which has this process alone.
 */
export function serverUrlOf(db: Database): string | null {
  return poolOf(db)?.options.connectionString ?? null;
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPgliteWorker(config.dataDir);
}
