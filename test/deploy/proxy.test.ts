// The deployment of README "Deploy", run: a fresh database on a PostgreSQL server, two instances
// started as deploy/catalogue@.service starts them with deploy/env.example's settings, and Caddy
// with deploy/Caddyfile in front. Every check goes through the proxy, as visitors do.
// Needs TEST_DATABASE_URL (a user who may create databases), Caddy and a build (`npm run build`);
// skipped without them, except under CI, where .ci/run provides all three.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createProduct } from '../e2e/helpers/api';
import type { RunningServer } from '../e2e/helpers/server';
import { freePort } from '../e2e/helpers/server';
import {
  DEPLOY_DIR,
  freshDatabase,
  hasCaddy,
  type Instance,
  type RunningProxy,
  startInstance,
  startProxy,
} from './deployment';

const serverUrl = process.env.TEST_DATABASE_URL;
const built = fs.existsSync('dist/server/main.js');
const missing = [!serverUrl && 'TEST_DATABASE_URL', !hasCaddy && 'caddy', !built && 'a build (dist/)'].filter(
  Boolean,
);
if (missing.length > 0 && process.env.CI) {
  throw new Error(`The deployment test needs ${missing.join(', ')} under CI`);
}

const admin = { email: 'it@example.com', password: 'deploy-test-password-1' };
const metricsToken = randomBytes(16).toString('hex');

/** A request from a given loopback address, so that the app's view of the client can be told apart. */
function requestFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        { method: options.method ?? 'GET', headers: options.headers, localAddress: from },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      request.on('error', reject);
      request.end(options.body);
    },
  );
}

describe.skipIf(missing.length > 0)('two instances on PostgreSQL behind the proxy of deploy/', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: Instance[] = [];
  let proxy: RunningProxy;
  let origin: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-deploy-'));
    database = await freshDatabase(serverUrl!, `deploy_${process.pid}`);
    const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
    origin = `http://127.0.0.1:${proxyPort}`;
    // What deploy/env.example leaves to the operator; everything else is the file's.
    const settings = {
      DATABASE_URL: database.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      METRICS_TOKEN: metricsToken,
      SMTP_URL: '',
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    // One after the other: the first start creates the administrator.
    for (const port of ports) instances.push(await startInstance(port, settings));
    proxy = await startProxy(proxyPort, ports, path.join(dir, 'proxy'));
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Requests each instance has answered on a route, from its own /metrics. */
  async function served(route: string) {
    return Promise.all(
      instances.map(async (instance) => {
        if (instance.process.exitCode !== null) return 0;
        const text = await (
          await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
        ).text();
        return text
          .split('\n')
          .filter(
            (line) =>
              line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`),
          )
          .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      }),
    );
  }

  const login = async (credentials = admin) => {
    const response = await fetch(`${proxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0].split(';')[0];
    return { cookie, token: ((await response.json()) as { token: string }).token };
  };

  it('spreads requests over both instances', async () => {
    const before = await served('/api/products');
    for (let i = 0; i < 10; i++) expect((await fetch(`${proxy.url}/api/products`)).status).toBe(200);
    const after = await served('/api/products');
    expect(after[0] - before[0]).toBeGreaterThanOrEqual(3);
    expect(after[1] - before[1]).toBeGreaterThanOrEqual(3);
    expect(after[0] + after[1] - before[0] - before[1]).toBe(10);
  });

  it("passes the client's address, not one the client claims, and the Host it asked for", async () => {
    // From 127.0.0.2, so the client is not the proxy (127.0.0.1), with a forged X-Forwarded-For.
    const answer = await requestFrom('127.0.0.2', `${proxy.url}/api/products?page=1`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The request's log line is written once its answer has gone, so it may follow the answer here.
    const logged = () =>
      instances
        .flatMap((instance) => instance.output().split('\n'))
        .filter((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"req":'))
        .map((line) => JSON.parse(line).req);
    await expect.poll(logged).toEqual([
      expect.objectContaining({
        remoteAddress: '127.0.0.2',
        host: `127.0.0.1:${proxy.url.split(':').at(-1)}`,
      }),
    ]);
  });

  it('keeps a session across instances, and a logout on one ends it on all', async () => {
    const { cookie } = await login();
    const before = await served('/api/auth/check');
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${proxy.url}/api/auth/check`, { headers: { cookie } })).status).toBe(200);
    }
    const after = await served('/api/auth/check');
    expect(after.every((count, i) => count - before[i] >= 2)).toBe(true);

    const logout = await fetch(`${proxy.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin },
    });
    expect(logout.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${proxy.url}/api/auth/check`, { headers: { cookie } })).status).toBe(401);
    }
    for (const instance of instances) {
      expect((await fetch(`${instance.url}/api/auth/check`, { headers: { cookie } })).status).toBe(401);
    }
  });

  it('serves an edit from every instance within a second of its answer', async () => {
    const { token } = await login();
    const api = apiClient({ url: proxy.url } as RunningServer);
    const product = await createProduct(api, token, { name: 'Caustic Soda Flakes 98%' });
    const edited = 'Caustic Soda Pearls 99%';
    // Each kind of read, true when it shows the edit.
    const reads = {
      detail: async () =>
        (await api.call<{ name: string }>('GET', `/products/${product._id}`)).name === edited,
      list: async () => JSON.stringify(await api.call('GET', '/products?page=1')).includes(edited),
      search: async () => JSON.stringify(await api.call('GET', '/products?q=Pearls')).includes(product._id),
      page: async () => (await (await fetch(`${proxy.url}/products/${product._id}`)).text()).includes(edited),
    };
    // Every read kept by both instances before the edit.
    for (let i = 0; i < 4; i++) {
      for (const [kind, read] of Object.entries(reads)) expect(await read(), kind).toBe(false);
    }

    const form = new FormData();
    form.append('name', edited);
    form.append('description', 'Caustic soda pearls of consistent industrial quality, stocked in Tejgaon.');
    form.append('category', 'Industrial Chemicals');
    form.append('inStock', 'true');
    form.append(
      'price',
      JSON.stringify({ minValue: 520, currency: 'USD', unit: 'MT', contactForPrice: false }),
    );
    await api.call('PUT', `/products/${product._id}`, form, token);

    const stale: string[] = [];
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      for (const [kind, read] of Object.entries(reads)) if (!(await read())) stale.push(kind);
    }
    expect(stale).toEqual([]);
  });

  it('counts wrong passwords across instances: the 11th attempt in a minute is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // From an address of its own, so the logins above do not count.
      const answer = await requestFrom('127.0.0.3', `${proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: admin.email, password: 'not-the-password' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('takes a stopped instance out without failing a request', async () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const paths = ['/api/products?page=1', '/api/health', '/', '/api/products?q=soda'];
    const clients = paths.map(async (requestPath) => {
      while (running) {
        try {
          const response = await fetch(`${proxy.url}${requestPath}`);
          await response.arrayBuffer();
          if (response.ok) answered++;
          else failures.push(`${requestPath}: ${response.status}`);
        } catch (error) {
          failures.push(`${requestPath}: ${(error as Error).message}`);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stopped = instances[1].stop('SIGTERM');
    expect(await stopped).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });

  it('backs the database up with deploy/backup.sh, keeping only the recent dumps, and restores it', async () => {
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups);
    const old = path.join(backups, 'catalogue-2020-01-01T000000Z.dump');
    const recent = path.join(backups, 'catalogue-recent.dump');
    fs.writeFileSync(old, 'old');
    fs.writeFileSync(recent, 'recent');
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
    fs.utimesSync(old, twentyDaysAgo, twentyDaysAgo);

    const result = spawnSync(path.join(DEPLOY_DIR, 'backup.sh'), {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        BACKUP_DIR: backups,
        BACKUP_KEEP_DAYS: '14',
      },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const dumps = fs
      .readdirSync(backups)
      .filter((name) => /^catalogue-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/.test(name));
    expect(dumps).toHaveLength(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);

    // deploy/restore.sh puts it back, here into an empty database: the same rows, and the search
    // columns that a plain `pg_restore -d` cannot create.
    const restored = await freshDatabase(serverUrl!, `deploy_${process.pid}_restored`);
    try {
      const restore = spawnSync(path.join(DEPLOY_DIR, 'restore.sh'), [path.join(backups, dumps[0])], {
        env: { PATH: process.env.PATH, DATABASE_URL: restored.url },
        encoding: 'utf8',
      });
      expect(restore.status, restore.stderr).toBe(0);
      const counts = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select (select count(*) from users) as users, (select count(*) from products) as products,
                    (select count(*) from products where search_text <> '') as searchable`,
          );
          return rows[0];
        } finally {
          await client.end();
        }
      };
      const original = await counts(database.url);
      expect(Number(original.users)).toBeGreaterThan(0);
      expect(await counts(restored.url)).toEqual(original);
    } finally {
      await restored.drop();
    }
  });
});
