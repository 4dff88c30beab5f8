// Stored files as the browser gets them: an uploaded document can never run script in the site's
// origin, whatever is inside it.
import { describe, expect, it } from 'vitest';
import { setupApi } from '../helpers/api';
import { multipart, type Part } from '../helpers/multipart';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();

// A real PDF wrapper around an HTML page with a script: what a browser that sniffed it would run.
const HTML_IN_PDF = Buffer.from(
  '%PDF-1.4\n<html><body><script>fetch("/api/auth/check")</script></body></html>\n' +
    '1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);

async function createProduct(documents: Record<string, Part>) {
  const body = await multipart({
    name: 'Sulphuric Acid 98%',
    description: 'Technical grade sulphuric acid for batteries and fertiliser.',
    category: 'Acids & Alkalis',
    price: JSON.stringify({ minValue: 40, currency: 'BDT', unit: 'kg', contactForPrice: false }),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
    ...documents,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
}

describe('GET /media/:key', () => {
  it('serves a document as a download under a sandbox, never as a page of the site', async () => {
    const created = await createProduct({
      sdsDocument: { file: HTML_IN_PDF, filename: 'sds.pdf', type: 'application/pdf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [doc] = created.json().product.documents;

    const response = await t.app.inject({ method: 'GET', url: doc.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]+\.pdf"$/);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(HTML_IN_PDF)).toBe(true);
  });

  it('serves photos inline under the same sandbox', async () => {
    const created = await createProduct({});
    const response = await t.app.inject({ method: 'GET', url: created.json().product.photo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });
});

describe('POST /api/products documents', () => {
  it('refuses a file that starts like a PDF but has no end-of-file marker', async () => {
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n');
    const response = await createProduct({
      tdsDocument: { file: html, filename: 'tds.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please select a PDF file for the document');
  });
});
