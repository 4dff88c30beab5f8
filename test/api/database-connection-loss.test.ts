// On PostgreSQL, the server may close the app's idle connections (a restart, a failover, an
// administrator): the app must go on answering, not end with an unhandled error.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { setupApi } from '../helpers/api';

const serverUrl = process.env.TEST_DATABASE_URL;
const t = setupApi();

it.runIf(serverUrl)('answers on after the database server closes its idle connections', async () => {
  const list = () => t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=1' });
  expect((await list()).statusCode).toBe(200);
  const result = await t.app.db.execute(sql`select current_database() as name`);
  const { name } = (result as unknown as { rows: { name: string }[] }).rows[0];

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const terminated = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  await admin.end();
  expect(terminated.rowCount).toBeGreaterThan(0);

  // The pool hears of it, drops those connections and opens new ones.
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.app.productCache.clear();
  expect((await list()).statusCode).toBe(200);
});
