// The admin reply (spec §5): not blank, at most 1000 characters, with its own counter.
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { COMMENT_MESSAGES, type Comment, REPLY_MAX, ReplyInput } from '@/contract/comments';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useReplyToComment } from '../api/reply-to-comment';
import { CharacterCounter } from './character-counter';

export function ReplyForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const reply = useReplyToComment(comment);
  const [replyText, setReplyText] = useState('');
  const ids = { text: useId(), counter: useId() };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReplyInput.safeParse({ replyText });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0].message);
      return;
    }
    reply.mutate(parsed.data.replyText, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        onDone();
      },
      onError: (error) => notifyError(error, COMMENT_MESSAGES.replyFailed),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3">
      <label htmlFor={ids.text} className="label">
        Reply to {comment.commenterName}
      </label>
      <textarea
        id={ids.text}
        className="input min-h-20 resize-y"
        rows={3}
        maxLength={REPLY_MAX}
        aria-describedby={ids.counter}
        value={replyText}
        onChange={(e) => setReplyText(e.target.value)}
        disabled={reply.isPending}
        // biome-ignore lint/a11y/noAutofocus: the admin just asked to write a reply.
        autoFocus
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCounter id={ids.counter} length={replyText.length} max={REPLY_MAX} />
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={onDone} disabled={reply.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={replyText.trim() === '' || reply.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {reply.isPending ? 'Sending...' : 'Send Reply'}
          </button>
        </div>
      </div>
    </form>
  );
}
