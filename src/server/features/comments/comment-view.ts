// Turns a stored comment into what the API sends. E-mail addresses are added only for admins: this
// is the one place that decides it, so no endpoint can leak them by accident.
import type { Comment } from '@/contract/comments';
import type { NewNotification } from '@/server/features/notifications';

const NOTIFICATION_EXCERPT = 120;

export type CommentRow = {
  id: string;
  commentText: string;
  createdAt: Date;
  userId: string | null;
  isRegistered: boolean;
  commenterName: string;
  commenterEmail: string;
  productId: string;
  productName: string;
  rating: number | null;
  approved: boolean;
  adminReplyText: string | null;
  adminReplyByName: string | null;
  adminRepliedAt: Date | null;
};

export function toComment(row: CommentRow, forAdmin: boolean): Comment {
  const email = forAdmin ? { email: row.commenterEmail } : {};
  return {
    _id: row.id,
    commentText: row.commentText,
    createdAt: row.createdAt.toISOString(),
    ...(row.isRegistered ? { commenter: { fullName: row.commenterName, ...email } } : {}),
    commenterName: row.commenterName,
    ...email,
    isRegistered: row.isRegistered,
    productId: { _id: row.productId, name: row.productName },
    rating: row.rating,
    adminReply:
      row.adminReplyText !== null && row.adminRepliedAt !== null
        ? {
            text: row.adminReplyText,
            repliedBy: { fullName: row.adminReplyByName ?? 'Admin' },
            repliedAt: row.adminRepliedAt.toISOString(),
          }
        : null,
    approved: row.approved,
  };
}

/** What the admins are told about a new comment. */
export function toCommentNotification(row: CommentRow): NewNotification {
  const excerpt =
    row.commentText.length > NOTIFICATION_EXCERPT
      ? `${row.commentText.slice(0, NOTIFICATION_EXCERPT)}…`
      : row.commentText;
  return {
    kind: 'newComment',
    params: { product: row.productName, name: row.commenterName, rating: row.rating, excerpt },
    commentId: row.id,
    productId: row.productId,
  };
}
