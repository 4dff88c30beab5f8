// The site's own pages in Bengali, as search engines and link previews see them: the page's language
// on <html>, a Bengali title and description, og:locale, structured data marked with the language,
// hreflang alternates, and a sitemap that lists every page in both languages.
import { describe, expect, it } from 'vitest';
import { PAGES } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp } from '../helpers/web-dir';

const t = setupApi(() => createRenderingTestApp());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('a Bengali page', () => {
  it('says it is Bengali and has a Bengali title, description and og:locale', async () => {
    const response = await get('/bn/about');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="bn"');
    expect(titleOf(html)).toBe('আমাদের সম্পর্কে | Meghna Chemicals');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Meghna Chemicals Limited ১৯৫৮ সাল থেকে/);
    expect(metaContent(html, 'property', 'og:title')).toBe('আমাদের সম্পর্কে | Meghna Chemicals');
    expect(metaContent(html, 'property', 'og:locale')).toBe('bn_BD');
    expect(metaContent(html, 'property', 'og:locale:alternate')).toBe('en_US');
    expect(html).toContain('<link rel="canonical" href="https://chem.example/bn/about">');
  });

  it('names its English twin and itself with hreflang', async () => {
    const html = (await get('/bn/careers')).body;
    expect(titleOf(html)).toBe('ক্যারিয়ার | Meghna Chemicals');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://chem.example/careers">');
    expect(html).toContain('<link rel="alternate" hreflang="bn" href="https://chem.example/bn/careers">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://chem.example/careers">');
  });

  it('marks its structured data with the page language', async () => {
    const html = (await get('/bn/about')).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const graph = JSON.parse(json ?? '{}')['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'WebPage']);
    expect(graph.at(-1)).toMatchObject({
      url: 'https://chem.example/bn/about',
      name: 'আমাদের সম্পর্কে | Meghna Chemicals',
      inLanguage: 'bn',
    });
    // The company described in the page's language, as the home page's description describes it.
    expect(graph[0].description).toMatch(/^১৯৫৮ সাল থেকে বাংলাদেশের কারখানাগুলোতে শিল্প রাসায়নিক/);
    expect(graph[0].description).toBe(metaContent((await get('/bn')).body, 'name', 'description'));
  });

  it('gives the private pages Bengali titles too, and keeps them out of search engines', async () => {
    const login = (await get('/bn/login')).body;
    expect(titleOf(login)).toBe('লগইন | Meghna Chemicals');
    expect(login).toContain('<meta name="robots" content="noindex">');
    expect(titleOf((await get('/bn/quotes/not-a-real-token')).body)).toBe(
      'আপনার অনুরোধ ও কোটেশন | Meghna Chemicals',
    );
  });
});

describe('the English pages', () => {
  it('keep their titles and say they are English', async () => {
    const html = (await get('/about')).body;
    expect(html).toContain('<html lang="en"');
    expect(titleOf(html)).toBe(PAGES['/about'].title);
    expect(metaContent(html, 'name', 'description')).toBe(PAGES['/about'].description);
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')['@graph'][0].description).toBe(COMPANY.description);
  });
});

describe('the sitemap', () => {
  it('lists each public page in both languages, each with its hreflang alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => entry);
    for (const url of ['/about', '/careers', '/contact']) {
      const english = entries.find((entry) => entry.includes(`<loc>https://chem.example${url}</loc>`));
      const bengali = entries.find((entry) => entry.includes(`<loc>https://chem.example/bn${url}</loc>`));
      for (const entry of [english, bengali]) {
        expect(entry, url).toContain(
          `<xhtml:link rel="alternate" hreflang="en" href="https://chem.example${url}"/>`,
        );
        expect(entry, url).toContain(
          `<xhtml:link rel="alternate" hreflang="bn" href="https://chem.example/bn${url}"/>`,
        );
        expect(entry, url).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="https://chem.example${url}"/>`,
        );
      }
    }
    expect(sitemap).toContain('<loc>https://chem.example/bn</loc>');
    expect(sitemap).not.toContain('/bn/login');
  });
});
