import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_COMMENTS_PAGE_SIZE,
  type AdminComments,
  type AdminCommentsParams,
  COMMENT_MESSAGES,
} from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { commentKeys } from './comment-keys';

export const getAdminComments = (query: AdminCommentsParams, signal?: AbortSignal) =>
  api.get<AdminComments>('/comments', { limit: ADMIN_COMMENTS_PAGE_SIZE, ...query }, signal);

/** Every comment on every product, twenty a page, for moderation. */
export const adminCommentsQuery = (query: AdminCommentsParams) =>
  queryOptions({
    queryKey: commentKeys.admin(query),
    queryFn: ({ signal }) => getAdminComments(query, signal),
    placeholderData: keepPreviousData,
    // Moderators expect a fresh list each time they open the tab (spec §7: "reloads its lists").
    refetchOnMount: 'always',
    meta: { errorMessage: COMMENT_MESSAGES.fetchFailed },
  });

export const useAdminComments = (query: AdminCommentsParams) => useQuery(adminCommentsQuery(query));
