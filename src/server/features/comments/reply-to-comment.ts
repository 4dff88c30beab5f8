// The one admin reply a comment may have.
import { COMMENT_MESSAGES } from '@/contract/comments';
import type { Database } from '@/server/db/client';
import type { SessionUser } from '@/server/features/auth';
import { conflict, notFound } from '@/server/lib/http-error';
import { addAdminReply, findComment } from './comment-repository';
import type { CommentRow } from './comment-view';

export async function replyToComment(
  tx: Database,
  id: string,
  admin: SessionUser,
  replyText: string,
): Promise<CommentRow> {
  const replied = await addAdminReply(tx, id, admin, replyText);
  const comment = await findComment(tx, id);
  if (!comment) throw notFound(COMMENT_MESSAGES.commentNotFound);
  if (!replied) throw conflict(COMMENT_MESSAGES.alreadyReplied);
  return comment;
}
