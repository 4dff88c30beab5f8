// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when a URL is
// given. Both run the same committed migrations before the app sees them.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close(): Promise<void> };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// PGlite's defaults start PostgreSQL with -F (fsync off): an acknowledged write could be lost on a
// crash. These are its defaults without that flag, and with the WAL synced by fsync(), the one sync
// call PGlite's file system can pass on (its fdatasync does nothing).
const DURABLE_START_PARAMS = [
  '--single',
  '-c',
  'wal_sync_method=fsync',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

type EmscriptenFs = {
  lookupPath(path: string): { node: { mount: { type: { stream_ops: Record<string, unknown> } } } };
};

/**
 * PGlite's Node file system writes straight to the OS but implements no fsync, so PostgreSQL's
 * fsync calls (WAL at commit, checkpoints) stop short of the disk. Adding it makes a committed
 * transaction survive a power cut, not only a crash of this process.
 */
function forwardFsyncToDisk(client: PGlite) {
  const { FS, ENV } = (client as unknown as { mod: { FS: EmscriptenFs; ENV: { PGDATA: string } } }).mod;
  const streamOps = FS.lookupPath(ENV.PGDATA).node.mount.type.stream_ops;
  if (streamOps.fsync) return;
  streamOps.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
}

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
      startParams: DURABLE_START_PARAMS,
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

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // Several app instances may start at once: one runs the migrations, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(7262519)');
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(7262519)').catch(() => {});
    lockClient.release();
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
