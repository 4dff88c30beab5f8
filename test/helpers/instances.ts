// Several app instances on one PostgreSQL database, as a load balancer spreads them: a throw-away
// database on TEST_DATABASE_URL's server (empty, or a copy of the run's migrated one), and apps
// that each open it as `npm start` does (their own pool, migrations under the advisory lock).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '@/server/app';
import { type Config, testConfig } from '@/server/config';
import { openPostgres } from '@/server/db/client';
import { submitFormsLikeAPerson } from './app';
import { templateWebDir } from './web-dir';

export const serverUrl = process.env.TEST_DATABASE_URL || '';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type SharedDatabase = { url: string; drop(): Promise<void> };

/** A database of its own on the server: migrated (a copy of the run's), or `empty`. */
export async function createSharedDatabase({ empty = false } = {}): Promise<SharedDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) =>
    client.query(`create database ${name}${empty ? '' : ` template ${inject('postgresTemplate')}`}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// Instances share one TOKEN_SECRET, as the README asks: a session begun on one is valid on another.
const TOKEN_SECRET = 'e'.repeat(64);

export type Instance = { app: FastifyInstance; close(): Promise<void> };

/** One instance rendering pages as the server does, with the rate limits of production. */
export async function startInstance(
  url: string,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<Instance> {
  const database = await openPostgres(url);
  const pageRenderer = await import('@/web/entry-server');
  const config = testConfig({
    webDir: templateWebDir(),
    publicUrl: 'https://chem.example',
    tokenSecret: TOKEN_SECRET,
    ...overrides,
  });
  const app = await buildApp(config, database.db, { pageRenderer, ...options });
  submitFormsLikeAPerson(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
