import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, type CommentResult, type CreateCommentInput } from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCommentChange } from './comment-keys';

export const createComment = (productId: string, input: CreateCommentInput) =>
  api.post<CommentResult>(`/comments/product/${productId}`, input);

export function useCreateComment(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(productId, input),
    onSuccess: () => invalidateAfterCommentChange(queryClient, productId),
    meta: { errorMessage: COMMENT_MESSAGES.addFailed },
  });
}
