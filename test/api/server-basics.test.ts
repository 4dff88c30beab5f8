import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { bootstrapAdmin } from '@/server/features/auth/bootstrap-admin';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { signUp } from '../helpers/users';

// A stand-in for the built web app: the real index.html template and one hashed asset.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDir, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(5000))});`,
);
fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = setupApi(() => createTestApp({ webDir, publicUrl: 'https://chem.example' }));

describe('pages', () => {
  it('renders each page with its own title, description, canonical URL and Open Graph tags, checked on each visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // Browsers ask again each time (answered 304 while unchanged); shared caches keep it a minute.
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(response.body).toMatch(/<title>About Us \| Meghna Chemicals<\/title>/);
    expect(response.body).toMatch(/<meta name="description" content="[^"]+since 1958/);
    expect(response.body).toContain('<link rel="canonical" href="https://chem.example/about">');
    expect(response.body).toContain('<meta property="og:image" content="https://chem.example/og-image.png">');
  });

  it('names the analytics measurement id only when one is configured', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('ga-measurement-id');
    const tracked = await createTestApp({ webDir, gaMeasurementId: 'G-TEST123' });
    const trackedPage = await tracked.app.inject({ method: 'GET', url: '/' });
    expect(trackedPage.body).toContain('<meta name="ga-measurement-id" content="G-TEST123">');
    await tracked.close();
  });

  it('answers an unknown page with the app and a 404 status, marked noindex', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('noindex');
  });

  it('keeps private pages out of search engines', async () => {
    for (const url of ['/login', '/signup', '/profile', '/admin', '/admin/inquiries']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('static files', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('never serves the raw page template: /index.html is the home page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('caches other public files briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves robots.txt and a sitemap with absolute URLs', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://chem.example/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://chem.example/about</loc>');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('sends them on every kind of answer, even an address the router refuses', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/robots.txt', '/no-such-page', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it("gives the API's data answers the policy of data, and none of a page's headers", async () => {
    for (const url of ['/api/products?page=1', '/api/nothing-here', '/api/products/%FF']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});

describe('API errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
  });

  it('answers /api itself, with or without a slash or query, with a JSON 404, not the page app', async () => {
    for (const url of ['/api', '/api?x=1', '/api/', '/API']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.json(), url).toEqual({ message: expect.stringMatching(/not found/) });
    }
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Request body is not valid JSON' });

    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('refuses a multipart body where a route takes JSON with 415, the parser being only on upload routes', async () => {
    const form = await multipart({ email: 'a@b.co', password: 'secret123' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...form });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('hides the details of a server error', async () => {
    const broken = await createTestApp();
    await broken.database.close(); // every query now fails
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again later.' });
    await broken.app.close();
  });
});

describe('admin bootstrap', () => {
  it('creates admin@localhost with a printed password on an empty database, once', async () => {
    const fresh = await createTestApp();
    const printed: string[] = [];
    await bootstrapAdmin(fresh.app.db, { announce: (text) => printed.push(text) });
    await bootstrapAdmin(fresh.app.db, { announce: (text) => printed.push(text) });
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0])![1];
    const login = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@localhost', password },
    });
    expect(login.json()).toMatchObject({ role: 'admin' });
    await fresh.close();
  });

  it('creates the configured admin, or promotes an existing account without touching its password', async () => {
    const print = () => {};
    await bootstrapAdmin(t.app.db, {
      adminEmail: 'ops@chem.example',
      adminPassword: 'ops-password',
      announce: print,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@chem.example', password: 'ops-password' },
    });
    expect(created.json()).toMatchObject({ role: 'admin' });

    const existing = await signUp(t.app, { email: 'owner@chem.example', password: 'own-password' });
    await bootstrapAdmin(t.app.db, { adminEmail: existing.email, adminPassword: 'other', announce: print });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, existing.email));
    expect(row.role).toBe('admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: 'own-password' },
    });
    expect(login.statusCode).toBe(200);
    const [{ admins }] = await t.app.db
      .select({ admins: count() })
      .from(users)
      .where(eq(users.email, 'admin@localhost'));
    expect(admins).toBe(0);
  });
});

describe('rate limits', () => {
  it('slows down repeated logins and signups from one client', async () => {
    const limited = await createTestApp({ rateLimits: true });
    const statuses: number[] = [];
    let lastBody: unknown;
    for (let i = 0; i < 12; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guess@example.com', password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
      lastBody = response.json();
    }
    expect(lastBody).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const last = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'A', email: 'a@b.co', password: 'secret1' },
    });
    expect(last.statusCode).toBe(201); // a separate budget per route
    await limited.close();
  });
});
