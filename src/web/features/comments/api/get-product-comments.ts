import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  COMMENT_MESSAGES,
  type CommentSort,
  PRODUCT_COMMENTS_PAGE_SIZE,
  type ProductComments,
} from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { commentKeys } from './comment-keys';

export const getProductComments = (
  productId: string,
  sort: CommentSort,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<ProductComments>(
    `/comments/product/${productId}`,
    { page, limit: PRODUCT_COMMENTS_PAGE_SIZE, sort },
    signal,
  );

/** A product's comments, ten at a time: Load More fetches the next page and appends it. */
export const productCommentsQuery = (productId: string, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: commentKeys.productSorted(productId, sort),
    queryFn: ({ pageParam, signal }) => getProductComments(productId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
    // Changing the sort keeps this product's list on screen until the new order arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === productId ? previous : undefined,
    meta: { errorMessage: COMMENT_MESSAGES.fetchFailed },
  });

export const useProductComments = (productId: string, sort: CommentSort) =>
  useInfiniteQuery(productCommentsQuery(productId, sort));
