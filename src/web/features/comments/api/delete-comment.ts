import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, type Comment } from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCommentChange } from './comment-keys';

export const deleteComment = (id: string) => api.delete<{ message: string }>(`/comments/${id}`);

export function useDeleteComment(comment: Comment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteComment(comment._id),
    onSuccess: () => invalidateAfterCommentChange(queryClient, comment.productId._id),
    meta: { errorMessage: COMMENT_MESSAGES.deleteFailed },
  });
}
