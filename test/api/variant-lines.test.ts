// Inquiry, basket and quotation lines that name a grade and pack: the variant must be the product's,
// the line keeps its name, and editing or deleting the variant later leaves what was asked and
// quoted as it was.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASKET_MESSAGES } from '@/contract/basket';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { VARIANT_MESSAGES } from '@/contract/variant-messages';
import { mailOutbox } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { saveProduct } from '../helpers/products';
import { seedTrackedInquiry } from '../helpers/tracking';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();
const buyer = t.signUp({ fullName: 'Karim Buyer' });
let acid: { _id: string; variants: { _id: string }[] };
let soda: { _id: string; variants: { _id: string }[] };

const carboy = {
  grade: 'technical',
  purity: '98%',
  packQuantity: 35,
  packUnit: 'kg',
  container: 'carboy',
  price: { minValue: 28, maxValue: 32, currency: 'BDT', unit: 'kg' },
  stock: 'in_stock',
};
const drum = {
  ...carboy,
  packQuantity: 250,
  container: 'drum',
  price: { minValue: 26, currency: 'BDT', unit: 'kg' },
};
const carboyLabel = {
  grade: 'technical',
  purity: '98%',
  packQuantity: 35,
  packUnit: 'kg',
  container: 'carboy',
} as const;

beforeAll(async () => {
  acid = (await saveProduct(t.app, admin, [carboy, drum], { name: 'Sulphuric Acid' })).json().product;
  soda = (
    await saveProduct(
      t.app,
      admin,
      [{ ...carboy, grade: 'commercial', container: 'bag', packQuantity: 25 }],
      {
        name: 'Caustic Soda Flakes',
      },
    )
  ).json().product;
});

let seq = 0;
const contact = () => ({ name: 'Rahim Uddin', email: `buyer${++seq}@example.com` });
const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
const inquiryOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: bearer(admin) })).json();

describe('POST /api/inquiries with a variant', () => {
  it('keeps the one-product form’s chosen variant on its line, and names it in the staff alert', async () => {
    const response = await submit({
      ...contact(),
      inquiry: 'Price please',
      productId: acid._id,
      variantId: acid.variants[0]._id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [line] = response.json().data.lines;
    expect(line).toMatchObject({
      productId: acid._id,
      variantId: acid.variants[0]._id,
      variantLabel: carboyLabel,
    });
    const alerts = await t.app.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'inquiryAlert'));
    expect(alerts.some((mail) => mail.text.includes('Sulphuric Acid, Technical 98% · 35 kg carboy'))).toBe(
      true,
    );
  });

  it('takes two packs of one product as two basket lines, each naming its variant', async () => {
    const response = await submit({
      ...contact(),
      lines: [
        { productId: acid._id, variantId: acid.variants[0]._id, quantity: 20, unit: 'carboy' },
        { productId: acid._id, variantId: acid.variants[1]._id, quantity: 4, unit: 'drum' },
        { productId: soda._id, quantity: 2, unit: 'MT' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json().data.lines;
    expect(lines.map((line: { variantId: string | null }) => line.variantId)).toEqual([
      acid.variants[0]._id,
      acid.variants[1]._id,
      null,
    ]);
    expect(lines[1].variantLabel).toMatchObject({ container: 'drum', packQuantity: 250 });
  });

  it('refuses a variant of another product, an unknown one, or one pack twice, with a 4xx', async () => {
    const other = await submit({
      ...contact(),
      inquiry: 'x',
      productId: acid._id,
      variantId: soda.variants[0]._id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(VARIANT_MESSAGES.variantNotFound);
    const unknown = await submit({
      ...contact(),
      inquiry: 'x',
      productId: acid._id,
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    const malformed = await submit({ ...contact(), inquiry: 'x', productId: acid._id, variantId: 'drum' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(BASKET_MESSAGES.variantInvalid);
    const twice = await submit({
      ...contact(),
      lines: [
        { productId: acid._id, variantId: acid.variants[0]._id, quantity: 1, unit: 'carboy' },
        { productId: acid._id, variantId: acid.variants[0]._id, quantity: 2, unit: 'carboy' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(BASKET_MESSAGES.duplicateProduct);
  });
});

describe('PUT /api/basket with variants', () => {
  it('stores each line’s variant, and lets a line whose variant is gone ask for the product alone', async () => {
    const product = (await saveProduct(t.app, admin, [carboy, drum], { name: 'Nitric Acid' })).json().product;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/basket',
      headers: bearer(buyer),
      payload: {
        lines: [
          { productId: product._id, variantId: product.variants[0]._id, quantity: 3, unit: 'carboy' },
          { productId: product._id, variantId: product.variants[1]._id, quantity: 1, unit: 'drum' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().lines.map((line: { variantId?: string }) => line.variantId)).toEqual([
      product.variants[0]._id,
      product.variants[1]._id,
    ]);
    // The drum is no longer offered.
    await saveProduct(t.app, admin, [{ ...carboy, id: product.variants[0]._id }], { id: product._id });
    const read = await t.app.inject({ method: 'GET', url: '/api/basket', headers: bearer(buyer) });
    expect(read.json().lines).toEqual([
      { productId: product._id, variantId: product.variants[0]._id, quantity: 3, unit: 'carboy' },
      { productId: product._id, quantity: 1, unit: 'drum' },
    ]);
  });
});

const validUntil = addDays(todayInDhaka(), 14);
const quotationBody = (line: Record<string, unknown>) => ({
  lines: [
    {
      productName: 'Sulphuric Acid',
      quantity: 20,
      unit: 'carboy',
      unitPrice: 1050,
      currency: 'BDT',
      ...line,
    },
  ],
  incoterm: 'EXW',
  deliveryPlace: 'Tongi',
  paymentTerms: 'Advance',
  validUntil,
  vatTreatment: 'added',
});
const sendQuotation = (inquiryId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotations`,
    headers: bearer(admin),
    payload: body,
  });

describe('quotation lines with a variant', () => {
  it('start from the inquiry line’s variant, name it, and refuse another product’s', async () => {
    const asked = await submit({
      ...contact(),
      inquiry: 'Price',
      productId: acid._id,
      variantId: acid.variants[0]._id,
    });
    const inquiryId = asked.json().data._id;
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiryId}/quotations/draft`,
      headers: bearer(admin),
    });
    expect(draft.json().lines[0]).toMatchObject({
      variantId: acid.variants[0]._id,
      variantLabel: carboyLabel,
    });

    const wrong = await sendQuotation(
      inquiryId,
      quotationBody({ productId: acid._id, variantId: soda.variants[0]._id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: VARIANT_MESSAGES.variantNotFound,
      errors: [{ path: 'lines.0.variantId', message: VARIANT_MESSAGES.variantNotFound }],
    });

    const sent = await sendQuotation(
      inquiryId,
      quotationBody({ productId: acid._id, variantId: acid.variants[0]._id }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().quotation.lines[0]).toMatchObject({
      variantId: acid.variants[0]._id,
      variantLabel: carboyLabel,
    });
  });

  it('may quote another of the product’s grades and packs, or name one for a line that named none', async () => {
    const asked = await submit({
      ...contact(),
      lines: [
        { productId: acid._id, variantId: acid.variants[0]._id, quantity: 2, unit: 'carboy' },
        { productId: soda._id, quantity: 1, unit: 'MT' },
      ],
    });
    const inquiryId = asked.json().data._id;
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiryId}/quotations/draft`,
      headers: bearer(admin),
    });
    // Each line offers its product's grades and packs as they are now, with their list prices.
    const [acidLine, sodaLine] = draft.json().lines;
    expect(acidLine.variants.map((variant: { _id: string }) => variant._id)).toEqual(
      acid.variants.map((variant) => variant._id),
    );
    expect(acidLine.variants[1]).toMatchObject({
      container: 'drum',
      price: { minValue: 26, currency: 'BDT', unit: 'kg' },
    });
    expect(sodaLine.variants.map((variant: { _id: string }) => variant._id)).toEqual([soda.variants[0]._id]);

    const body = quotationBody({ productId: acid._id, variantId: acid.variants[1]._id });
    const sent = await sendQuotation(inquiryId, {
      ...body,
      lines: [
        ...body.lines,
        {
          productId: soda._id,
          productName: 'Caustic Soda Flakes',
          quantity: 40,
          unit: 'bag',
          unitPrice: 2100,
          currency: 'BDT',
          variantId: soda.variants[0]._id,
        },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().quotation.lines.map((line: { variantId: string }) => line.variantId)).toEqual([
      acid.variants[1]._id,
      soda.variants[0]._id,
    ]);
    expect(sent.json().quotation.lines[0].variantLabel).toEqual({
      ...carboyLabel,
      packQuantity: 250,
      container: 'drum',
    });
    expect(sent.json().quotation.lines[1].variantLabel).toMatchObject({
      grade: 'commercial',
      container: 'bag',
    });

    // A variant on a line with no catalogue product is no variant of its product.
    const loose = await sendQuotation(inquiryId, quotationBody({ variantId: acid.variants[0]._id }));
    expect(loose.statusCode).toBe(400);
    expect(loose.json().message).toBe(VARIANT_MESSAGES.variantNotFound);
  });

  it('keep what was asked and quoted when the variant is later changed or deleted', async () => {
    const product = (await saveProduct(t.app, admin, [carboy, drum], { name: 'Hydrochloric Acid' })).json()
      .product;
    const [kept, dropped] = product.variants;
    const asked = await submit({
      ...contact(),
      lines: [
        { productId: product._id, variantId: kept._id, quantity: 2, unit: 'carboy' },
        { productId: product._id, variantId: dropped._id, quantity: 1, unit: 'drum' },
      ],
    });
    const inquiryId = asked.json().data._id;
    const sent = await sendQuotation(inquiryId, {
      ...quotationBody({ productId: product._id, variantId: dropped._id }),
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // The carboy becomes AR 99% and the drum is dropped.
    await saveProduct(t.app, admin, [{ ...carboy, id: kept._id, grade: 'ar', purity: '99%' }], {
      id: product._id,
    });

    const lines = (await inquiryOf(inquiryId)).lines;
    expect(lines[0]).toMatchObject({ variantId: kept._id, variantLabel: carboyLabel });
    expect(lines[1]).toMatchObject({
      variantId: null,
      variantLabel: { container: 'drum', packQuantity: 250 },
    });
    const quoted = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiryId}/quotations`,
      headers: bearer(admin),
    });
    expect(quoted.json().quotations[0].lines[0]).toMatchObject({
      variantId: null,
      variantLabel: { grade: 'technical', container: 'drum', packQuantity: 250 },
    });
    // The next version starts from that line and keeps its name.
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiryId}/quotations/draft`,
      headers: bearer(admin),
    });
    const [line] = draft.json().lines;
    expect(line).toMatchObject({ variantId: null, variantLabel: { container: 'drum' } });
    const revised = await sendQuotation(inquiryId, quotationBody({ ...line, unitPrice: 1000, quantity: 1 }));
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json().quotation.lines[0].variantLabel).toMatchObject({ container: 'drum' });
  });
});

describe('the buyer’s view of lines with a variant', () => {
  it('words each line’s grade and pack in the page’s language, on the tracking page and in My inquiries', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      userId: buyer.id,
      lines: [
        {
          productName: 'Sulphuric Acid',
          quantity: 3,
          unit: 'drum',
          variantId: acid.variants[0]._id,
          variantLabel: carboyLabel,
        },
        // A variant dropped since: its words as they were asked for.
        {
          productName: 'Sulphuric Acid',
          quantity: 1,
          unit: 'drum',
          variantLabel: {
            ...carboyLabel,
            grade: 'ar',
            purity: '99.9%',
            packQuantity: 2.5,
            packUnit: 'litre',
            container: 'bottle',
          },
        },
        { productName: 'Caustic Soda Flakes', quantity: 5, unit: 'MT' },
      ],
    });
    const tracked = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/quotes/${seeded.token}`,
        headers: { 'accept-language': language },
      });
    const english = await tracked('en');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().lines.map((line: { variant: string | null }) => line.variant)).toEqual([
      'Technical 98% · 35 kg carboy',
      'AR 99.9% · 2.5 litre bottle',
      null,
    ]);
    const bengali = await tracked('bn');
    expect(bengali.json().lines.map((line: { variant: string | null }) => line.variant)).toEqual([
      'টেকনিক্যাল 98% · ৩৫ কেজি কারবয়',
      'এআর 99.9% · ২.৫ লিটার বোতল',
      null,
    ]);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/me/inquiries/${seeded.inquiryId}`,
      headers: { ...bearer(buyer), 'accept-language': 'bn' },
    });
    expect(own.json().lines[0].variant).toBe('টেকনিক্যাল 98% · ৩৫ কেজি কারবয়');
    const list = await t.app.inject({ method: 'GET', url: '/api/me/inquiries', headers: bearer(buyer) });
    expect(list.json().inquiries).toContainEqual(
      expect.objectContaining({ _id: seeded.inquiryId, firstVariant: 'Technical 98% · 35 kg carboy' }),
    );
  });
});
