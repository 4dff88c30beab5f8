// The quotations' CSV download, beside the lead queue's own: a small form of its filters (the days
// the versions were sent, where they stand) that the browser sends as the download's address. Checked
// against the contract first, so a reversed range is said here instead of answered as a JSON page.
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QUOTATION_EXPORT_STATES, QuotationExportQuery } from '@/contract/quotation-export';
import { useT } from '@/web/i18n';

const STATE_LABELS = {
  current: 'admin.quotations.exportCurrent',
  superseded: 'admin.quotation.state.superseded',
  accepted: 'admin.quotation.state.accepted',
} as const;

export function QuotationExport() {
  const { t, msg, locale } = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = QuotationExportQuery.safeParse(values);
    setError(parsed.success ? null : msg(parsed.error.issues[0].message));
    if (!parsed.success) event.preventDefault();
  }

  return (
    <details className="relative">
      <summary className="btn-secondary inline-flex cursor-pointer list-none items-center gap-1 text-sm">
        <Download className="h-4 w-4" aria-hidden /> {t('admin.quotations.export')}
      </summary>
      <form
        method="get"
        action="/api/admin/quotations/export.csv"
        onSubmit={check}
        noValidate
        className="absolute right-0 z-10 mt-2 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
      >
        <p className="text-xs text-muted">{t('admin.quotations.exportIntro')}</p>
        <input type="hidden" name="lang" value={locale} />
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {t('admin.quotations.exportFrom')}
            <input className="input py-1.5 text-sm" type="date" name="from" />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {t('admin.quotations.exportTo')}
            <input
              className="input py-1.5 text-sm"
              type="date"
              name="to"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
        </div>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          {t('admin.quotations.exportState')}
          <select className="input py-1.5 text-sm" name="state" defaultValue="">
            <option value="">{t('admin.quotations.exportAll')}</option>
            {QUOTATION_EXPORT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(STATE_LABELS[state])}
              </option>
            ))}
          </select>
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full text-sm">
          {t('admin.quotations.exportDownload')}
        </button>
      </form>
    </details>
  );
}
