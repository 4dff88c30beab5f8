// What the desk does to several selected leads at once: a new status, a new owner (or "assign to me",
// or nobody), or spam. The list reloads after each, and the selection is cleared.
import { useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/contract/enums';
import { ChoiceSelect } from '@/web/components/choice-controls';
import { useT } from '@/web/i18n';
import { toast } from '@/web/lib/toast';
import { type LeadUpdate, useUpdateLeads } from '../api/update-leads';
import { statusKey } from '../lead-columns';

type Props = { ids: string[]; me: string; admins: { id: string; name: string }[]; onDone: () => void };

export function BulkBar({ ids, me, admins, onDone }: Props) {
  const { t } = useT();
  const update = useUpdateLeads();
  const [status, setStatus] = useState<LeadStatus>('inProgress');
  const [owner, setOwner] = useState('');
  const apply = (change: LeadUpdate) =>
    update.mutate(change, {
      onSuccess: () => {
        toast.success(t('admin.leads.bulk.done'));
        onDone();
      },
    });

  return (
    <section
      aria-label={t('admin.leads.bulk.label')}
      className="sticky bottom-0 z-10 flex flex-wrap items-end gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm shadow"
    >
      <p className="font-medium" aria-live="polite">
        {t('admin.leads.bulk.selected', { count: ids.length })}
      </p>
      <ChoiceSelect
        label={t('admin.leads.bulk.status')}
        options={LEAD_STATUSES.map((value) => ({ value, label: t(statusKey(value)) }))}
        value={status}
        onChange={setStatus}
      >
        <ApplyButton disabled={update.isPending} onClick={() => apply({ ids, change: 'status', status })} />
      </ChoiceSelect>
      <ChoiceSelect
        label={t('admin.leads.bulk.owner')}
        options={[
          { value: '', label: t('admin.leads.bulk.unassign') },
          ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
        ]}
        value={owner}
        onChange={setOwner}
      >
        <ApplyButton
          disabled={update.isPending}
          onClick={() => apply({ ids, change: 'owner', ownerId: owner || null })}
        />
      </ChoiceSelect>
      <button
        type="button"
        className="btn-primary whitespace-nowrap py-1"
        disabled={update.isPending}
        onClick={() => apply({ ids, change: 'owner', ownerId: me })}
      >
        {t('admin.leads.bulk.assignMe')}
      </button>
      <button
        type="button"
        className="btn-ghost py-1 text-red-700 hover:bg-red-50"
        disabled={update.isPending}
        onClick={() => apply({ ids, change: 'spam' })}
      >
        {t('admin.leads.bulk.spam')}
      </button>
    </section>
  );
}

function ApplyButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="btn-secondary whitespace-nowrap py-1"
      disabled={disabled}
      onClick={onClick}
    >
      {t('admin.leads.bulk.apply')}
    </button>
  );
}
