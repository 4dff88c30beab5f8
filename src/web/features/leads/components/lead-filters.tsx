// The queue's filters: each one a control bound to the URL (use-lead-params.ts). Search is sent when
// the form is submitted (Enter), not on every key.
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { LEAD_KINDS, LEAD_STATUSES } from '@/contract/enums';
import { LEAD_SORTS } from '@/contract/leads';
import { DateField } from '@/web/components/date-field';
import { useT } from '@/web/i18n';
import { kindKey, statusKey } from '../lead-columns';
import type { useLeadParams } from '../use-lead-params';
import { ProductFilter } from './product-filter';

type Props = { view: ReturnType<typeof useLeadParams>; admins: { id: string; name: string }[] };

export function LeadFilters({ view, admins }: Props) {
  const { t } = useT();
  const id = useId();
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.set('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const select = (
    key: 'kind' | 'status' | 'owner' | 'sort' | 'dir',
    label: string,
    options: [string, string][],
    wide = false,
  ) => (
    <label className={`flex flex-col gap-1 text-xs font-medium text-slate-700${wide ? ' col-span-2' : ''}`}>
      {label}
      <select
        className="input py-1.5 text-sm"
        value={view.value(key)}
        onChange={(e) => view.set(key, e.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <div className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <DateField
        id={`${id}-${key}`}
        label={label}
        className="input py-1.5 text-sm"
        value={view.value(key)}
        onChange={(iso) => view.set(key, iso)}
      />
    </div>
  );
  const all: [string, string] = ['', t('admin.leads.filter.all')];

  return (
    <section aria-label={t('admin.leads.filter.label')} className="space-y-3">
      <search className="relative" key={view.value('q')}>
        <form onSubmit={onSearch}>
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('admin.leads.filter.search')}
          </label>
          <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-muted" aria-hidden />
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="input pl-9"
            defaultValue={view.value('q')}
            placeholder={t('admin.leads.filter.searchHint')}
            maxLength={100}
          />
        </form>
      </search>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {select('kind', t('admin.leads.column.kind'), [
          all,
          ...LEAD_KINDS.map((k): [string, string] => [k, t(kindKey(k))]),
        ])}
        {select('status', t('admin.leads.column.status'), [
          all,
          ...LEAD_STATUSES.map((s): [string, string] => [s, t(statusKey(s))]),
        ])}
        {select('owner', t('admin.leads.column.owner'), [
          all,
          ['mine', t('admin.leads.owner.mine')],
          ['unassigned', t('admin.leads.owner.unassigned')],
          ...admins.map((admin): [string, string] => [admin.id, admin.name]),
        ])}
        <ProductFilter value={view.value('product')} onChange={(id) => view.set('product', id)} />
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          {t('admin.leads.filter.category')}
          <input
            className="input py-1.5 text-sm"
            defaultValue={view.value('category')}
            key={view.value('category')}
            onBlur={(e) =>
              e.target.value !== view.value('category') && view.set('category', e.target.value.trim())
            }
            onKeyDown={(e) => e.key === 'Enter' && view.set('category', e.currentTarget.value.trim())}
          />
        </label>
        {day('from', t('admin.leads.filter.from'))}
        {day('to', t('admin.leads.filter.to'))}
        {select(
          'sort',
          t('admin.leads.sort'),
          LEAD_SORTS.map((sort): [string, string] => [
            sort === 'created' ? '' : sort,
            t(`admin.leads.sort.${sort}`),
          ]),
        )}
        {/* Two cells wide: a select cannot wrap, and the order's words are long ("নতুনটি বা বর্ণক্রমে
            শেষেরটি প্রথমে"). It then ends the filters' last row at every width. */}
        {select(
          'dir',
          t('admin.leads.sortOrder'),
          [
            ['', t('admin.leads.sort.desc')],
            ['asc', t('admin.leads.sort.asc')],
          ],
          true,
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {(['overdue', 'spam'] as const).map((key) => (
          <label key={key} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.value(key) !== ''}
              onChange={(e) => view.set(key, e.target.checked ? (key === 'spam' ? 'only' : 'true') : '')}
            />
            {t(`admin.leads.filter.${key}`)}
          </label>
        ))}
        {view.hasFilters && (
          <button type="button" className="btn-ghost text-sm" onClick={view.clear}>
            {t('admin.leads.filter.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
