// What search engines see: one address per page, the sitemap, each page's head from the shared
// table, and the structured data (company, job posts, products).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyToday } from '@/contract/career-rules';
import { PAGES, productPage } from '@/contract/pages';
import { productPath } from '@/contract/product-slug';
import { COMPANY } from '@/contract/site';
import { careers, products, productVariants } from '@/server/db/schema';
import { createPageRegistry, type PageSection, resolvePageMeta } from '@/server/features/site/page-meta';
import { pageReads } from '@/server/features/site/page-reads';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);

const t = setupApi(() => createTestApp({ webDir, publicUrl: 'https://chem.example' }));

// Rows are written straight to the database here, as another server would: the page is rendered
// afresh rather than taken from the minute-long page cache.
const page = (url: string) => {
  t.app.htmlCache.clear();
  return t.app.inject({ method: 'GET', url });
};

/** The JSON-LD objects of a page: each script's object, or the members of its @graph. */
function structuredData(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts.flatMap(([, json]) => {
    const data = JSON.parse(json);
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

const ofType = (html: string, type: string) => structuredData(html).filter((item) => item['@type'] === type);

const dayFromToday = (days: number) => {
  const date = new Date(`${companyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name as 'amp'],
  );

describe('one address per page', () => {
  it('redirects /products permanently to the catalogue at /, keeping the search and filters', async () => {
    const bare = await page('/products');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/');

    const searched = await page('/products?q=caustic%20soda&category=Acids%20%26%20Alkalis&page=2');
    expect(searched.statusCode).toBe(301);
    expect(searched.headers.location).toBe('/?q=caustic%20soda&category=Acids%20%26%20Alkalis&page=2');
    expect((await page('/products/')).headers.location).toBe('/');
  });

  // Link checkers, uptime monitors and some crawlers ask with HEAD: a page must answer as GET does.
  it('answers HEAD on a page as GET does, without the body', async () => {
    const home = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toBe('');

    const old = await t.app.inject({ method: 'HEAD', url: '/products?q=acid' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/?q=acid');

    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it('lists /home and the other public pages in the sitemap, and no private page', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    for (const url of ['/', '/home', '/about', '/careers', '/contact']) {
      expect(sitemap, url).toContain(`<loc>https://chem.example${url}</loc>`);
    }
    for (const url of ['/login', '/signup', '/profile', '/admin', '/products<']) {
      expect(sitemap, url).not.toContain(`https://chem.example${url}`);
    }
  });
});

describe('page heads from the shared table', () => {
  it('renders exactly the title and description the browser sets, for every page of the table', async () => {
    for (const [url, text] of Object.entries(PAGES)) {
      const html = (await page(url)).body;
      expect(unescapeHtml(html.match(/<title>(.*?)<\/title>/)![1]), url).toBe(text.title);
      expect(unescapeHtml(html.match(/<meta name="description" content="(.*?)">/)![1]), url).toBe(
        text.description,
      );
      expect(html.includes('<meta name="robots" content="noindex">'), url).toBe(Boolean(text.noindex));
    }
  });

  it('describes a product page with the same title and summary as the browser', async () => {
    const description = `Sodium hydroxide flakes, 98% minimum purity. ${'Packed in 25 kg bags for textile mills. '.repeat(8)}`;
    const [row] = await t.app.db
      .insert(products)
      .values({ name: 'Caustic Soda Flakes', description, priceMin: 600, currency: 'BDT' })
      .returning();
    const html = (await page(productPath({ _id: row.id, ...row }))).body;
    const expected = productPage({ name: 'Caustic Soda Flakes', description });
    expect(expected.description.length).toBeLessThanOrEqual(160);
    expect(unescapeHtml(html.match(/<title>(.*?)<\/title>/)![1])).toBe(expected.title);
    expect(unescapeHtml(html.match(/<meta name="description" content="(.*?)">/)![1])).toBe(
      expected.description,
    );
  });

  it('takes page metadata and sitemap entries only from the sections an app is built with', async () => {
    const section: PageSection = {
      pages: { '/widgets/:id': (_app, { id }) => ({ title: `Widget ${id}`, description: 'A widget.' }) },
      sitemap: () => [{ path: '/widgets/7' }],
      redirects: { '/widget': '/widgets/1' },
    };
    const withWidgets = createPageRegistry([section]);
    const without = createPageRegistry([]);
    expect((await withWidgets.resolve(t.app, '/widgets/7', 'en', pageReads(t.app, 'en'))).title).toBe(
      'Widget 7',
    );
    expect((await without.resolve(t.app, '/widgets/7', 'en', pageReads(t.app, 'en'))).status).toBe(404);
    expect(await withWidgets.sitemap(t.app)).toEqual([{ path: '/widgets/7' }]);
    expect(withWidgets.redirectFor('/widget/')).toBe('/widgets/1');
    expect(without.redirectFor('/widget')).toBeNull();
    // The app under test was built with the products section: its pages are known to it alone.
    expect((await resolvePageMeta(t.app, '/products/x/edit')).noindex).toBe(true);
  });
});

describe('structured data', () => {
  for (const url of ['/', '/about']) {
    it(`describes the company and the site's search on ${url}`, async () => {
      const html = (await page(url)).body;
      const [organization] = ofType(html, 'Organization');
      expect(organization).toMatchObject({
        name: COMPANY.name,
        url: COMPANY.website,
        email: COMPANY.email,
        telephone: COMPANY.phones[0],
        foundingDate: '1958',
        address: {
          '@type': 'PostalAddress',
          streetAddress: COMPANY.address.street,
          addressLocality: 'Dhaka',
          postalCode: '1000',
          addressCountry: 'BD',
        },
      });
      const [website] = ofType(html, 'WebSite');
      expect(website).toMatchObject({
        url: 'https://chem.example/',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://chem.example/?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      });
    });
  }

  it('publishes a JobPosting for each open post on /careers, salary and deadline only when given', async () => {
    const base = {
      description: 'Keep the Tejgaon warehouse safe & tidy.\n\nWork with the dispatch team.',
      location: 'Dhaka',
      department: 'Operations',
      requirements: ['Forklift licence'],
      responsibilities: ['Receive <drums> safely'],
    };
    await t.app.db.insert(careers).values([
      {
        ...base,
        title: 'Warehouse Supervisor',
        jobType: 'Full-time',
        salaryMin: 30000,
        salaryMax: 45000,
        salaryCurrency: 'BDT',
        applicationDeadline: dayFromToday(10),
      },
      { ...base, title: 'Sales Intern', jobType: 'Internship', location: 'Chattogram' },
      { ...base, title: 'Closed Post', isActive: false },
      { ...base, title: 'Expired Post', applicationDeadline: dayFromToday(-1) },
    ]);

    const postings = ofType((await page('/careers')).body, 'JobPosting');
    expect(postings.map((posting) => posting.title).sort()).toEqual(['Sales Intern', 'Warehouse Supervisor']);
    const supervisor = postings.find((posting) => posting.title === 'Warehouse Supervisor')!;
    expect(supervisor).toMatchObject({
      employmentType: 'FULL_TIME',
      validThrough: `${dayFromToday(10)}T23:59:59+06:00`,
      hiringOrganization: { '@type': 'Organization', name: COMPANY.name },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Dhaka', addressCountry: 'BD' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BDT',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 45000 },
      },
    });
    expect(new Date(supervisor.datePosted as string).getTime()).not.toBeNaN();
    expect(supervisor.description).toContain('<p>Keep the Tejgaon warehouse safe &amp; tidy.</p>');
    expect(supervisor.description).toContain('<li>Receive &lt;drums&gt; safely</li>');

    const intern = postings.find((posting) => posting.title === 'Sales Intern')!;
    expect(intern).toMatchObject({
      employmentType: 'INTERN',
      jobLocation: { address: { addressLocality: 'Chattogram' } },
    });
    expect(intern).not.toHaveProperty('validThrough');
    expect(intern).not.toHaveProperty('baseSalary');
  });

  it('offers a contact-for-price product without a price, and a priced one with its price', async () => {
    const [quoted, priced] = await t.app.db
      .insert(products)
      .values([
        {
          name: 'Hydrogen Peroxide 50%',
          description: 'Bleaching agent.',
          contactForPrice: true,
          inStock: false,
        },
        { name: 'Soda Ash Dense', description: 'For glass and detergents.', priceMin: 850, currency: 'BDT' },
      ])
      .returning();

    const [quotedProduct] = ofType((await page(productPath({ _id: quoted.id, ...quoted }))).body, 'Product');
    expect(quotedProduct.offers).toEqual({
      '@type': 'Offer',
      availability: 'https://schema.org/OutOfStock',
      seller: expect.objectContaining({ '@type': 'Organization', name: COMPANY.name }),
      url: `https://chem.example${productPath({ _id: quoted.id, ...quoted })}`,
    });

    const [pricedProduct] = ofType((await page(productPath({ _id: priced.id, ...priced }))).body, 'Product');
    expect(pricedProduct.offers).toMatchObject({
      '@type': 'Offer',
      price: 850,
      priceCurrency: 'BDT',
      availability: 'https://schema.org/InStock',
      seller: { name: COMPANY.name },
    });
  });

  it('describes a product sold in grades and packs as a ProductGroup with an Offer per variant', async () => {
    const [acid] = await t.app.db
      .insert(products)
      .values({
        name: 'Sulphuric Acid 98%',
        description: 'Battery and fertiliser grade.',
        priceMin: 30,
        currency: 'BDT',
      })
      .returning();
    const variant = {
      productId: acid.id,
      grade: 'technical' as const,
      purity: '98%',
      packUnit: 'kg' as const,
    };
    const [carboy, drum, bottle] = await t.app.db
      .insert(productVariants)
      .values([
        {
          ...variant,
          position: 0,
          packQuantity: 35,
          container: 'carboy',
          priceMin: 30,
          priceMax: 32,
          priceUnit: 'kg',
        },
        {
          ...variant,
          position: 1,
          packQuantity: 250,
          container: 'drum',
          priceMin: 28,
          priceUnit: 'kg',
          stock: 'low',
        },
        {
          ...variant,
          position: 2,
          grade: 'ar',
          packQuantity: 2.5,
          packUnit: 'litre',
          container: 'bottle',
          contactForPrice: true,
          priceUnit: 'bottle',
          stock: 'on_order',
        },
      ])
      .returning();
    const path = productPath({ _id: acid.id, ...acid });
    const html = (await page(path)).body;
    expect(ofType(html, 'Product')).toEqual([]);
    const [group] = ofType(html, 'ProductGroup');
    const url = `https://chem.example${path}`;
    expect(group).toMatchObject({
      name: 'Sulphuric Acid 98%',
      productGroupID: acid.id,
      url,
      variesBy: ['https://schema.org/size', 'grade'],
      brand: { name: COMPANY.name },
    });
    expect(group.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Sulphuric Acid 98%, Technical 98% · 35 kg carboy',
        sku: carboy.id,
        size: '35 kg carboy',
        offers: expect.objectContaining({
          '@type': 'Offer',
          availability: 'https://schema.org/InStock',
          url: `${url}?variant=${carboy.id}`,
          priceCurrency: 'BDT',
          priceSpecification: expect.objectContaining({ minPrice: 30, maxPrice: 32, priceCurrency: 'BDT' }),
        }),
      }),
      expect.objectContaining({
        sku: drum.id,
        offers: expect.objectContaining({
          price: 28,
          availability: 'https://schema.org/LimitedAvailability',
        }),
      }),
      expect.objectContaining({
        sku: bottle.id,
        additionalProperty: [{ '@type': 'PropertyValue', name: 'grade', value: 'AR 98%' }],
        offers: expect.not.objectContaining({ price: expect.anything() }),
      }),
    ]);

    const bengali = ofType((await page(`/bn${path}`)).body, 'ProductGroup')[0];
    expect((bengali.hasVariant as { name: string }[])[0].name).toContain('টেকনিক্যাল 98% · ৩৫ কেজি কারবয়');
  });
});
