// Saving a product through the admin's multipart form, with its variants as the form sends them.
import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';
import { bearer, type TestUser } from './users';

/** Creates the product (with a photo), or edits it when `id` is given; `variants` as JSON or as text. */
export async function saveProduct(
  app: FastifyInstance,
  user: TestUser,
  variants: unknown,
  options: { id?: string; name?: string; category?: string } = {},
) {
  const body = await multipart({
    name: options.name ?? 'Sulphuric Acid',
    description: 'Concentrated sulphuric acid.',
    category: options.category ?? 'Acids & Alkalis',
    price: JSON.stringify({ minValue: 30, currency: 'BDT', unit: 'kg' }),
    variants: typeof variants === 'string' ? variants : JSON.stringify(variants),
    ...(options.id ? {} : { photo: { file: 'photo.jpg', type: 'image/jpeg' } }),
  });
  return app.inject({
    method: options.id ? 'PUT' : 'POST',
    url: options.id ? `/api/products/${options.id}` : '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(user) },
  });
}

/** An "on request" certificate of analysis (a tiny PDF) uploaded to the product by the admin; its id. */
export async function uploadGatedDocument(app: FastifyInstance, productId: string, admin: TestUser) {
  const body = await multipart({
    kind: 'coa',
    language: 'en',
    revisionDate: '2026-10-01',
    access: 'on_request',
    file: {
      file: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      filename: 'coa.pdf',
      type: 'application/pdf',
    },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/products/${productId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  if (response.statusCode !== 201)
    throw new Error(`document upload: ${response.statusCode} ${response.body}`);
  return response.json().document._id as string;
}
