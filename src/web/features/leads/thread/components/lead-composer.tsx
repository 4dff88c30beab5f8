// Writing on a lead, in one of two modes that cannot be mistaken for each other: a message to the buyer
// (blue, "sent to" the buyer's address, mailed and shown on their page) or an internal note (yellow,
// locked, "only staff see this").
import { Lock, Send } from 'lucide-react';
import { useState } from 'react';
import { LEAD_MESSAGE_MAX, type LeadDetail, LeadMessageInput, LeadNoteInput } from '@/contract/lead-thread';
import { CharacterCount, Field, Form, showServerErrors, useContractForm } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { type LeadWriting, useWriteOnLead } from '../api/write-on-lead';

export function LeadComposer({ lead }: { lead: LeadDetail }) {
  const { t } = useT();
  const [mode, setMode] = useState<LeadWriting>('messages');
  const toBuyer = mode === 'messages';
  const form = useContractForm(toBuyer ? LeadMessageInput : LeadNoteInput, { defaultValues: { body: '' } });
  const write = useWriteOnLead(lead._id);

  // <Form> ignores a second press while this runs: the buyer never gets the message twice.
  const onSubmit = async ({ body }: { body: string }) => {
    try {
      const result = await write.mutateAsync({ what: mode, body });
      notifySuccess(result.message);
      form.reset({ body: '' });
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  const tab = (value: LeadWriting, label: string, Icon: typeof Send, active: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      className={`inline-flex items-center gap-1.5 rounded-t-lg border border-b-0 px-3 py-2 text-sm font-semibold ${
        mode === value ? active : 'border-transparent text-slate-600 hover:text-slate-900'
      }`}
      onClick={() => setMode(value)}
    >
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </button>
  );

  return (
    <section aria-label={t('admin.leadThread.composer')}>
      <div role="tablist" className="flex gap-1">
        {tab('messages', t('admin.leadThread.toBuyer'), Send, 'border-brand-300 bg-brand-50 text-brand-800')}
        {tab(
          'notes',
          t('admin.leadThread.internalNote'),
          Lock,
          'border-amber-300 bg-amber-50 text-amber-900',
        )}
      </div>
      <Form
        key={mode}
        form={form}
        onSubmit={onSubmit}
        className={`space-y-3 rounded-b-lg rounded-tr-lg border p-3 ${
          toBuyer ? 'border-brand-300 bg-brand-50' : 'border-amber-300 bg-amber-50'
        }`}
        aria-label={t(toBuyer ? 'admin.leadThread.toBuyer' : 'admin.leadThread.internalNote')}
      >
        <p className={`text-sm ${toBuyer ? 'text-brand-900' : 'font-semibold text-amber-900'}`}>
          {toBuyer
            ? t(lead.buyerHasPage ? 'admin.leadThread.toBuyerHint' : 'admin.leadThread.toBuyerMailOnly', {
                email: lead.email,
              })
            : t('admin.leadThread.noteHint')}
        </p>
        <Field
          name="body"
          label={t(toBuyer ? 'admin.leadThread.messageLabel' : 'admin.leadThread.noteLabel')}
          required
          hint={<CharacterCount name="body" max={LEAD_MESSAGE_MAX} />}
        >
          {(control) => (
            <textarea {...control} rows={4} className="input bg-white" maxLength={LEAD_MESSAGE_MAX} />
          )}
        </Field>
        <button
          type="submit"
          className={toBuyer ? 'btn-primary' : 'btn-secondary'}
          disabled={write.isPending}
        >
          {toBuyer ? <Send className="h-4 w-4" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}{' '}
          {t(toBuyer ? 'admin.leadThread.send' : 'admin.leadThread.addNote')}
        </button>
      </Form>
    </section>
  );
}
