// Reply, hide/approve and delete on a comment card, for admins. Reply is offered only while the
// comment has no reply (spec §4: one reply per comment).

import { Eye, EyeOff, Reply } from 'lucide-react';
import { useState } from 'react';
import { COMMENT_MESSAGES, type Comment } from '@/contract/comments';
import { ActionButton } from '@/web/components/action-button';
import { useConfirm } from '@/web/components/confirm-dialog';
import { DeleteButton } from '@/web/components/delete-button';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useDeleteComment } from '../api/delete-comment';
import { useToggleCommentApproval } from '../api/toggle-comment-approval';
import { ReplyForm } from './reply-form';

export function CommentAdminActions({ comment }: { comment: Comment }) {
  const { t, msg } = useT();
  const [replying, setReplying] = useState(false);
  const remove = useDeleteComment(comment);
  const toggle = useToggleCommentApproval(comment);
  const confirm = useConfirm();

  const onDelete = async () => {
    const ok = await confirm({
      title: t('reviews.deleteTitle'),
      message: msg(COMMENT_MESSAGES.deleteConfirm),
      confirmLabel: t('catalogue.product.delete'),
    });
    if (!ok) return;
    remove.mutate(undefined, { onSuccess: (result) => notifySuccess(result.message) });
  };

  const onToggle = () => toggle.mutate(undefined, { onSuccess: (result) => notifySuccess(result.message) });

  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {!comment.adminReply && !replying && (
          <ActionButton icon={Reply} className="btn-secondary px-3 py-1.5" onClick={() => setReplying(true)}>
            {t('reviews.reply')}
          </ActionButton>
        )}
        <ActionButton
          icon={comment.approved ? EyeOff : Eye}
          className="btn-secondary px-3 py-1.5"
          onClick={onToggle}
          disabled={toggle.isPending}
        >
          {comment.approved ? t('reviews.hide') : t('reviews.approve')}
        </ActionButton>
        <DeleteButton onClick={onDelete} disabled={remove.isPending} />
      </div>
      {replying && !comment.adminReply && <ReplyForm comment={comment} onDone={() => setReplying(false)} />}
    </>
  );
}
