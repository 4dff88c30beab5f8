// The comment form (spec §5): text with a live counter, an optional rating, and a name and e-mail for
// guests. The rules are the contract's, the first broken one said as a toast; the server checks
// them again.

import { Trans } from '@lingui/react';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { COMMENT_MAX, COMMENTER_NAME_MAX, CreateCommentInput, GuestCommentInput } from '@/contract/comments';
import type { FormGuardValues } from '@/contract/spam';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useSession } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useCreateComment } from '../api/create-comment';
import { CharacterCounter } from './character-counter';
import { RatingInput } from './rating-stars';

export function CommentForm({ productId }: { productId: string }) {
  const { t } = useT();
  const { user } = useSession();
  const create = useCreateComment(productId);
  const asGuest = !user;
  const form = useContractForm(asGuest ? GuestCommentInput : CreateCommentInput, {
    defaultValues: { commentText: '', rating: null, commenterName: '', email: '' },
  });
  const [commentText, rating] = useWatch({ control: form.control, name: ['commentText', 'rating'] });
  const counterId = useId();

  // <Form> ignores a second press while this runs: one review, however fast the clicks.
  const onSubmit = async ({
    commentText,
    rating,
    commenterName,
    email,
    ...spamGuard
  }: CreateCommentInput & FormGuardValues) => {
    // Signed-in users send only the text and rating (spec §5).
    const input = asGuest
      ? { commentText, rating, commenterName, email, ...spamGuard }
      : { commentText, rating, ...spamGuard };
    const result = await create.mutateAsync(input);
    notifySuccess(result.message);
    form.reset({ ...form.getValues(), commentText: '', rating: null });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      guard
      errors="toast"
      className="card space-y-4 p-4 sm:p-5"
      aria-label={t('reviews.write')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('reviews.write')}</h3>
        {user && (
          <p className="text-sm text-muted">
            <Trans
              id="reviews.postingAs"
              values={{ name: user.fullName }}
              components={{ 0: <span className="font-medium text-slate-700" /> }}
            />
          </p>
        )}
      </div>

      <RatingInput
        value={rating ?? null}
        onChange={(value) => form.setValue('rating', value, { shouldDirty: true })}
        disabled={create.isPending}
      />

      {asGuest && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="commenterName" label={t('reviews.yourName')}>
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="name"
                maxLength={COMMENTER_NAME_MAX}
                disabled={create.isPending}
              />
            )}
          </Field>
          <Field name="email" label={t('reviews.yourEmail')}>
            {(control) => (
              <input
                {...control}
                type="email"
                className="input"
                autoComplete="email"
                disabled={create.isPending}
              />
            )}
          </Field>
          <p className="text-xs text-muted sm:col-span-2">{t('reviews.emailPrivate')}</p>
        </div>
      )}

      <Field name="commentText" label={t('reviews.yourComment')}>
        {(control) => (
          <>
            <textarea
              {...control}
              className="input min-h-28 resize-y"
              rows={4}
              maxLength={COMMENT_MAX}
              placeholder={t('reviews.placeholder')}
              aria-describedby={counterId}
              disabled={create.isPending}
            />
            <div className="mt-1 flex justify-end">
              <CharacterCounter id={counterId} length={commentText.length} max={COMMENT_MAX} />
            </div>
          </>
        )}
      </Field>

      <div className="flex justify-end">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          disabled={commentText.trim() === '' || create.isPending}
        >
          <Send className="h-4 w-4" aria-hidden />
          {create.isPending ? t('reviews.posting') : t('reviews.post')}
        </button>
      </div>
    </Form>
  );
}
