// A fresh app on a fresh, migrated database for each test file: in-memory PGlite by default, or a
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL. Both are copies of the
// database test/global-setup.ts migrated once for the whole run.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { FORM_STAMP_FIELD } from '@/contract/spam';
import { type BuildOptions, buildApp } from '@/server/app';
import { type Config, testConfig } from '@/server/config';
import { type DatabaseHandle, openPglite, openPostgres } from '@/server/db/client';
import { signFormStamp } from '@/server/features/spam/form-stamp';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The run's migrated embedded database, for openPglite's loadDataDir. */
export const pgliteTemplate = () => new Blob([fs.readFileSync(inject('pgliteTemplate'))]);

async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { database: await openPglite(undefined, { loadDataDir: pgliteTemplate() }), drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href);
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), database.db, options);
  submitFormsLikeAPerson(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Log lines at error level or above, as parsed objects; pass `stream` to createTestApp. */
export function captureErrorLogs() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  return {
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    errors: () => lines.filter((line) => line.level >= 50),
  };
}

/**
 * The tests' requests fill the public forms as a person would: a body that carries no start stamp
 * gets one the server issued a minute earlier (src/contract/spam.ts). A test of the spam rule sends
 * its own `formStamp` (a fresh one, a forged one, or '' for none).
 */
export function submitFormsLikeAPerson(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || FORM_STAMP_FIELD in body) return;
    (body as Record<string, unknown>)[FORM_STAMP_FIELD] = signFormStamp(
      app.config.tokenSecret,
      new Date(Date.now() - 60_000),
    );
  });
}

/** A stamp as the server issues it, `ageMs` ago: the spam rule's tests date their submissions with it. */
export const formStampAged = (app: FastifyInstance, ageMs: number) =>
  signFormStamp(app.config.tokenSecret, new Date(Date.now() - ageMs));
