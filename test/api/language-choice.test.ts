// Which language a visitor gets: an address under /bn is always Bengali; an address without it is
// answered in the language chosen before (the `lang` cookie) or, on a first visit, the one the
// browser prefers, with a redirect that no shared cache keeps.
import { describe, expect, it } from 'vitest';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp } from '../helpers/web-dir';

const t = setupApi(() => createRenderingTestApp());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the language of a page', () => {
  it('follows a first visitor’s browser to the Bengali address, keeping the query', async () => {
    const response = await get('/about?ref=mail', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/bn/about?ref=mail');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
  });

  it('keeps English for a browser that prefers it, or names neither language', async () => {
    for (const header of ['en-GB,en;q=0.9,bn;q=0.5', 'fr-FR,fr;q=0.9', '']) {
      const response = await get('/about', header ? { 'accept-language': header } : {});
      expect(response.statusCode, header).toBe(200);
      expect(response.body).toContain('<html lang="en"');
    }
  });

  it('puts the visitor’s own choice (the cookie) before the browser’s preference', async () => {
    const english = await get('/about', { 'accept-language': 'bn', cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');

    const bengali = await get('/careers', { 'accept-language': 'en', cookie: 'lang=bn' });
    expect(bengali.statusCode).toBe(302);
    expect(bengali.headers.location).toBe('/bn/careers');
  });

  it('answers a /bn address in Bengali whatever the browser or cookie say', async () => {
    const response = await get('/bn/about', { 'accept-language': 'en', cookie: 'lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="bn"');
    expect(response.body).toContain('আমাদের সম্পর্কে');
    expect(await get('/bn')).toMatchObject({ statusCode: 200 });
  });

  it('redirects a duplicate Bengali address within Bengali', async () => {
    const response = await get('/bn/products?q=acid');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/bn?q=acid');
  });
});
