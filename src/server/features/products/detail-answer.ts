// A product's answer (GET /api/products/:id) as kept bytes: the product route builds it for a request,
// the catalogue's read-ahead (catalogue-read-ahead.ts) ahead of any. Both go through the route's
// response schema, as its own serializer would, so an answer read ahead has the same bytes and ETag.
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ProductDetailSchema } from '@/contract/products';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { type CachedJson, cachedJson } from '@/server/lib/cached-json';
import type { findProductsWithReviews } from './product-repository';
import { toProductDetail } from './product-view';

type FoundProduct = NonNullable<ReturnType<Awaited<ReturnType<typeof findProductsWithReviews>>['get']>>;

const serialize = serializerCompiler({
  schema: ProductDetailSchema,
  method: 'GET',
  url: '/api/products/:id',
});

export const detailAnswer = ({ product, reviews }: FoundProduct, locale: Locale): CachedJson =>
  cachedJson(serialize(toProductDetail(product, reviews, translator(locale))));
