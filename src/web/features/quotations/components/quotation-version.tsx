// One sent version as staff read it back: lines, totals, terms, whom it was addressed to, and who
// sent it when. The newest is shown open; older ones fold away but stay readable.
import { ChevronDown } from 'lucide-react';
import type { Quotation } from '@/contract/quotations';
import { unitKey, variantLabelText } from '@/i18n/units';
import { useFormat, useT } from '@/web/i18n';
import { QuotationStateBadge } from './quotation-state-badge';
import { QuotationTotals } from './quotation-totals';

export function QuotationVersion({ quotation, open }: { quotation: Quotation; open: boolean }) {
  const { t, figures } = useT();
  const format = useFormat();
  return (
    <details open={open} className="group rounded-xl border border-slate-200">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 hover:bg-slate-50">
        <ChevronDown
          className="h-4 w-4 shrink-0 -rotate-90 text-muted transition-transform group-open:rotate-0"
          aria-hidden
        />
        <span className="font-semibold text-slate-900">
          {t('admin.quotation.version', { version: format.number(quotation.version) })}
        </span>
        <QuotationStateBadge state={quotation.state} />
        <span
          className="w-full text-xs text-muted sm:ml-auto sm:w-auto"
          title={new Date(quotation.sentAt).toLocaleString()}
        >
          {t('admin.quotation.sentBy', {
            name: quotation.sentByName,
            date: format.date(quotation.sentAt),
            ago: format.timeAgo(quotation.sentAt),
          })}
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 py-3">
        <ol className="divide-y divide-slate-100">
          {quotation.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sent version's lines never change
            <li key={index} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-800">{line.productName}</p>
                {line.variantLabel && (
                  <p className="text-sm text-slate-700" data-testid="quotation-line-variant">
                    {variantLabelText(line.variantLabel, t, figures)}
                  </p>
                )}
                <p className="text-sm text-slate-600">
                  {format.quantity(line.quantity, line.unit)} × {format.price(line.unitPrice, line.currency)}{' '}
                  / {t(unitKey(line.unit))}
                </p>
                {(line.casNumber || line.grade || line.packing || line.leadTime) && (
                  <p className="text-xs text-muted">
                    {[
                      line.casNumber && t('admin.quotation.cas', { cas: line.casNumber }),
                      line.grade && t('admin.quotation.gradeShown', { grade: line.grade }),
                      line.packing && t('admin.quotation.packing', { packing: line.packing }),
                      line.leadTime && t('admin.quotation.leadTime', { leadTime: line.leadTime }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </div>
              <p className="shrink-0 font-medium tabular-nums text-slate-900 sm:text-right">
                <span className="sr-only">{t('admin.quotation.lineTotalSr')}</span>
                {format.price(line.lineTotal, line.currency)}
              </p>
            </li>
          ))}
        </ol>
        <div className="rounded-lg bg-slate-50 p-3">
          <QuotationTotals totals={quotation.totals} />
        </div>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {(quotation.buyerCompany || quotation.buyerAddress || quotation.buyerBin) && (
            <div className="sm:col-span-2">
              <dt className="text-muted">{t('admin.quotation.buyer')}</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">
                {[
                  quotation.buyerCompany,
                  quotation.buyerAddress,
                  quotation.buyerBin && t('account.quotation.bin', { bin: quotation.buyerBin }),
                ]
                  .filter(Boolean)
                  .join('\n')}
              </dd>
            </div>
          )}
          <Term label={t('admin.quotation.delivery')}>
            {quotation.incoterm} {quotation.deliveryPlace}
          </Term>
          <Term label={t('admin.quotation.paymentTerms')}>{quotation.paymentTerms}</Term>
          <Term label={t('admin.quotation.validUntil')}>
            {format.date(`${quotation.validUntil}T12:00:00Z`)}
          </Term>
          <Term label={t('admin.quotation.vat')}>{t(`admin.quotation.vat.${quotation.vatTreatment}`)}</Term>
          {quotation.notes && (
            <div className="sm:col-span-2">
              <dt className="text-muted">{t('admin.quotation.notes')}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-800">{quotation.notes}</dd>
            </div>
          )}
        </dl>
      </div>
    </details>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}
