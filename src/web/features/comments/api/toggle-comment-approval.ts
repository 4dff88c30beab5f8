import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, type Comment, type CommentResult } from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCommentChange } from './comment-keys';

export const toggleCommentApproval = (id: string) =>
  api.patch<CommentResult>(`/comments/${id}/toggle-approval`);

export function useToggleCommentApproval(comment: Comment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleCommentApproval(comment._id),
    onSuccess: () => invalidateAfterCommentChange(queryClient, comment.productId._id),
    meta: { errorMessage: COMMENT_MESSAGES.updateFailed },
  });
}
