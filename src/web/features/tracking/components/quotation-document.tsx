// One quotation version as a formal document: the same content, order and wording as its PDF, so
// the page printed to A4 and the downloaded PDF read alike.
import { Ban, CheckCircle2, Download, History, Package, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { QUOTATION_MESSAGES, type Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { quotationNumber } from '@/contract/tracking';
import { companyAddress, companyAddressLine } from '@/i18n/company-address';
import { unitKey } from '@/i18n/units';
import { useFormat, useT } from '@/web/i18n';
import { useDocumentDates } from './use-document-dates';

const STATE_STYLES: Record<Quotation['state'], string> = {
  open: 'bg-brand-100 text-brand-800',
  accepted: 'bg-green-100 text-green-800',
  superseded: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
};

export function QuotationStateBadge({ state }: { state: Quotation['state'] }) {
  const { t } = useT();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-black print:bg-white print:text-black ${STATE_STYLES[state]}`}
    >
      {t(`account.quotation.state.${state}`)}
    </span>
  );
}

function StateNotice({ quotation, children }: { quotation: Quotation; children?: ReactNode }) {
  const { t, msg } = useT();
  const dates = useDocumentDates();
  const notices = {
    accepted: {
      icon: CheckCircle2,
      style: 'border-green-300 bg-green-50 text-green-900',
      text: t('account.quotation.acceptedOn', {
        date: dates.date(quotation.acceptedAt ?? quotation.sentAt),
        message: msg(QUOTATION_MESSAGES.accepted),
      }),
    },
    superseded: {
      icon: History,
      style: 'border-amber-300 bg-amber-50 text-amber-900',
      text: msg(QUOTATION_MESSAGES.superseded),
    },
    expired: {
      icon: Ban,
      style: 'border-red-300 bg-red-50 text-red-900',
      text: t('account.quotation.expiredOn', {
        message: msg(QUOTATION_MESSAGES.expired),
        date: dates.date(quotation.validUntil),
      }),
    },
    open: null,
  } as const;
  const notice = notices[quotation.state];
  if (!notice) return null;
  const Icon = notice.icon;
  return (
    <div
      className={`mt-5 flex flex-col gap-3 rounded-lg border p-3 text-sm sm:flex-row sm:items-center print:border-black print:bg-white print:text-black ${notice.style}`}
    >
      <p className="flex min-w-0 flex-1 items-start gap-3 font-medium">
        <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {notice.text}
      </p>
      {children}
    </div>
  );
}

type Props = {
  quotation: Quotation;
  buyerName: string;
  reference: string;
  deliveryLocation: string | null;
  pdfHref: string;
  /** Buttons for the open version (accept) or an expired one (ask for a fresh quote). */
  actions?: ReactNode;
  stateAction?: ReactNode;
};

export function QuotationDocument({
  quotation,
  buyerName,
  reference,
  deliveryLocation,
  pdfHref,
  actions,
  stateAction,
}: Props) {
  const number = quotationNumber(quotation.inquiryId, quotation.version);
  const { t, locale, figures } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  const version = format.number(quotation.version);
  const vat = t(`account.quotation.vat.${quotation.vatTreatment}`);
  const headingId = `quotation-${quotation._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="quotation-document card p-4 sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b-2 border-brand-800 pb-4 sm:flex-row sm:justify-between print:flex-row print:border-black">
        <div className="min-w-0 text-sm text-slate-600 print:text-black">
          <p className="text-lg font-bold text-brand-800 print:text-black">{COMPANY.name}</p>
          <p>{companyAddressLine(companyAddress(locale, figures))}</p>
          <p>
            {COMPANY.phones.join(' / ')} · {COMPANY.email}
          </p>
          <p>
            {t('account.quotation.legal', { bin: COMPANY_LEGAL.bin, licence: COMPANY_LEGAL.tradeLicence })}
          </p>
        </div>
        <div className="shrink-0 sm:text-right print:text-right">
          <h3
            id={headingId}
            className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:justify-end print:justify-end"
          >
            {t('account.quotation.title')}{' '}
            <span className="sr-only">{t('account.quotation.versionHidden', { version })}</span>
            <QuotationStateBadge state={quotation.state} />
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-4 text-sm sm:justify-end print:justify-end">
            <dt className="text-muted print:text-black">{t('account.quotation.number')}</dt>
            <dd className="font-semibold">{number}</dd>
            <dt className="text-muted print:text-black">{t('account.quotation.version')}</dt>
            <dd className="font-semibold">{version}</dd>
            <dt className="text-muted print:text-black">{t('account.quotation.date')}</dt>
            <dd className="font-semibold">{dates.date(quotation.sentAt)}</dd>
            <dt className="text-muted print:text-black">{t('account.quotation.validUntil')}</dt>
            <dd className="font-semibold">{dates.date(quotation.validUntil)}</dd>
          </dl>
        </div>
      </header>

      <StateNotice quotation={quotation}>{stateAction}</StateNotice>

      <div className="mt-5 grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase text-muted print:text-black">
            {t('account.quotation.to')}
          </p>
          <p className="font-semibold text-slate-900">{buyerName}</p>
          {deliveryLocation && <p className="text-slate-600 print:text-black">{deliveryLocation}</p>}
        </div>
        <div>
          <p className="text-xs font-semibold uppercase text-muted print:text-black">
            {t('account.quotation.yourInquiry')}
          </p>
          <p className="text-slate-900">{reference}</p>
          <p className="text-slate-600 print:text-black">
            {t('account.quotation.preparedBy', { name: quotation.sentByName })}
          </p>
        </div>
      </div>

      <QuotationLines quotation={quotation} />

      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {quotation.totals.map((total) => (
          <TotalRows key={total.currency} total={total} vatAdded={quotation.vatTreatment === 'added'} />
        ))}
        <dd className="col-span-2 text-right text-xs text-muted print:text-black">{vat}</dd>
      </dl>

      <h4 className="mt-6 text-sm font-semibold text-slate-900">{t('account.quotation.terms')}</h4>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] print:grid-cols-[10rem_1fr]">
        <Term label={t('account.quotation.incoterm')}>{quotation.incoterm}</Term>
        <Term label={t('account.quotation.deliveryPlace')}>{quotation.deliveryPlace}</Term>
        <Term label={t('account.quotation.paymentTerms')}>{quotation.paymentTerms}</Term>
        <Term label={t('account.quotation.validity')}>
          {t('account.quotation.validityText', { date: dates.date(quotation.validUntil) })}
        </Term>
        <Term label={t('account.quotation.vat')}>{vat}</Term>
        {quotation.notes && <Term label={t('account.quotation.notes')}>{quotation.notes}</Term>}
      </dl>

      <div className="mt-8 text-sm">
        <p>{t('account.quotation.for', { company: COMPANY.name })}</p>
        <div className="mt-10 w-56 border-t border-slate-800 pt-1">
          <p className="font-semibold">{COMPANY_LEGAL.signatory.name}</p>
          <p className="text-slate-600 print:text-black">{COMPANY_LEGAL.signatory.title}</p>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4 print:hidden">
        {actions}
        <a href={pdfHref} className="btn-secondary" download={`quotation-${number}.pdf`}>
          <Download className="h-4 w-4" aria-hidden /> {t('account.quotation.downloadPdf')}
          <span className="sr-only"> {t('account.quotation.ofVersion', { version })}</span>
        </a>
        <button type="button" className="btn-ghost" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden /> {t('account.quotation.print')}
        </button>
      </div>
    </article>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted print:text-black">{label}</dt>
      <dd className="mb-1 whitespace-pre-line text-slate-900 sm:mb-0">{children}</dd>
    </>
  );
}

function TotalRows({ total, vatAdded }: { total: Quotation['totals'][number]; vatAdded: boolean }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <>
      <dt className="text-slate-600 print:text-black">
        {t('account.quotation.subtotal', { currency: total.currency })}
      </dt>
      <dd className="text-right">{format.price(total.subtotal, total.currency)}</dd>
      {vatAdded && (
        <>
          <dt className="text-slate-600 print:text-black">{t('account.quotation.vat15')}</dt>
          <dd className="text-right">{format.price(total.vat, total.currency)}</dd>
        </>
      )}
      <dt className="font-semibold text-slate-900">
        {t('account.quotation.total', { currency: total.currency })}
      </dt>
      <dd className="text-right font-bold text-slate-900">{format.price(total.total, total.currency)}</dd>
    </>
  );
}

/** A table from a small tablet up and in print; a list of cards on a phone, where six columns cannot fit. */
function QuotationLines({ quotation }: { quotation: Quotation }) {
  const { t } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  const packing = (line: Quotation['lines'][number]) =>
    [line.packing, line.leadTime].filter(Boolean).join(' · ') || '-';
  return (
    <>
      <table className="mt-5 hidden w-full text-left text-sm sm:table print:table">
        <thead className="bg-slate-100 text-xs uppercase text-slate-700 print:bg-white print:text-black">
          <tr>
            <th scope="col" className="px-2 py-2">
              #
            </th>
            <th scope="col" className="px-2 py-2">
              {t('account.quotation.product')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('account.quotation.quantity')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('account.quotation.unitPrice')}
            </th>
            <th scope="col" className="px-2 py-2">
              {t('account.quotation.packing')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('account.quotation.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quotation.lines.map((line, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order, never reordered.
              key={`${index}-${line.productName}`}
              className="border-b border-slate-200 align-top print:border-black"
            >
              <td className="px-2 py-2">{format.number(index + 1)}</td>
              <td className="px-2 py-2 font-semibold">{line.productName}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {dates.quantity(line.quantity)} {t(unitKey(line.unit))}
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {format.price(line.unitPrice, line.currency)}
              </td>
              <td className="px-2 py-2">{packing(line)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {format.price(line.lineTotal, line.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="mt-5 divide-y divide-slate-200 border-y border-slate-200 sm:hidden print:hidden">
        {quotation.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order, never reordered.
          <li key={`${index}-${line.productName}`} className="py-3 text-sm">
            <p className="font-semibold text-slate-900">
              {format.number(index + 1)}. {line.productName}
            </p>
            <p className="mt-1 flex justify-between gap-3 text-slate-600">
              <span>
                {dates.quantity(line.quantity)} {t(unitKey(line.unit))} ×{' '}
                {format.price(line.unitPrice, line.currency)}
              </span>
              <span className="font-semibold text-slate-900">
                {format.price(line.lineTotal, line.currency)}
              </span>
            </p>
            {/* On a card, a line with neither packing nor lead time simply has no such row. */}
            {(line.packing || line.leadTime) && (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Package className="h-3.5 w-3.5" aria-hidden /> {packing(line)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
