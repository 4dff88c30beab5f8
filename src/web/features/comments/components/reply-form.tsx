// The admin reply (spec §5): not blank, at most 1000 characters, with its own counter; a broken rule
// is a toast.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { type Comment, REPLY_MAX, ReplyInput } from '@/contract/comments';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useReplyToComment } from '../api/reply-to-comment';
import { CharacterCounter } from './character-counter';

export function ReplyForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useT();
  const reply = useReplyToComment(comment);
  const form = useContractForm(ReplyInput, { defaultValues: { replyText: '' } });
  const replyText = useWatch({ control: form.control, name: 'replyText' });
  const counterId = useId();

  // <Form> ignores a second press while this runs: one reply, however fast the clicks.
  const onSubmit = async (values: ReplyInput) => {
    const result = await reply.mutateAsync(values.replyText);
    notifySuccess(result.message);
    onDone();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errors="toast"
      className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3"
    >
      <Field name="replyText" label={t('reviews.replyTo', { name: comment.commenterName })}>
        {(control) => (
          <textarea
            {...control}
            className="input min-h-20 resize-y"
            rows={3}
            maxLength={REPLY_MAX}
            aria-describedby={counterId}
            disabled={reply.isPending}
            // biome-ignore lint/a11y/noAutofocus: the admin just asked to write a reply.
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCounter id={counterId} length={replyText.length} max={REPLY_MAX} />
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={onDone} disabled={reply.isPending}>
            {t('catalogue.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={replyText.trim() === '' || reply.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {reply.isPending ? t('catalogue.sending') : t('reviews.sendReply')}
          </button>
        </div>
      </div>
    </Form>
  );
}
