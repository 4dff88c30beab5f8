// The blocked list: addresses whose requests the public forms drop. Marking a lead as spam adds its
// address; staff add one by hand here, or take one off. The list can grow to many thousands (every
// lead marked as spam adds one): it is searched by any part of an address and shown a page at a time.

import { Ban, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { BlockEmailInput } from '@/contract/spam-schemas';
import { Field, useContractForm } from '@/web/components/form';
import { LoadMoreButton } from '@/web/components/load-more-button';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useBlockEmail, useBlockedEmails, useUnblockEmail } from '../api/blocked-emails';
import { DeskListCard } from './desk-list-card';

export function BlockedEmailsPanel() {
  const { t } = useT();
  const format = useFormat();
  const [search, setSearch] = useState('');
  // Typing does not wait for each keystroke's answer.
  const q = useDeferredValue(search.trim());
  const list = useBlockedEmails(q);
  const searchId = useId();
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
  const emails = list.data?.pages.flatMap((page) => page.emails) ?? [];

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
      toolbar={
        <div className="relative mt-4">
          <label htmlFor={searchId} className="sr-only">
            {t('admin.desk.blocked.search')}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('admin.desk.blocked.search')}
            autoComplete="off"
            className="input pl-9"
          />
        </div>
      }
      loading={list.isPending}
      empty={
        emails.length > 0 ? null : q ? t('admin.desk.blocked.noMatch', { q }) : t('admin.desk.blocked.none')
      }
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
      {list.hasNextPage && (
        <LoadMoreButton
          query={list}
          className="btn-secondary mt-3 w-full justify-center"
          label={t('admin.desk.blocked.more')}
        />
      )}
    </DeskListCard>
  );
}
