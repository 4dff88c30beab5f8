// Changing comments: posting (as a guest or under an account), the one admin reply, approval and delete.
import { and, eq, isNull, not } from 'drizzle-orm';
import type { CreateCommentInput } from '@/contract/comments';
import type { Database } from '@/server/db/client';
import { comments } from '@/server/db/schema';
import type { SessionUser } from '@/server/features/auth/guards';
import { notifyAdmins } from '@/server/features/notifications/notification-service';
import { findComment, findProductName } from './comment-repository';
import type { CommentRow } from './comment-view';

const FOREIGN_KEY_VIOLATION = '23503';
const NOTIFICATION_EXCERPT = 120;

// Drizzle wraps the driver's error; the PostgreSQL code sits on its cause.
const isForeignKeyViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === FOREIGN_KEY_VIOLATION || cause?.code === FOREIGN_KEY_VIOLATION;
};

/** The name and address a comment is posted under: the account's for a user, the form's for a guest. */
export type Commenter = { user: SessionUser } | { user: null; name: string; email: string };

/** Posts the comment and tells every admin; null when the product does not exist. */
export async function createComment(
  db: Database,
  productId: string,
  commenter: Commenter,
  input: Pick<CreateCommentInput, 'commentText' | 'rating'>,
): Promise<CommentRow | null> {
  const productName = await findProductName(db, productId);
  if (productName === null) return null;

  const author = commenter.user
    ? { userId: commenter.user.id, name: commenter.user.fullName, email: commenter.user.email }
    : { userId: null, name: commenter.name, email: commenter.email };
  let id: string;
  try {
    [{ id }] = await db
      .insert(comments)
      .values({
        productId,
        userId: author.userId,
        isRegistered: author.userId !== null,
        commenterName: author.name,
        commenterEmail: author.email,
        commentText: input.commentText,
        rating: input.rating ?? null,
      })
      .returning({ id: comments.id });
  } catch (error) {
    // The product was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }

  const excerpt =
    input.commentText.length > NOTIFICATION_EXCERPT
      ? `${input.commentText.slice(0, NOTIFICATION_EXCERPT)}…`
      : input.commentText;
  await notifyAdmins(db, {
    type: 'comment',
    title: `New comment on ${productName}`,
    message: `${author.name}${input.rating ? ` (${input.rating}/5)` : ''}: ${excerpt}`,
    commentId: id,
    productId,
  });
  return findComment(db, id);
}

export type ReplyOutcome =
  | { status: 'replied'; comment: CommentRow }
  | { status: 'not-found' }
  | { status: 'conflict' };

/** Adds the admin reply unless one exists; the check and the write are one statement, so two admins
 * replying at once cannot both succeed. */
export async function replyToComment(
  db: Database,
  id: string,
  admin: SessionUser,
  replyText: string,
): Promise<ReplyOutcome> {
  const updated = await db
    .update(comments)
    .set({
      adminReplyText: replyText,
      adminReplyById: admin.id,
      adminReplyByName: admin.fullName,
      adminRepliedAt: new Date(),
    })
    .where(and(eq(comments.id, id), isNull(comments.adminReplyText)))
    .returning({ id: comments.id });
  const comment = await findComment(db, id);
  if (!comment) return { status: 'not-found' };
  return updated.length > 0 ? { status: 'replied', comment } : { status: 'conflict' };
}

/** Flips the approval flag; null when the comment does not exist. */
export async function toggleApproval(db: Database, id: string): Promise<CommentRow | null> {
  const updated = await db
    .update(comments)
    .set({ approved: not(comments.approved) })
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return updated.length > 0 ? findComment(db, id) : null;
}

/** Deletes the comment; false when it did not exist. */
export async function deleteComment(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
  return deleted.length > 0;
}
