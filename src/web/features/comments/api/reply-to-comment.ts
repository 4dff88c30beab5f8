import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, type Comment, type CommentResult } from '@/contract/comments';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCommentChange } from './comment-keys';

export const replyToComment = (id: string, replyText: string) =>
  api.post<CommentResult>(`/comments/${id}/reply`, { replyText });

export function useReplyToComment(comment: Comment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyText: string) => replyToComment(comment._id, replyText),
    // A 409 means another admin replied meanwhile: refreshing shows their reply either way.
    onSettled: () => invalidateAfterCommentChange(queryClient, comment.productId._id),
    meta: { errorMessage: COMMENT_MESSAGES.replyFailed },
  });
}
