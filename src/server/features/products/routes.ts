// Products API (spec §7, DESIGN.md §4). Reading is public; adding, editing and deleting are admin-only.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { requireAdmin } from '@/server/features/auth';
import { removeUnusedMedia } from '@/server/features/media';
import { requestLocale } from '@/server/i18n/request-locale';
import { afterCommit } from '@/server/lib/after-commit';
import { createBatchLoader } from '@/server/lib/batch-loader';
import { cachedJson, sendCachedJson } from '@/server/lib/cached-json';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import { uploadRoutes } from '@/server/lib/multipart';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { detailAnswer } from './detail-answer';
import type { ListMark } from './product-cache';
import { readProductSubmission } from './product-form';
import {
  type Finds,
  findProduct,
  findProductIdBySlug,
  findProductsWithReviews,
  isProductId,
  type KeptCounts,
  listCategories,
  listProducts,
} from './product-repository';
import { encodeUploads } from './product-uploads';
import { toProduct, toProductSummary } from './product-view';
import { updateProduct } from './update-product';

// Any text is accepted as an id: one that cannot exist is simply not found.
const ProductParams = idParams(PRODUCT_MESSAGES.notFound);
// The detail is asked for by id or by a page address's slug (src/contract/product-slug.ts); text that
// is neither is simply not found.
const ProductOrSlugParams = z.object({ id: z.string().max(300) });

// Every change publishes a catalogue change (lib/change-bus.ts) inside its transaction, so the
// author's next read is fresh here, and every other instance's soon after; a write that commits is
// never left unannounced. The uploads are encoded before the transaction, stored inside it.
export default async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Products asked for at the same moment are read together (lib/batch-loader.ts).
  const loadDetail = createBatchLoader((ids) => findProductsWithReviews(app.db, ids));

  /**
   * A catalogue-wide answer (a page of the catalogue, the categories) by its URL, through the
   * product cache (product-cache.ts): kept until a product changes, or for a list, until a product
   * it `shows` changes or one its words may find (`finds`).
   */
  async function sendCataloguePage<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (since: ListMark) => Promise<{ answer: T; shows?: string[]; finds?: Finds }>,
  ) {
    const body = await app.productCache.answer(
      'page',
      request.url,
      async (since) => {
        const { answer, shows, finds } = await read(since);
        return { ...cachedJson(reply.serialize(answer)), shows, finds };
      },
      (error) => request.log.error({ err: error }, 'reading a catalogue answer again failed'),
    );
    return sendCachedJson(request, reply, body);
  }

  // The reads answer kept bytes, compressed once (lib/cached-json.ts): @fastify/compress's hooks
  // would only look at each answer and let it pass, on the busiest routes of the site.
  const keptAnswer = { compress: false, decompress: false } as const;

  /** The files a product no longer uses, unless something else still does. */
  const removeFilesAfterCommit = (log: FastifyBaseLogger, why: string, assets: string[], productId: string) =>
    afterCommit(
      log,
      `removing ${why} product files`,
      () => app.db.transaction((tx) => removeUnusedMedia(tx, app.changes, assets)),
      { productId },
    );

  app.get(
    '/products',
    { ...keptAnswer, schema: { querystring: ProductListQuery, response: { 200: ProductListSchema } } },
    (request, reply) =>
      sendCataloguePage(request, reply, async (since) => {
        const cache = app.productCache;
        const { page, limit, ...filter } = request.query;
        const counts: KeptCounts = {
          get: cache.count,
          set: (key, count, finds) => cache.setCount(key, count, since, finds),
          once: cache.countOnce,
        };
        const { rows, total, finds } = await listProducts(app.db, { ...filter, counts, page, limit });
        return {
          answer: {
            products: rows.map(toProductSummary),
            pagination: { ...paginate(total, page, limit), totalProducts: total },
          },
          shows: rows.map((row) => row.id),
          finds,
        };
      }),
  );

  app.get(
    '/products/categories',
    { ...keptAnswer, schema: { response: { 200: CategoryCountsSchema } } },
    (request, reply) =>
      sendCataloguePage(request, reply, async () => ({ answer: await listCategories(app.db) })),
  );

  app.get(
    '/products/:id',
    {
      ...keptAnswer,
      schema: { params: ProductOrSlugParams, response: { 200: ProductDetailSchema, ...errorAnswers(404) } },
    },
    async (request, reply) => {
      const { id: param } = request.params;
      // The answer carries the safety panel worded in the request's language: kept per language.
      const locale = requestLocale(request);
      // A page's address carries the product's slug (src/contract/product-slug.ts): its product's id
      // is looked up once, then known (or known already, read ahead: catalogue-read-ahead.ts), and
      // the answer kept by id alone, so that a change to the product forgets every copy of it.
      const id = isProductId(param)
        ? param.toLowerCase()
        : await app.productCache.idOfSlug(param, () => findProductIdBySlug(app.db, param));
      if (!id) throw notFound(PRODUCT_MESSAGES.notFound);
      const body = await app.productCache.answer(
        'detail',
        `${locale}:${id}`,
        async () => {
          const found = await loadDetail(id);
          if (!found) throw notFound(PRODUCT_MESSAGES.notFound);
          return detailAnswer(found, locale);
        },
        (error) => request.log.error({ err: error }, 'reading a product answer again failed'),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      '/products',
      {
        preValidation: requireAdmin,
        schema: { response: { 201: ProductResultSchema, ...errorAnswers(400, 401, 403, 413, 415) } },
      },
      async (request, reply) => {
        const submission = await readProductSubmission(request, { isCreate: true });
        const uploads = await encodeUploads(submission);
        const row = await app.db.transaction((tx) =>
          createProduct(tx, app.changes, submission.values, uploads),
        );
        return reply.status(201).send({ product: toProduct(row), message: PRODUCT_MESSAGES.created });
      },
    );

    uploads.put(
      '/products/:id',
      {
        preValidation: requireAdmin,
        schema: {
          params: ProductParams,
          response: { 200: ProductResultSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        // A missing product answers 404 before its upload is read.
        if (!(await findProduct(app.db, request.params.id))) throw notFound(PRODUCT_MESSAGES.notFound);
        const { id } = request.params;
        const submission = await readProductSubmission(request, { isCreate: false });
        const uploads = await encodeUploads(submission);
        const { product, unusedAssets } = await app.db.transaction((tx) =>
          updateProduct(tx, app.changes, id, submission, uploads),
        );
        await removeFilesAfterCommit(request.log, 'replaced', unusedAssets, id);
        return { product: toProduct(product), message: PRODUCT_MESSAGES.updated };
      },
    );
  });

  app.delete(
    '/products/:id',
    {
      preValidation: requireAdmin,
      schema: { params: ProductParams, response: { 200: MessageSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      const assets = await app.db.transaction((tx) => deleteProduct(tx, app.changes, id));
      await removeFilesAfterCommit(request.log, 'deleted', assets, id);
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );
}
