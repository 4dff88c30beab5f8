// Products API (spec §7, DESIGN.md §4). Reading is public; adding, editing and deleting are admin-only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import {
  CategoryCountsSchema,
  PRODUCT_MESSAGES,
  ProductDetailSchema,
  ProductListQuery,
  ProductListSchema,
  ProductResultSchema,
} from '@/contract/products';
import { requireAdmin } from '@/server/features/auth/guards';
import { notFound } from '@/server/lib/http-error';
import { createProduct, deleteProduct, updateProduct } from './product-changes';
import { readProductSubmission } from './product-form';
import {
  findProduct,
  findProductBySlug,
  findProductWithReviews,
  isProductId,
  listCategories,
  listProducts,
} from './product-repository';
import { toProduct, toProductDetail } from './product-view';

// Any text is accepted as an id: one that cannot exist is simply not found.
const ProductParams = idParams(PRODUCT_MESSAGES.notFound);
// The detail is asked for by id or by a page address's slug (src/contract/product-slug.ts); text that
// is neither is simply not found.
const ProductOrSlugParams = z.object({ id: z.string().max(300) });

// Every change clears app.productCache before its answer leaves, so the author's next read is fresh.
export default async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products',
    { schema: { querystring: ProductListQuery, response: { 200: ProductListSchema } } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listProducts(app.db, { ...filter, page, limit });
      return {
        products: rows.map(toProduct),
        pagination: { ...paginate(total, page, limit), totalProducts: total },
      };
    },
  );

  app.get('/products/categories', { schema: { response: { 200: CategoryCountsSchema } } }, async () =>
    listCategories(app.db),
  );

  app.get(
    '/products/:id',
    { schema: { params: ProductOrSlugParams, response: { 200: ProductDetailSchema } } },
    async (request) => {
      const cached = app.productCache.get(request.params.id);
      if (cached) return cached;
      // A page's address carries the product's slug (src/contract/product-slug.ts), which is asked
      // for here as it is; an id is answered as before.
      const { id: param } = request.params;
      const id = isProductId(param) ? param : (await findProductBySlug(app.db, param))?.id;
      const found = id ? await findProductWithReviews(app.db, id) : null;
      if (!found) throw notFound(PRODUCT_MESSAGES.notFound);
      const detail = toProductDetail(found.product, found.reviews);
      app.productCache.set(request.params.id, detail);
      return detail;
    },
  );

  app.post(
    '/products',
    { preValidation: requireAdmin, schema: { response: { 201: ProductResultSchema } } },
    async (request, reply) => {
      const submission = await readProductSubmission(request, { isCreate: true });
      const row = await createProduct(app.db, submission);
      app.productCache.clear();
      return reply.status(201).send({ product: toProduct(row), message: PRODUCT_MESSAGES.created });
    },
  );

  app.put(
    '/products/:id',
    {
      preValidation: requireAdmin,
      schema: { params: ProductParams, response: { 200: ProductResultSchema } },
    },
    async (request) => {
      // A missing product answers 404 before its upload is read.
      if (!(await findProduct(app.db, request.params.id))) throw notFound(PRODUCT_MESSAGES.notFound);
      const submission = await readProductSubmission(request, { isCreate: false });
      const row = await updateProduct(app.db, request.log, request.params.id, submission);
      app.productCache.clear();
      return { product: toProduct(row), message: PRODUCT_MESSAGES.updated };
    },
  );

  app.delete(
    '/products/:id',
    { preValidation: requireAdmin, schema: { params: ProductParams, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteProduct(app.db, request.log, request.params.id);
      app.productCache.clear();
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );
}
