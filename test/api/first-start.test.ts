// Instances started together on one empty PostgreSQL database (first-start.ts): the migrations, the
// admin bootstrap and the demo catalogue happen once, and the password printed is the one that
// works on every instance. Runs in the PostgreSQL project only (TEST_DATABASE_URL).
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products, users } from '@/server/db/schema';
import { prepareDatabase } from '@/server/first-start';
import { DEMO_CATALOGUE } from '@/server/seed/demo-catalogue';
import {
  createSharedDatabase,
  type Instance,
  type SharedDatabase,
  serverUrl,
  startInstance,
} from '../helpers/instances';

let shared: SharedDatabase | undefined;
const instances: Instance[] = [];
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await shared?.drop();
});

describe.skipIf(!serverUrl)('two first starts at once on an empty database', () => {
  it('create one administrator, whose printed password works, and load the demo catalogue once', async () => {
    shared = await createSharedDatabase({ empty: true });
    const printed: string[] = [];
    const start = async () => {
      const instance = await startInstance(shared!.url, { seedDemo: true });
      instances.push(instance);
      await prepareDatabase(instance.app, (text) => printed.push(text));
      return instance;
    };
    const [a, b] = await Promise.all([start(), start()]);

    const [{ n: productCount }] = await a.app.db.select({ n: count() }).from(products);
    expect(productCount).toBe(DEMO_CATALOGUE.length);
    const admins = await a.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((admin) => admin.email)).toEqual(['admin@localhost']);
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0])?.[1];
    for (const instance of [a, b]) {
      const login = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@localhost', password },
      });
      expect(login.statusCode, login.body).toBe(200);
    }
    // Each instance serves the whole catalogue.
    for (const instance of [a, b]) {
      const list = await instance.app.inject({ method: 'GET', url: '/api/products?page=1' });
      expect(list.json().pagination.totalProducts).toBe(DEMO_CATALOGUE.length);
    }
  }, 180_000);
});
