// The comment form (spec §5): text with a live counter, an optional rating, and a name and e-mail for
// guests. The rules are the contract's; the server checks them again.
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { COMMENT_MAX, COMMENT_MESSAGES, COMMENTER_NAME_MAX, firstCommentError } from '@/contract/comments';
import { useSession } from '@/web/features/auth/api/session';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useCreateComment } from '../api/create-comment';
import { CharacterCounter } from './character-counter';
import { RatingInput } from './rating-stars';

export function CommentForm({ productId }: { productId: string }) {
  const { user } = useSession();
  const create = useCreateComment(productId);
  const [commentText, setCommentText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [commenterName, setCommenterName] = useState('');
  const [email, setEmail] = useState('');
  const ids = { text: useId(), counter: useId(), name: useId(), email: useId() };
  const asGuest = !user;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = asGuest ? { commentText, rating, commenterName, email } : { commentText, rating };
    const problem = firstCommentError(input, asGuest);
    if (problem) {
      toast.error(problem);
      return;
    }
    create.mutate(input, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        setCommentText('');
        setRating(null);
      },
      onError: (error) => notifyError(error, COMMENT_MESSAGES.addFailed),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-4 sm:p-5" aria-label="Write a review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">Write a review</h3>
        {user && (
          <p className="text-sm text-muted">
            Posting as <span className="font-medium text-slate-700">{user.fullName}</span>
          </p>
        )}
      </div>

      <RatingInput value={rating} onChange={setRating} disabled={create.isPending} />

      {asGuest && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.name} className="label">
              Your name
            </label>
            <input
              id={ids.name}
              className="input"
              autoComplete="name"
              maxLength={COMMENTER_NAME_MAX}
              value={commenterName}
              onChange={(e) => setCommenterName(e.target.value)}
              disabled={create.isPending}
            />
          </div>
          <div>
            <label htmlFor={ids.email} className="label">
              Your email
            </label>
            <input
              id={ids.email}
              type="email"
              className="input"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={create.isPending}
            />
          </div>
          <p className="text-xs text-muted sm:col-span-2">Your email is never shown publicly.</p>
        </div>
      )}

      <div>
        <label htmlFor={ids.text} className="label">
          Your comment
        </label>
        <textarea
          id={ids.text}
          className="input min-h-28 resize-y"
          rows={4}
          maxLength={COMMENT_MAX}
          placeholder="Share your experience with this product"
          aria-describedby={ids.counter}
          value={commentText}
          onChange={(e) => setCommentText(e.target.value)}
          disabled={create.isPending}
        />
        <div className="mt-1 flex justify-end">
          <CharacterCounter id={ids.counter} length={commentText.length} max={COMMENT_MAX} />
        </div>
      </div>

      <div className="flex justify-end">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          disabled={commentText.trim() === '' || create.isPending}
        >
          <Send className="h-4 w-4" aria-hidden />
          {create.isPending ? 'Posting...' : 'Post Comment'}
        </button>
      </div>
    </form>
  );
}
