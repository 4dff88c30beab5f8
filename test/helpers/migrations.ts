// A database migrated only up to an earlier migration, to test how a later migration brings the rows
// stored before it along: the committed migrations are copied to a folder of their own with the
// journal cut short, then the whole folder is applied. In-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from '@/server/db/client';

export type OldDatabase = {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Applies every committed migration after the ones it was made with. */
  migrateToLatest(): Promise<void>;
  close(): Promise<void>;
};

/** An in-memory embedded database with no migration applied: a copy of the run's empty cluster. */
export function emptyPglite(): Promise<PGlite> {
  const loadDataDir = new Blob([readFileSync(inject('pgliteEmpty'))]);
  return PGlite.create({ extensions: { pg_trgm }, loadDataDir });
}

/** A database with the migrations up to and including index `last` (the journal's idx). */
export async function databaseMigratedUpTo(last: number): Promise<OldDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await emptyPglite();
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    return {
      query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows as never }),
      migrateToLatest: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      async close() {
        await client.close();
        removeFolder();
      },
    };
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  await migratePg(drizzlePg(pool), { migrationsFolder: folder });
  return {
    query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
    migrateToLatest: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async close() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeFolder();
    },
  };
}
