// The document centre: documents with kinds, languages and revisions (the newest of each shown on the
// product, older ones listed), the public list and its search, and on-request documents: their file
// never reaches the public without contact details left, the link mailed for them opens the file for
// a while and cannot be guessed, and the request is a lead with a staff alert.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { documentRequests, mailOutbox, notifications, productDocuments, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { databaseMigratedUpTo } from '../helpers/migrations';
import { multipart, type Part } from '../helpers/multipart';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer, type TestUser } from '../helpers/users';

let smtp: TestSmtpServer;
let productId: string;
let otherProductId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url }, { mail: { autoStart: false } }));
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
const buyer = t.signUp();
beforeAll(async () => {
  const [product, other] = await t.app.db
    .insert(products)
    .values([
      {
        name: 'Sulphuric Acid 98%',
        nameBn: 'সালফিউরিক অ্যাসিড ৯৮%',
        description: 'Concentrated acid.',
        category: 'Acids & Alkalis',
        casNumber: '7664-93-9',
        unNumber: '1830',
      },
      { name: 'Toluene', description: 'Solvent.', category: 'Solvents', casNumber: '108-88-3' },
    ])
    .returning();
  productId = product.id;
  otherProductId = other.id;
});

async function upload(parts: Record<string, Part>, who: TestUser | null = admin, product = productId) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${product}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(who) : {}) },
  });
}

const file = (label: string): Part => ({
  file: pdf(label),
  filename: `${label}.pdf`,
  type: 'application/pdf',
});

async function uploaded(fields: Record<string, string>, label: string, product = productId) {
  const response = await upload({ ...fields, file: file(label) }, admin, product);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as { _id: string; url: string | null; access: string };
}

const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const ask = (id: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/documents/${id}/requests`, payload, headers });

let oldSds: { _id: string; url: string | null };
let newSds: { _id: string; url: string | null };
let bengaliSds: { _id: string; url: string | null };
let gatedCoa: { _id: string; url: string | null };

describe('POST /api/products/:id/documents', () => {
  it('keeps several revisions and languages; the product shows the newest of each, the list all', async () => {
    oldSds = await uploaded({ kind: 'sds', language: 'en', revisionDate: '2024-05-02' }, 'sds-2024');
    newSds = await uploaded({ kind: 'sds', language: 'en', revisionDate: '2026-03-01' }, 'sds-2026');
    bengaliSds = await uploaded({ kind: 'sds', language: 'bn', revisionDate: '2025-11-20' }, 'sds-bn');
    gatedCoa = await uploaded(
      { kind: 'coa', language: 'en', revisionDate: '2026-10-01', access: 'on_request' },
      'coa-batch',
    );
    await uploaded(
      { kind: 'tds', language: 'en', revisionDate: '2026-01-01' },
      'toluene-tds',
      otherProductId,
    );

    const product = (await get(`/api/products/${productId}`)).json();
    expect(
      product.documents.map((d: { kind: string; language: string; revisionDate: string }) => [
        d.kind,
        d.language,
        d.revisionDate,
      ]),
    ).toEqual([
      ['sds', 'bn', '2025-11-20'],
      ['sds', 'en', '2026-03-01'],
      ['coa', 'en', '2026-10-01'],
    ]);
    // The on-request certificate links to its request form, never to its file.
    expect(product.documents[2]).toMatchObject({
      access: 'on_request',
      url: `/documents?request=${gatedCoa._id}`,
    });

    const list = (await get(`/api/documents?productId=${productId}`)).json();
    expect(list.pagination.total).toBe(4);
    const byId = new Map(list.documents.map((d: { _id: string }) => [d._id, d]));
    expect(byId.get(oldSds._id)).toMatchObject({
      current: false,
      revisionDate: '2024-05-02',
      language: 'en',
    });
    expect(byId.get(newSds._id)).toMatchObject({ current: true, productName: 'Sulphuric Acid 98%' });
    expect(byId.get(bengaliSds._id)).toMatchObject({ current: true, language: 'bn' });
    expect(byId.get(gatedCoa._id)).toMatchObject({ current: true, access: 'on_request', url: null });
  });

  it('refuses bad fields with their message, a non-PDF with 415, and anyone but an admin', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'msds', language: 'en', revisionDate: '2026-01-01' }, DOCUMENT_MESSAGES.kindInvalid],
      [{ kind: 'sds', language: 'fr', revisionDate: '2026-01-01' }, DOCUMENT_MESSAGES.languageInvalid],
      [{ kind: 'sds', language: 'en', revisionDate: '' }, DOCUMENT_MESSAGES.revisionDateRequired],
      [{ kind: 'sds', language: 'en', revisionDate: '2026-02-30' }, DOCUMENT_MESSAGES.revisionDateInvalid],
      [{ kind: 'sds', language: 'en', revisionDate: '2999-01-01' }, DOCUMENT_MESSAGES.revisionDateFuture],
      [
        { kind: 'sds', language: 'en', revisionDate: '2026-01-01', access: 'secret' },
        DOCUMENT_MESSAGES.accessInvalid,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await upload({ ...fields, file: file('x') });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const noFile = await upload({ kind: 'sds', language: 'en', revisionDate: '2026-01-01' });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, DOCUMENT_MESSAGES.fileRequired]);
    const html = await upload({
      kind: 'sds',
      language: 'en',
      revisionDate: '2026-01-01',
      file: { file: Buffer.from('%PDF-<html><script>alert(1)</script>'), filename: 'x.pdf' },
    });
    expect(html.statusCode).toBe(415);
    const fields = { kind: 'sds', language: 'en', revisionDate: '2026-01-01', file: file('y') };
    expect((await upload(fields, null)).statusCode).toBe(401);
    expect((await upload(fields, buyer)).statusCode).toBe(403);
    const unknown = await upload(fields, admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/documents', () => {
  it('finds documents by product name in either language, CAS and UN number, type and language, a page at a time', async () => {
    const ids = async (query: string) =>
      (await get(`/api/documents?${query}`)).json().documents.map((d: { _id: string }) => d._id);
    expect((await ids('q=sulphuric')).length).toBe(4);
    expect((await ids(`q=${encodeURIComponent('সালফিউরিক')}`)).length).toBe(4);
    expect((await ids('q=7664939')).length).toBe(4);
    expect((await ids('q=108-88-3')).length).toBe(1);
    expect((await ids('q=UN1830')).length).toBe(4);
    expect((await ids('q=1294')).length).toBe(0);
    expect(await ids('kind=coa')).toEqual([gatedCoa._id]);
    expect(await ids('language=bn')).toEqual([bengaliSds._id]);
    expect(await ids('q=SDS&language=en')).toEqual([newSds._id, oldSds._id]);
    const page = (await get('/api/documents?limit=2&page=2')).json();
    expect(page.documents).toHaveLength(2);
    expect(page.pagination).toMatchObject({ currentPage: 2, total: 5, totalPages: 3, hasMore: true });
    const bad = await get('/api/documents?kind=msds');
    expect([bad.statusCode, bad.json().message]).toEqual([400, DOCUMENT_MESSAGES.kindInvalid]);
  });
});

describe('an on-request document', () => {
  it('is never served to the public: not under /media, and no public answer names its file', async () => {
    const [row] = await t.app.db
      .select({ asset: productDocuments.asset })
      .from(productDocuments)
      .where(eq(productDocuments.id, gatedCoa._id));
    const gated = await get(`/media/${row.asset}.pdf`);
    expect(gated.statusCode).toBe(404);
    expect(gated.body).not.toContain('%PDF');
    for (const url of ['/api/documents', `/api/products/${productId}`, '/api/products', '/documents']) {
      expect((await get(url)).body, url).not.toContain(row.asset);
    }
    // A public document's file is served as before.
    const open = await get(newSds.url!);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a request without the contact details, with the rule broken', async () => {
    const cases: [object, string][] = [
      [{ company: 'Acme', email: 'a@b.co' }, DOCUMENT_MESSAGES.nameRequired],
      [{ name: 'Rahim', email: 'a@b.co' }, DOCUMENT_MESSAGES.companyRequired],
      [{ name: 'Rahim', company: 'Acme' }, DOCUMENT_MESSAGES.emailRequired],
      [{ name: 'Rahim', company: 'Acme', email: 'not-an-address' }, DOCUMENT_MESSAGES.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await ask(gatedCoa._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const open = await ask(newSds._id, { name: 'Rahim', company: 'Acme', email: 'a@b.co' });
    expect(open.statusCode).toBe(409);
    const unknown = await ask('00000000-0000-4000-8000-000000000000', {
      name: 'R',
      company: 'A',
      email: 'a@b.co',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('mails a download link that opens the file, makes a lead, and alerts the staff by mail and bell', async () => {
    const before = smtp.messages.length;
    const response = await ask(gatedCoa._id, {
      name: 'Rahim Uddin',
      company: 'Padma Textiles Ltd',
      email: 'rahim@padma.example',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.requested);
    // Nothing usable is stored: the row has a hash, the queued mail a placeholder.
    const [lead] = await t.app.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.email, 'rahim@padma.example'));
    expect(lead).toMatchObject({ name: 'Rahim Uddin', company: 'Padma Textiles Ltd', documentKind: 'coa' });
    expect(lead.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const queued = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'documentLink'));
    expect(queued[0].textBody).toContain('{{token:documentDownload:');

    await t.app.mail.deliverDue();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const buyerMail = mails.find((mail) => mail.subject?.includes('Your document'))!;
    const alert = mails.find((mail) => mail.subject?.includes('Document request'))!;
    expect(buyerMail.text).toContain('Certificate of Analysis (CoA) (English)');
    expect(alert.text).toContain('Padma Textiles Ltd');
    expect(alert.text).toContain('rahim@padma.example');
    const link = /\/documents\/download\/([A-Za-z0-9_-]{43})/.exec(buyerMail.text!)!;
    expect(link).not.toBeNull();
    const token = link[1];
    expect(buyerMail.text).not.toContain(lead.tokenHash);

    const info = await get(`/api/documents/links/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ productName: 'Sulphuric Acid 98%', kind: 'coa', language: 'en' });
    const download = await get(info.json().downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf('coa-batch'))).toBe(true);
    const [counted] = await t.app.db.select().from(documentRequests).where(eq(documentRequests.id, lead.id));
    expect(counted.downloadCount).toBe(1);

    const [bell] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, admin.id))
      .then((rows) => rows.filter((row) => row.kind === 'documentRequested'));
    expect(bell.params).toMatchObject({
      name: 'Rahim Uddin',
      company: 'Padma Textiles Ltd',
      document: 'coa',
    });
    const worded = (await get('/api/notifications', bearer(admin))).json().notifications[0];
    expect(worded).toMatchObject({
      title: 'Document requested',
      message:
        'Rahim Uddin (Padma Textiles Ltd) asked for the Certificate of Analysis (CoA) of Sulphuric Acid 98%',
      link: '/admin?tab=documentRequests',
    });

    // The lead, for the sales team only.
    expect((await get('/api/admin/document-requests')).statusCode).toBe(401);
    expect((await get('/api/admin/document-requests', bearer(buyer))).statusCode).toBe(403);
    const leads = (await get('/api/admin/document-requests', bearer(admin))).json();
    expect(leads.requests[0]).toMatchObject({
      name: 'Rahim Uddin',
      downloadCount: 1,
      productName: 'Sulphuric Acid 98%',
    });

    // A token one character off, or made up, opens nothing.
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'x'.repeat(43), 'short']) {
      for (const url of [`/api/documents/links/${wrong}`, `/api/documents/download/${wrong}`]) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().message).toBe(DOCUMENT_MESSAGES.linkInvalid);
      }
    }

    // Past its time the link says so and gives nothing.
    await t.app.db
      .update(documentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentRequests.id, lead.id));
    for (const url of [`/api/documents/links/${token}`, `/api/documents/download/${token}`]) {
      const expired = await get(url);
      expect(expired.statusCode, url).toBe(410);
      expect(expired.json().message).toBe(DOCUMENT_MESSAGES.linkExpired);
      expect(expired.body).not.toContain('%PDF');
    }
  });

  it('writes the buyer their link in Bengali when they ask on a Bengali page', async () => {
    const before = smtp.messages.length;
    const response = await ask(
      gatedCoa._id,
      { name: 'করিম', company: 'মেঘনা টেক্সটাইল', email: 'karim@example.com' },
      { 'accept-language': 'bn' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'ধন্যবাদ। আমরা আপনাকে ইমেইলে একটি ডাউনলোড লিংক পাঠিয়েছি; লিংকটি ৭ দিন কাজ করবে।',
    );
    await t.app.mail.deliverDue();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const buyerMail = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes('karim@example.com'))!;
    expect(buyerMail.subject).toBe('আপনার ডকুমেন্ট: সালফিউরিক অ্যাসিড ৯৮%-এর সার্টিফিকেট অব অ্যানালাইসিস (CoA) (ইংরেজি)');
    expect(buyerMail.text).toMatch(/\/bn\/documents\/download\/[A-Za-z0-9_-]{43}/);
  });
});

describe('DELETE /api/products/:id/documents/:documentId', () => {
  it('removes a revision (admins only); the next one becomes current', async () => {
    const url = `/api/products/${productId}/documents/${newSds._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(buyer) })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, DOCUMENT_MESSAGES.deleted]);
    expect((await get(newSds.url!)).statusCode).toBe(404);
    const product = (await get(`/api/products/${productId}`)).json();
    expect(
      product.documents.find(
        (d: { language: string; kind: string }) => d.kind === 'sds' && d.language === 'en',
      ),
    ).toMatchObject({ revisionDate: '2024-05-02', url: oldSds.url });
    const again = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
  });
});

describe('migration 0019', () => {
  it('moves the documents products listed into rows: English, public, revised on the product’s last change', async () => {
    const old = await databaseMigratedUpTo(18);
    try {
      await old.query(
        `insert into products (id, name, description, documents, updated_at) values
          ('11111111-1111-4111-8111-111111111111', 'Acetone', 'Solvent.',
           '[{"asset":"aaaa1111bbbb2222cccc3333dddd4444","kind":"sds","title":"Safety Data Sheet (SDS)","byteSize":1234},
             {"asset":"eeee5555ffff6666aaaa7777bbbb8888","kind":"tds","title":"Technical Data Sheet","byteSize":99}]',
           '2026-05-31T20:30:00Z'),
          ('22222222-2222-4222-8222-222222222222', 'Toluene', 'Solvent.', '[]', now())`,
      );
      await old.migrateToLatest();
      const { rows } = await old.query<Record<string, unknown>>(
        `select product_id, kind, language, revision_date::text as revision_date, access, title, asset, byte_size
         from product_documents order by kind`,
      );
      expect(rows).toEqual([
        {
          product_id: '11111111-1111-4111-8111-111111111111',
          kind: 'sds',
          language: 'en',
          // 20:30 UTC on 31 May is 1 June in Dhaka.
          revision_date: '2026-06-01',
          access: 'public',
          title: 'Safety Data Sheet (SDS)',
          asset: 'aaaa1111bbbb2222cccc3333dddd4444',
          byte_size: 1234,
        },
        {
          product_id: '11111111-1111-4111-8111-111111111111',
          kind: 'tds',
          language: 'en',
          revision_date: '2026-06-01',
          access: 'public',
          title: 'Technical Data Sheet',
          asset: 'eeee5555ffff6666aaaa7777bbbb8888',
          byte_size: 99,
        },
      ]);
      const columns = await old.query(
        `select column_name from information_schema.columns where table_name = 'products' and column_name = 'documents'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await old.close();
    }
  });
});
