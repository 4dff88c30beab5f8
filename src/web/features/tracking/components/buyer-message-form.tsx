// "Ask a question" (and, for an expired quotation, "Ask for a fresh quote"): the contract's rules and
// messages through the shared form layer; the sales desk hears of it by mail and in the admin area.
import { Send } from 'lucide-react';
import { type Ref, useImperativeHandle } from 'react';
import { useWatch } from 'react-hook-form';
import { BUYER_MESSAGE_MAX, BuyerMessageInput, type BuyerMessageKind } from '@/contract/tracking';
import { CharacterCount, Field, Form, useContractForm } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useSendBuyerMessage } from '../api/send-buyer-message';
import type { InquirySource } from '../api/tracking-keys';

export type BuyerMessageFormHandle = { askForFreshQuote(): void };

export function BuyerMessageForm({
  source,
  ref,
}: {
  source: InquirySource;
  ref?: Ref<BuyerMessageFormHandle>;
}) {
  const { t } = useT();
  const form = useContractForm(BuyerMessageInput, { defaultValues: { message: '', kind: 'question' } });
  const send = useSendBuyerMessage(source);
  const kind = useWatch({ control: form.control, name: 'kind' }) as BuyerMessageKind;

  useImperativeHandle(ref, () => ({
    askForFreshQuote() {
      form.reset({ kind: 'freshQuote', message: t('account.tracking.freshQuoteText') });
      const textarea = form.formRef.current?.querySelector('textarea');
      textarea?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      textarea?.focus();
    },
  }));

  // <Form> ignores a second press while this runs: the sales desk never gets the message twice.
  const onSubmit = async (values: BuyerMessageInput) => {
    const result = await send.mutateAsync(values);
    notifySuccess(result.message);
    form.reset({ message: '', kind: 'question' });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={t('account.tracking.messageForm')}
    >
      <input type="hidden" {...form.register('kind')} />
      <Field
        name="message"
        label={t(kind === 'freshQuote' ? 'account.tracking.freshQuote' : 'account.tracking.yourQuestion')}
        required
        hint={<CharacterCount name="message" max={BUYER_MESSAGE_MAX} />}
      >
        {(control) => <textarea {...control} rows={4} className="input" maxLength={BUYER_MESSAGE_MAX} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          <Send className="h-4 w-4" aria-hidden />{' '}
          {t(kind === 'freshQuote' ? 'account.tracking.freshQuote' : 'account.tracking.sendQuestion')}
        </button>
        {kind === 'freshQuote' && (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => form.reset({ message: '', kind: 'question' })}
          >
            {t('account.tracking.askInstead')}
          </button>
        )}
      </div>
    </Form>
  );
}
