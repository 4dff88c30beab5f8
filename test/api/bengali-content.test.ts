// What a Bengali buyer reads on the pages the server renders: the company's address, category
// names, price units, specification values, the add-to-quote label, the contact form's subjects and
// job posts in Bengali, with the English pages unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { yearsInBusiness } from '@/contract/site';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';
import { createRenderingTestApp } from '../helpers/web-dir';

let product: { _id: string; name: string; casNumber: string };
const t = setupApi(() => createRenderingTestApp());
const admin = t.signUpAdmin();
beforeAll(async () => {
  const body = await multipart({
    name: 'Caustic Soda Flakes 99%',
    nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
    description: 'Sodium hydroxide flakes for textile processing and soap making.',
    category: 'Acids & Alkalis',
    casNumber: '1310-73-2',
    price: JSON.stringify({
      minValue: 85,
      maxValue: 95,
      currency: 'BDT',
      unit: 'kg',
      contactForPrice: false,
    }),
    specifications: JSON.stringify([
      { name: 'Form', nameBn: 'ধরন', value: 'White flakes', valueBn: 'সাদা ফ্লেক্স' },
      { name: 'Assay', nameBn: 'বিশুদ্ধতা', value: '99% min' },
    ]),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json().product;

  const career = await t.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: bearer(admin),
    payload: {
      title: 'Sales Engineer',
      titleBn: 'বিক্রয় প্রকৌশলী',
      description: 'Visit textile mills and water treatment plants.',
      descriptionBn: 'টেক্সটাইল মিল ও পানি শোধনাগারে গ্রাহকদের কাছে যাওয়া।',
      location: 'Dhaka',
      department: 'Sales',
      requirements: ['B.Sc. in Chemistry'],
      requirementsBn: ['রসায়নে বিএসসি'],
      responsibilities: ['Visit customers'],
    },
  });
  expect(career.statusCode, career.body).toBe(201);
});

/** The page as drawn: its HTML without the head and the data handed to the browser. */
const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return (
    /<div id="root">(.*)<script type="application\/json" id="app-state">/s.exec(response.body)?.[1] ?? ''
  );
};
const head = async (url: string) => (await t.app.inject({ method: 'GET', url })).body.split('</head>')[0];
/** The page's structured data node of a type, in a graph or alone. */
const jsonLd = (html: string, type: string) => {
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  return ((data['@graph'] ?? [data]) as Record<string, unknown>[]).find((node) => node['@type'] === type);
};

describe('a Bengali page', () => {
  it('gives the company’s address in Bengali, in the footer, on About and on Contact', async () => {
    for (const url of ['/bn/about', '/bn/contact']) {
      const html = await page(url);
      expect(html, url).toContain('৪৫ মতিঝিল বাণিজ্যিক এলাকা');
      expect(html, url).toContain('ঢাকা ১০০০, বাংলাদেশ');
      // No English text (the map links search for the English address).
      expect(html, url).not.toMatch(/>[^<]*Motijheel/);
      // The footer's tagline ends as a Bengali sentence does.
      expect(html, url).toContain('সাল থেকে বাংলাদেশের শিল্পে রাসায়নিক সরবরাহ।');
    }
    const english = await page('/about');
    expect(english).toContain('45 Motijheel Commercial Area');
    expect(english).toContain('Dhaka 1000, Bangladesh');
  });

  it('gives the company’s age as one figure, counted from its founding year', async () => {
    const years = new Intl.NumberFormat('bn-BD').format(yearsInBusiness());
    for (const url of ['/bn/home', '/bn/about', '/bn/careers']) {
      const ages = [...(await page(url)).matchAll(/([০-৯]+) বছর/g)].map((match) => match[1]);
      expect(ages.length, url).toBeGreaterThan(0);
      expect(new Set(ages), url).toEqual(new Set([years]));
    }
  });

  it('offers the contact form’s subjects in Bengali, each keeping its stored value', async () => {
    const html = await page('/bn/contact');
    expect(html).toContain('<option value="sales">বিক্রয় ও দাম</option>');
    expect(html).toContain('<option value="general">সাধারণ জিজ্ঞাসা</option>');
    expect(html).not.toContain('Sales &amp; Pricing');
  });

  it('writes the price unit, the category and specification values of a product in Bengali', async () => {
    const html = await page(`/bn${productPath(product)}`);
    expect(html).toContain('৳ ৮৫ - ৳ ৯৫ প্রতি কেজি');
    expect(html).not.toContain('per kg');
    // Breadcrumb, badge and the specification row name the category in Bengali.
    expect(html.match(/অ্যাসিড ও অ্যালকালি/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain('Acids &amp; Alkalis</');
    expect(html).toContain('সাদা ফ্লেক্স');
    expect(html).not.toContain('White flakes</td>');
    // A value without a Bengali one is written as it is.
    expect(html).toContain('99% min');
    expect(html).toContain('aria-label="কোটেশনে যোগ করুন: কস্টিক সোডা ফ্লেক্স ৯৯%"');
    expect(jsonLd(await head(`/bn${productPath(product)}`), 'Product')).toMatchObject({
      category: 'অ্যাসিড ও অ্যালকালি',
      name: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
    });
  });

  it('names categories in Bengali in the catalogue’s filter and on its cards', async () => {
    const html = await page('/bn');
    expect(html.replace(/<!-- -->/g, '')).toContain(
      '<option value="Acids &amp; Alkalis">অ্যাসিড ও অ্যালকালি (১)</option>',
    );
    expect(html).toContain('৳ ৮৫ - ৳ ৯৫ প্রতি কেজি');
  });

  it('shows a job post’s Bengali title, description and requirements, in the page and its JSON-LD', async () => {
    const html = await page('/bn/careers');
    for (const text of ['বিক্রয় প্রকৌশলী', 'টেক্সটাইল মিল ও পানি শোধনাগারে', 'রসায়নে বিএসসি']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Sales Engineer');
    const posting = jsonLd(await head('/bn/careers'), 'JobPosting') as { description: string; url: string };
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'বিক্রয় প্রকৌশলী' });
    expect(posting.description).toContain('<h3>যোগ্যতা ও চাহিদা</h3><ul><li>রসায়নে বিএসসি</li></ul>');
    expect(posting.url).toMatch(/\/bn\/careers$/);
  });
});

describe('the English pages', () => {
  it('keep the English names, units and job texts', async () => {
    const productHtml = await page(productPath(product));
    expect(productHtml).toContain('৳ 85 - ৳ 95 per kg');
    expect(productHtml).toContain('White flakes');
    expect(jsonLd(await head(productPath(product)), 'Product')).toMatchObject({
      category: 'Acids & Alkalis',
    });
    const careers = await page('/careers');
    expect(careers).toContain('Sales Engineer');
    expect(careers).not.toContain('বিক্রয় প্রকৌশলী');
    expect(jsonLd(await head('/careers'), 'JobPosting')).toMatchObject({ title: 'Sales Engineer' });
  });
});
