// The blocked list: addresses whose requests the public forms drop. Marking a lead as spam adds its
// address; staff add one by hand here, or take one off.
import { Ban, Trash2 } from 'lucide-react';
import { BlockEmailInput } from '@/contract/spam-schemas';
import { Field, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useBlockEmail, useBlockedEmails, useUnblockEmail } from '../api/blocked-emails';
import { DeskListCard } from './desk-list-card';

export function BlockedEmailsPanel() {
  const { t } = useT();
  const format = useFormat();
  const list = useBlockedEmails();
  const block = useBlockEmail();
  const unblock = useUnblockEmail();
  const form = useContractForm(BlockEmailInput, { defaultValues: { email: '' } });

  const onBlock = async (input: { email: string }) => {
    const result = await block.mutateAsync(input);
    notifySuccess(result.message);
    form.reset({ email: '' });
  };
  const remove = async (email: string) => {
    const result = await unblock.mutateAsync(email).catch(() => null);
    if (result) notifySuccess(result.message);
  };
  const emails = list.data?.emails ?? [];

  return (
    <DeskListCard
      heading={t('admin.desk.blocked.title')}
      intro={t('admin.desk.blocked.intro')}
      form={form}
      onAdd={onBlock}
      field={
        <Field name="email" label={t('admin.desk.blocked.email')} required>
          {(control) => <input {...control} type="email" autoComplete="off" className="input" />}
        </Field>
      }
      add={{ label: t('admin.desk.blocked.add'), icon: Ban, pending: block.isPending }}
      loading={list.isPending}
      empty={emails.length === 0 ? t('admin.desk.blocked.none') : null}
    >
      <ul className="mt-4 divide-y divide-slate-100" aria-label={t('admin.desk.blocked.list')}>
        {emails.map((row) => (
          <li key={row.email} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 break-all">
              <span className="font-medium text-slate-900">{row.email}</span>
              <span className="ml-2 text-xs text-muted">{format.date(row.createdAt)}</span>
            </span>
            <button
              type="button"
              className="btn-secondary shrink-0 px-2 py-1 text-xs"
              onClick={() => remove(row.email)}
              disabled={unblock.isPending}
              aria-label={t('admin.desk.blocked.remove', { email: row.email })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">{t('admin.desk.blocked.removeShort')}</span>
            </button>
          </li>
        ))}
      </ul>
    </DeskListCard>
  );
}
