// The operator's view: the request id in answers and logs, /metrics (who may read it and what it
// says), readiness beside liveness, and a shutdown that finishes what it started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { testConfig } from '@/server/config';
import { openPglite, openPgliteWorker } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { queueMail } from '@/server/features/mail/outbox';
import { setupApi } from '../helpers/api';
import { createTestApp, pgliteTemplate } from '../helpers/app';
import { startSmtpServer } from '../helpers/smtp';
import { signUpAdmin } from '../helpers/users';
import { templateWebDir } from '../helpers/web-dir';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'scrape-token-0123456789';

/** A sample's value in Prometheus's text format, by metric name and (some of) its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const logLines: {
  reqId?: string;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
  responseTime?: number;
}[] = [];
const webDir = templateWebDir();
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'app-3f9a1c.js'), 'export {};');

const t = setupApi(() =>
  createTestApp(
    { webDir, logLevel: 'info' },
    { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
  ),
);

const scrape = async (app = t.app) => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('X-Request-Id', () => {
  it('answers every request with its id, which each of its log lines carries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    // One line, when the answer has gone, with the request and its answer.
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({ req: { url: '/api/health' }, res: { statusCode: 200 } });
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps a plain id a proxy gave, and replaces one that is not plain or too long', async () => {
    const given = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })).headers[
        'x-request-id'
      ];
    expect(await given('edge-01.7f3a:42')).toBe('edge-01.7f3a:42');
    expect(await given('a0f3c2d94e1b7a65')).toBe('a0f3c2d94e1b7a65');
    for (const bad of ['two words', '"quoted"', 'x'.repeat(129), '{"level":60}']) {
      expect(await given(bad), bad).toMatch(UUID);
    }
  });

  it('comes with errors, unknown addresses, refused addresses and pages too', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/contact', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      t.app.inject({ method: 'GET', url: '/api/products/%FF' }),
      t.app.inject({ method: 'GET', url: '/about' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 404, 404, 200]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /metrics', () => {
  it('counts each request under its route pattern, never the address asked for', async () => {
    const id = '7d0c8a5e-1f3b-4c2d-9e8f-0a1b2c3d4e5f';
    await t.app.inject({ method: 'GET', url: `/api/careers/${id}` });
    await t.app.inject({ method: 'GET', url: '/about' });
    await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('/api/careers/:id', '404')).toBe(1);
    expect(count('(page)', '200')).toBeGreaterThanOrEqual(1);
    expect(count('(static file)', '200')).toBe(1);
    expect(count('(no route)', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('app-3f9a1c');
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/careers/:id', le: '+Inf' }),
    ).toBe(1);
  });

  it("reports the event loop's lag and the process's own figures", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the hits and misses of each cache', async () => {
    const lookups = (text: string, result: string) =>
      sample(text, 'cache_lookups_total', { cache: 'catalogue-page', result }) ?? 0;
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/products?limit=7' });
    await t.app.inject({ method: 'GET', url: '/api/products?limit=7' });
    const after = await scrape();
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1);
  });

  it('reads the outbox when asked: mail waiting, how long the oldest has waited, mail given up on', async () => {
    expect(sample(await scrape(), 'outbox_pending_mails')).toBe(0);
    expect(sample(await scrape(), 'outbox_oldest_pending_age_seconds')).toBe(0);
    await queueMail(t.app.db, ['a@example.com', 'b@example.com'], {
      kind: 'contactAlert',
      subject: 'New message',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.app.db.execute(sql`update mail_outbox set created_at = now() - interval '90 seconds'`);
    let text = await scrape();
    expect(sample(text, 'outbox_pending_mails')).toBe(2);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeLessThan(120);
    await t.app.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(eq(mailOutbox.toAddress, 'a@example.com'));
    text = await scrape();
    expect(sample(text, 'outbox_pending_mails')).toBe(1);
    expect(sample(text, 'outbox_failed_mails')).toBe(1);
  });

  it('reports the database pool where there is one', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(Number(process.env.DATABASE_POOL_SIZE ?? 10));
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    } else {
      // The tests' in-memory PGlite is called directly, with no pool.
      expect(sample(text, 'db_pool_max_connections')).toBeUndefined();
    }
  });

  it("reports the embedded database's connections, and the queries waiting for them", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-db-'));
    const database = await openPgliteWorker(dataDir);
    const app = await buildApp(testConfig(), database.db, { mail: { autoStart: false } });
    try {
      const text = await scrape(app);
      // Sixteen connections on its one session (src/server/db/pglite-sessions.ts), opened as needed.
      expect(sample(text, 'db_pool_max_connections')).toBe(16);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections')).toBeLessThanOrEqual(16);
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers only a caller on this machine or the private network that asks directly', async () => {
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    for (const local of ['127.0.0.1', '10.20.0.7', '172.20.1.1', '192.168.1.50', '::1', '::ffff:10.0.0.9']) {
      expect((await ask(local)).statusCode, local).toBe(200);
    }
    for (const outside of ['203.0.113.9', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8']) {
      const refused = await ask(outside);
      expect(refused.statusCode, outside).toBe(403);
      expect(refused.json()).toEqual({ message: "You don't have permission to perform this action" });
    }
    // Through a proxy, whatever address it names: the header is anyone's to write.
    expect((await ask('127.0.0.1', { 'x-forwarded-for': '10.0.0.5' })).statusCode).toBe(403);
    expect((await ask('10.0.0.2', { forwarded: 'for=10.0.0.5' })).statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, answers whoever sends it and no one else', async () => {
    const secured = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        secured.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await ask({})).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer scrape-token-0123456788' })).statusCode).toBe(403);
      expect((await ask({ authorization: METRICS_TOKEN })).statusCode).toBe(403);
      const answered = await ask({ authorization: `Bearer ${METRICS_TOKEN}` }, '198.51.100.4');
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    } finally {
      await secured.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and holds every migration of this build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
  });

  it('is not ready while the database lacks the newest migration of this build', async () => {
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed = await t.app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest} returning hash, created_at`,
    );
    const [row] = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
  });

  it('is not ready without its database, while liveness stays the cheap question it was', async () => {
    const database = await openPglite(undefined, { loadDataDir: pgliteTemplate() });
    const app = await buildApp(testConfig(), database.db, { mail: { autoStart: false } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      migrations: 'unknown',
    });
    await app.close();
  });
});

describe('shutting down', () => {
  it('finishes the requests under way and takes no new connection', async () => {
    const database = await openPglite(undefined, { loadDataDir: pgliteTemplate() });
    const app = await buildApp(testConfig(), database.db, { mail: { autoStart: false } });
    let entered = () => {};
    let release = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const underWay = fetch(`${address}/slow`);
    await inside;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    release();
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // The answer closed its keep-alive connection, so the close need not wait for that to time out.
    expect(answer.headers.get('connection')).toBe('close');
    const waited = await Promise.race([
      closing.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
    ]);
    expect(waited).toBe('closed');
    await database.close();
  });

  it('lets the outbox worker finish the mail it is sending: delivered once, and marked sent', async () => {
    const smtp = await startSmtpServer();
    const mailing = await createTestApp({ smtpUrl: smtp.url }, { mail: { pollIntervalMs: 60_000 } });
    try {
      const admin = await signUpAdmin(mailing.app);
      const held = smtp.hold();
      await queueMail(mailing.app.db, admin.email, {
        kind: 'contactAlert',
        subject: 'Sent while stopping',
        text: 'Hello',
        html: '<p>Hello</p>',
      });
      mailing.app.mail.wake();
      await held.arrived;

      let closed = false;
      const closing = mailing.app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      held.release();
      await closing;

      expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Sent while stopping']);
      const [row] = await mailing.app.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await mailing.database.close();
      await smtp.close();
    }
  });
});
