// Rate limits on PostgreSQL are counted in the database (lib/rate-limit-store.ts), so two instances
// give a client the limit one would; when the counters cannot be reached, limited writes are refused
// and limited reads let through. Runs in the PostgreSQL project only (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { poolOf } from '@/server/db/client';
import {
  createSharedDatabase,
  type Instance,
  type SharedDatabase,
  serverUrl,
  startInstance,
} from '../helpers/instances';
import { signUp, type TestUser } from '../helpers/users';

let shared: SharedDatabase;
let a: Instance;
let b: Instance;
let buyer: TestUser;

beforeAll(async () => {
  if (!serverUrl) return;
  shared = await createSharedDatabase();
  [a, b] = await Promise.all([
    startInstance(shared.url, { rateLimits: true }),
    startInstance(shared.url, { rateLimits: true }),
  ]);
  buyer = await signUp(a.app);
});
afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all([a?.close(), b?.close()]);
  await shared?.drop();
});

const login = (instance: Instance, ip: string, password = 'wrong-password') =>
  instance.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: buyer.email, password },
  });

describe.skipIf(!serverUrl)('rate limits shared by two instances', () => {
  it('refuse the 11th wrong password of a minute on either, however the 10 were spread', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(attempt % 2 === 0 ? a : b, '198.51.100.7');
      expect(response.json().message, response.body).toBe('Invalid credentials');
    }
    for (const instance of [a, b]) {
      const refused = await login(instance, '198.51.100.7', buyer.password);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client, and another limited route, count apart.
    expect((await login(b, '198.51.100.8', buyer.password)).statusCode).toBe(200);
  });

  it('start a new window once the last has ended', async () => {
    await poolOf(a.app.db)!.query("update rate_limits set resets_at = now() - interval '1 second'");
    expect((await login(a, '198.51.100.7', buyer.password)).statusCode).toBe(200);
  });

  it('refuse limited writes, and let limited reads through, while the counters cannot be reached', async () => {
    const pool = poolOf(a.app.db)!;
    await pool.query('alter table rate_limits rename to rate_limits_away');
    try {
      const write = await login(b, '198.51.100.9', buyer.password);
      expect(write.statusCode).toBe(503);
      expect(write.json().message).toBe(SERVER_MESSAGES.internalError);
      const read = await b.app.inject({
        method: 'GET',
        url: '/api/quotes/no-such-token',
        remoteAddress: '198.51.100.9',
      });
      expect(read.statusCode).toBe(404);
    } finally {
      await pool.query('alter table rate_limits_away rename to rate_limits');
    }
    expect((await login(b, '198.51.100.9', buyer.password)).statusCode).toBe(200);
  });
});
