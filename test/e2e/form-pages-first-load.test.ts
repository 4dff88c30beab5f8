// What the contact and documents pages load with the page, in a real browser: neither the schema
// library nor the form layer, which only their forms need. The documents page loads them when a
// visitor asks for a document by e-mail; the contact page names none in its HTML and loads its form's
// code once its own has run, and the schema library when the form is first sent, which then checks
// its fields.
import { addSdsOnRequest, createProduct } from './helpers/api';
import { hasBrowser, keepServerElements, pageErrors, replacedByHydration } from './helpers/browser';
import { describe, expect, it, type Site } from './helpers/site';

// Vite's chunks of zod (`schemas`, `coerce`) and of react-hook-form with its resolver (`form`).
const FORM_CODE = /\/assets\/(schemas|coerce|form)-[\w-]+\.js$/;

/** A product with a safety data sheet given on request, so that the documents page lists one. */
async function productWithDocument(site: Site, name: string) {
  const product = await createProduct(site.api, site.adminToken, { name });
  await addSdsOnRequest(site.call, site.adminToken, product._id);
}

describe.skipIf(!hasBrowser)('the first load of the pages with forms', () => {
  it('loads the documents page without the schema library, and the request form on demand', async ({
    site,
    openPage,
  }) => {
    await productWithDocument(site, 'Formic Acid 85%');

    const { page } = await openPage('phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/documents?q=Formic');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => FORM_CODE.test(file))).toEqual([]);

    await page.getByRole('button', { name: 'Request by e-mail' }).click();
    await page.getByRole('dialog').waitFor();
    expect(scripts.some((file) => FORM_CODE.test(file))).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("names none of the contact form's code in the contact page's HTML, whose form then works", async ({
    site,
    openPage,
  }) => {
    const html = await (await fetch(`${site.url}/contact`)).text();
    // The page's modules, which its script preloads once the stylesheets are in (src/server/lib/page-code.ts).
    const data = /<script type="application\/json" id="page-code">(.*?)<\/script>/s.exec(html)?.[1];
    const preloaded: string[] = JSON.parse(data ?? '{"preload":[]}').preload;
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => FORM_CODE.test(file))).toEqual([]);

    const { page } = await openPage('phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    const contactForm = page.getByRole('form', { name: 'Contact form' });
    await page.waitForLoadState('networkidle');
    // The form is hydrated without its rules: the schema library comes when it is first sent.
    expect(scripts.some((file) => /\/assets\/form-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /\/assets\/(schemas|coerce)-[\w-]+\.js$/.test(file))).toEqual([]);
    // Nothing of the administration's on a visitor's page (its cache keys were a chunk of their own).
    expect(scripts.filter((file) => /\/assets\/admin[\w-]*\.js$/.test(file))).toEqual([]);
    await contactForm.getByRole('button', { name: 'Send Message' }).click();
    await contactForm.getByText('Name is required').waitFor();
    expect(scripts.some((file) => /\/assets\/schemas-[\w-]+\.js$/.test(file))).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it.for(['/contact', '/bn/contact', '/documents', '/bn/documents'])(
    'hydrates %s in place, with the Intl formats set up by the head first',
    async (address, { site, openPage }) => {
      await productWithDocument(site, 'Oxalic Acid 99%');
      const { page } = await openPage('phone');
      // Who makes the page's first number format (src/server/lib/intl-warm-up-script.ts): its HTML's
      // script, not the app's code while hydrating. A string, so it runs as written in the page.
      await page.addInitScript({
        content: `(() => {
          const NumberFormat = Intl.NumberFormat;
          Intl.NumberFormat = new Proxy(NumberFormat, {
            construct(target, args) {
              window.firstNumberFormat ??= new Error().stack;
              return Reflect.construct(target, args);
            },
          });
        })()`,
      });
      await keepServerElements(page);
      await page.goto(address, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const { drawn, replaced } = await replacedByHydration(page);
      expect(drawn).toBeGreaterThan(40);
      expect(replaced).toEqual([]);
      const firstMadeBy = await page.evaluate(
        () => (window as { firstNumberFormat?: string }).firstNumberFormat,
      );
      expect(firstMadeBy).toContain(`${address}:`);
      expect(firstMadeBy).not.toContain('/assets/');
      expect(pageErrors(page)).toEqual([]);
    },
  );
});
