// One quotation version as a formal document on the buyer's page. What it says, in which order and
// words, is the layout the PDF draws too (src/i18n/quotation-layout.ts); this draws it for the
// screen (a table from a small tablet up, cards on a phone) and for print, with the buyer's actions.
import { Ban, CheckCircle2, Download, History, Package, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Quotation } from '@/contract/quotations';
import {
  type DocumentParty,
  type LabelledValue,
  type QuotationDocumentData,
  type QuotationLayout,
  quotationLayout,
  tableCell,
} from '@/i18n/quotation-layout';
import { useFormat, useT } from '@/web/i18n';
import { useDocumentWords } from './use-document-words';

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

const NOTICES = {
  accepted: { icon: CheckCircle2, style: 'border-green-300 bg-green-50 text-green-900' },
  superseded: { icon: History, style: 'border-amber-300 bg-amber-50 text-amber-900' },
  expired: { icon: Ban, style: 'border-red-300 bg-red-50 text-red-900' },
} as const;

function StateNotice({ state, children }: { state: QuotationLayout['state']; children?: ReactNode }) {
  if (!state) return null;
  const { icon: Icon, style } = NOTICES[state.state];
  return (
    <div
      className={`mt-5 flex flex-col gap-3 rounded-lg border p-3 text-sm sm:flex-row sm:items-center print:border-black print:bg-white print:text-black ${style}`}
    >
      <p className="flex min-w-0 flex-1 items-start gap-3 font-medium">
        <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {state.text}
      </p>
      {children}
    </div>
  );
}

type Props = QuotationDocumentData & {
  pdfHref: string;
  /** Buttons for the open version (accept) or an expired one (ask for a fresh quote). */
  actions?: ReactNode;
  stateAction?: ReactNode;
};

export function QuotationDocument({ quotation, buyer, pdfHref, actions, stateAction }: Props) {
  const { t } = useT();
  const format = useFormat();
  const layout = quotationLayout({ quotation, buyer }, useDocumentWords());
  const version = format.number(quotation.version);
  const headingId = `quotation-${quotation._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="quotation-document card p-4 sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b-2 border-brand-800 pb-4 sm:flex-row sm:justify-between print:flex-row print:border-black">
        <div className="min-w-0 text-sm text-slate-600 print:text-black">
          <p className="text-lg font-bold text-brand-800 print:text-black">{layout.company.name}</p>
          {layout.company.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </div>
        <div className="shrink-0 sm:text-right print:text-right">
          <h3
            id={headingId}
            className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:justify-end print:justify-end"
          >
            {layout.title}{' '}
            <span className="sr-only">{t('account.quotation.versionHidden', { version })}</span>
            <QuotationStateBadge state={quotation.state} />
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-4 text-sm sm:justify-end print:justify-end">
            {layout.facts.map(({ label, value }) => (
              <Fact key={label} label={label} value={value} />
            ))}
          </dl>
        </div>
      </header>

      <StateNotice state={layout.state}>{stateAction}</StateNotice>

      <div className="mt-5 grid gap-4 text-sm sm:grid-cols-3 print:grid-cols-3">
        {layout.parties.map((party) => (
          <Party key={party.heading} party={party} />
        ))}
      </div>

      <QuotationLines layout={layout} />

      <div className="mt-4 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Totals layout={layout} />
        <section className="sm:order-first print:order-first">
          <h4 className="text-sm font-semibold text-slate-900">{layout.terms.heading}</h4>
          <Labelled rows={layout.terms.rows} />
        </section>
      </div>

      {layout.standardTerms && (
        <section className="mt-6">
          <h4 className="text-sm font-semibold text-slate-900">{layout.standardTerms.heading}</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-xs text-slate-700 print:text-black">
            {layout.standardTerms.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order; a term may repeat.
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ol>
        </section>
      )}

      <div className="mt-6 grid gap-6 text-sm sm:grid-cols-2 print:grid-cols-2">
        <section>
          <h4 className="text-sm font-semibold text-slate-900">{layout.bank.heading}</h4>
          <Labelled rows={layout.bank.rows} />
        </section>
        <div>
          <p>{layout.signature.for}</p>
          <p className="mt-4 font-semibold">{layout.signature.name}</p>
          <p className="text-slate-600 print:text-black">{layout.signature.title}</p>
          <p className="mt-2 text-xs text-muted print:text-black">{layout.computerGenerated}</p>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4 print:hidden">
        {actions}
        <a href={pdfHref} className="btn-secondary" download={`quotation-${layout.number}.pdf`}>
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

function Fact({ label, value }: LabelledValue) {
  return (
    <>
      <dt className="text-muted print:text-black">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </>
  );
}

function Party({ party }: { party: DocumentParty }) {
  return (
    <div className="min-w-0 break-words">
      <p className="text-xs font-semibold uppercase text-muted print:text-black">{party.heading}</p>
      {party.lines.map((line) => (
        <p
          key={line.text}
          className={`whitespace-pre-line ${line.strong ? 'font-semibold text-slate-900' : 'text-slate-600 print:text-black'}`}
        >
          {line.text}
        </p>
      ))}
    </div>
  );
}

function Labelled({ rows }: { rows: LabelledValue[] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr] print:grid-cols-[9rem_1fr]">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted print:text-black">{label}</dt>
          <dd className="mb-1 whitespace-pre-line break-words text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Per currency: subtotal, VAT, total, and the total in words; then how VAT is treated. */
function Totals({ layout }: { layout: QuotationLayout }) {
  return (
    <div className="space-y-3 text-sm">
      {layout.totals.map((total) => (
        <div key={total.currency}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {total.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt
                  className={row.strong ? 'font-semibold text-slate-900' : 'text-slate-600 print:text-black'}
                >
                  {row.label}
                </dt>
                <dd className={`text-right ${row.strong ? 'font-bold text-slate-900' : ''}`}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-xs text-slate-700 print:text-black">{total.inWords}</p>
        </div>
      ))}
      <p className="text-right text-xs text-muted print:text-black">{layout.vatNote}</p>
    </div>
  );
}

/** A table from a small tablet up and in print; a list of cards on a phone, where six columns cannot fit. */
function QuotationLines({ layout }: { layout: QuotationLayout }) {
  return (
    <>
      <table className="mt-5 hidden w-full text-left text-sm sm:table print:table">
        <thead className="bg-slate-100 text-xs uppercase text-slate-700 print:bg-white print:text-black">
          <tr>
            {layout.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-2 py-2 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.lines.map((line) => (
            <tr key={line.number} className="border-b border-slate-200 align-top print:border-black">
              <td className="px-2 py-2">{line.number}</td>
              <td className="px-2 py-2">
                <span className="font-semibold">{line.product}</span>
                {line.details && (
                  <span className="block text-xs text-muted print:text-black">{line.details}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-right">{line.quantity}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">{line.unitPrice}</td>
              <td className="px-2 py-2">{tableCell(line, 'packing')}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="mt-5 divide-y divide-slate-200 border-y border-slate-200 sm:hidden print:hidden">
        {layout.lines.map((line) => (
          <li key={line.number} className="py-3 text-sm">
            <p className="font-semibold text-slate-900">
              {line.number}. {line.product}
            </p>
            {line.details && <p className="text-xs text-muted">{line.details}</p>}
            <p className="mt-1 flex justify-between gap-3 text-slate-600">
              <span>
                {line.quantity} × {line.unitPrice}
              </span>
              <span className="shrink-0 font-semibold text-slate-900">{line.amount}</span>
            </p>
            {/* On a card, a line with neither packing nor lead time simply has no such row. */}
            {line.packing && (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Package className="h-3.5 w-3.5" aria-hidden /> {line.packing}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
