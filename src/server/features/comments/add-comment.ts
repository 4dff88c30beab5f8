// Posting a review, in the route's transaction: the comment and the staff alert are stored together,
// so one never exists without the other.
import { COMMENT_MESSAGES, type CreateCommentInput } from '@/contract/comments';
import type { Database } from '@/server/db/client';
import { queueStaffMail, type StaffRecipients } from '@/server/features/mail';
import { notFound } from '@/server/lib/http-error';
import { reviewAlertMail } from './comment-mail';
import { type Commenter, createComment } from './comment-repository';
import type { CommentRow } from './comment-view';

export async function addComment(
  tx: Database,
  productId: string,
  commenter: Commenter,
  input: Pick<CreateCommentInput, 'commentText' | 'rating'>,
  /** staff: app.mail.addressing(), read before the transaction; formStamp: the form's, which the comment spends. */
  { publicUrl, staff, formStamp }: { publicUrl: string; staff: StaffRecipients; formStamp: string | null },
): Promise<CommentRow> {
  const created = await createComment(tx, productId, commenter, input, formStamp);
  if (!created) throw notFound(COMMENT_MESSAGES.productNotFound);
  await queueStaffMail(tx, staff, (locale) => reviewAlertMail(created, publicUrl, locale));
  return created;
}
