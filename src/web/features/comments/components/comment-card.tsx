// One comment (spec §2): the text, a "Registered" or "Guest" label, the rating, the admin reply and,
// for admins, the commenter's e-mail and the moderation buttons. The text is rendered as text: React
// escapes it, so nothing a commenter types can become HTML.
import { CornerDownRight } from 'lucide-react';
import type { RefCallback } from 'react';
import type { Comment } from '@/contract/comments';
import { useSession } from '@/web/features/auth';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { CommentAdminActions } from './comment-admin-actions';
import { CommenterEmail } from './commenter-email';
import { RatingStars } from './rating-stars';

export function CommentCard({
  comment,
  variant = 'product',
  linkedRef,
}: {
  comment: Comment;
  /** In the moderation list a card also names its product and its reply state. */
  variant?: 'product' | 'moderation';
  /** Set on the comment a staff alert e-mail linked to: it is marked and scrolled into view. */
  linkedRef?: RefCallback<HTMLElement>;
}) {
  const { t } = useT();
  const format = useFormat();
  const { isAdmin } = useSession();
  const initial = comment.commenterName.trim().charAt(0).toUpperCase() || '?';

  return (
    <article
      ref={linkedRef}
      className={`card p-4 sm:p-5 ${comment.approved ? '' : 'border-dashed bg-slate-50'} ${linkedRef ? 'ring-2 ring-amber-400 ring-offset-2' : ''}`}
      aria-label={t('reviews.by', { name: comment.commenterName })}
      aria-current={linkedRef ? 'true' : undefined}
      data-testid="comment-card"
    >
      <header className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{comment.commenterName}</span>
            {comment.isRegistered ? (
              <span className="rounded-full bg-accent-500/10 px-2 py-0.5 text-xs font-medium text-accent-600">
                {t('reviews.registered')}
              </span>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                {t('reviews.guest')}
              </span>
            )}
            {variant === 'moderation' &&
              (comment.adminReply ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {t('reviews.replied')}
                </span>
              ) : (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
                  {t('reviews.needsReply')}
                </span>
              ))}
            {!comment.approved && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                {t('reviews.hidden')}
              </span>
            )}
          </div>
          <p className="text-xs text-muted">
            <time dateTime={comment.createdAt} title={format.date(comment.createdAt)}>
              {format.timeAgo(comment.createdAt)}
            </time>
            {variant === 'moderation' && (
              <>
                {` · ${t('reviews.on')} `}
                <Link
                  to={`/products/${comment.productId._id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {comment.productId.name}
                </Link>
              </>
            )}
          </p>
        </div>
        {comment.rating !== null && <RatingStars rating={comment.rating} />}
      </header>

      {isAdmin && comment.email && (
        <div className="mt-2">
          <CommenterEmail email={comment.email} productName={comment.productId.name} />
        </div>
      )}

      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line break-words text-slate-700">
        {comment.commentText}
      </p>

      {comment.adminReply && (
        <div
          className="mt-4 rounded-lg border-l-4 border-brand-500 bg-brand-50 p-3"
          data-testid="admin-reply"
        >
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
            <CornerDownRight className="h-3.5 w-3.5 text-brand-700" aria-hidden />
            <span className="font-semibold text-brand-800">
              {t('reviews.replyFrom', { name: comment.adminReply.repliedBy.fullName })}
            </span>
            <span>·</span>
            <time dateTime={comment.adminReply.repliedAt} title={format.date(comment.adminReply.repliedAt)}>
              {format.timeAgo(comment.adminReply.repliedAt)}
            </time>
          </p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">
            {comment.adminReply.text}
          </p>
        </div>
      )}

      {isAdmin && <CommentAdminActions comment={comment} />}
    </article>
  );
}
