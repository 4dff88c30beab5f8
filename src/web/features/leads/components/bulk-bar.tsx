// What the desk does to several selected leads at once: a new status, a new owner (or "assign to me",
// or nobody), or spam. The list reloads after each, and the selection is cleared.
import { useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/contract/enums';
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
      <BulkChoice
        label={t('admin.leads.bulk.status')}
        options={LEAD_STATUSES.map((value) => ({ value, label: t(statusKey(value)) }))}
        value={status}
        onChange={setStatus}
        busy={update.isPending}
        onApply={() => apply({ ids, change: 'status', status })}
      />
      <BulkChoice
        label={t('admin.leads.bulk.owner')}
        options={[
          { value: '', label: t('admin.leads.bulk.unassign') },
          ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
        ]}
        value={owner}
        onChange={setOwner}
        busy={update.isPending}
        onApply={() => apply({ ids, change: 'owner', ownerId: owner || null })}
      />
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

/** A change for every selected lead: the value to set, and the button that sets it. */
function BulkChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  busy,
  onApply,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  busy: boolean;
  onApply: () => void;
}) {
  const { t } = useT();
  return (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {label}
      <span className="flex gap-1">
        <select className="input py-1 text-sm" value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn-secondary whitespace-nowrap py-1"
          disabled={busy}
          onClick={onApply}
        >
          {t('admin.leads.bulk.apply')}
        </button>
      </span>
    </label>
  );
}
