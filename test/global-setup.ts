// Migrates one database per test run and hands it to every API test file as a template, so a file
// starts from a copy instead of creating and migrating its own: a fresh embedded database spends
// most of its start in initdb, which a copied data directory skips, and on PostgreSQL
// `create database ... template` copies files rather than replaying the migrations. The embedded
// cluster as initdb left it is kept too, for the tests that migrate an older database themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated embedded data directory (openPglite's loadDataDir). */
    pgliteTemplate: string;
    /** A tar of an embedded data directory before any migration, for tests of older databases. */
    pgliteEmpty: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy from, or '' without one. */
    postgresTemplate: string;
  }
}

async function dumpTo(client: PGlite, file: string) {
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Both embedded templates from one initdb: the empty cluster, then the migrated one. */
async function pgliteDumps(emptyFile: string, migratedFile: string) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await dumpTo(client, emptyFile);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await dumpTo(client, migratedFile);
  } finally {
    await client.close();
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migratedPostgresTemplate(serverUrl: string, name: string) {
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

type EmbeddedTemplates = { dir: string; made: Promise<void>; users: number };

/**
 * The embedded templates, made once for every project that runs this set-up (each loads this file
 * afresh, so the one copy is kept on globalThis) and removed when the last of them is torn down.
 */
function embeddedTemplates(): EmbeddedTemplates {
  const shared = globalThis as { catalogueEmbeddedTemplates?: EmbeddedTemplates };
  if (!shared.catalogueEmbeddedTemplates) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-test-template-'));
    const made = pgliteDumps(path.join(dir, 'pgdata-empty.tar'), path.join(dir, 'pgdata.tar'));
    shared.catalogueEmbeddedTemplates = { dir, made, users: 0 };
  }
  shared.catalogueEmbeddedTemplates.users += 1;
  return shared.catalogueEmbeddedTemplates;
}

function releaseEmbeddedTemplates(templates: EmbeddedTemplates) {
  templates.users -= 1;
  if (templates.users > 0) return;
  fs.rmSync(templates.dir, { recursive: true, force: true });
  delete (globalThis as { catalogueEmbeddedTemplates?: EmbeddedTemplates }).catalogueEmbeddedTemplates;
}

export default async function setup(project: TestProject) {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const templates = embeddedTemplates();
  await templates.made;
  project.provide('pgliteTemplate', path.join(templates.dir, 'pgdata.tar'));
  project.provide('pgliteEmpty', path.join(templates.dir, 'pgdata-empty.tar'));

  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? '';
  const postgresTemplate = serverUrl ? `test_template_${run}` : '';
  if (serverUrl) await migratedPostgresTemplate(serverUrl, postgresTemplate);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    releaseEmbeddedTemplates(templates);
    if (serverUrl) {
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${postgresTemplate} with (force)`),
      );
    }
  };
}
