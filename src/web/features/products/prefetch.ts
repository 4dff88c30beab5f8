// The data the catalogue and a product page show first, asked for while the server renders them
// (src/web/entry-server.tsx) and handed to the browser with the HTML, so hydrating asks nothing again.
import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, RELATED_LIMIT } from '@/contract/product-rules';
import { gradeParam } from '@/contract/variant-rules';
import { productQuery } from '@/web/lib/product-query';
import type { RoutePrefetch } from '@/web/lib/route-prefetch';
import { categoriesQuery } from './api/get-categories';
import { productsQuery, relatedProductsQuery } from './api/get-products';

export const prefetchCatalogue: RoutePrefetch = (queryClient, { url }) => {
  const q = url.searchParams.get('q') ?? '';
  const category = url.searchParams.get('category') ?? '';
  const grade = gradeParam(url.searchParams.get('grade'));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return Promise.all([
    queryClient.prefetchQuery(
      productsQuery({
        q: q || undefined,
        category: category || undefined,
        grade: grade || undefined,
        page,
        limit: CATALOGUE_PAGE_SIZE,
      }),
    ),
    queryClient.prefetchQuery(categoriesQuery()),
  ]);
};

export const prefetchProduct: RoutePrefetch = async (queryClient: QueryClient, { params }) => {
  const product = await queryClient.fetchQuery(productQuery(params.productId ?? '')).catch(() => null);
  if (product) await queryClient.prefetchQuery(relatedProductsQuery(product._id, RELATED_LIMIT));
};
