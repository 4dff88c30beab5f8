// The buyer's inquiry: the request, its history, every quotation version (the newest first and in
// full, older ones folded away and marked) and the two things the buyer can do. The tracking link's
// page and "My inquiries" both show exactly this.
// A buyer's request and quotations may name products in Bengali, whatever the page's language:
// this page (rarely visited, browser-rendered) brings the Bengali font itself.
import '@/web/i18n/bengali-font.css';
import { CheckCircle2, ChevronDown, FileText, MessageSquare, RefreshCw } from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';
import type { Quotation } from '@/contract/quotations';
import { TRACKING_MESSAGES, type TrackedInquiry } from '@/contract/tracking';
import type { MessageId } from '@/i18n/message-id';
import { useConfirm } from '@/web/components/confirm-dialog';
import { TitledSection } from '@/web/components/titled-section';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useAcceptQuotation } from '../api/accept-quotation';
import { type InquirySource, sourcePath } from '../api/tracking-keys';
import { BuyerMessageForm, type BuyerMessageFormHandle } from './buyer-message-form';
import { QuotationDocument, QuotationStateBadge } from './quotation-document';
import { StatusTimeline } from './status-timeline';
import { useDocumentDates } from './use-document-dates';

export function InquiryTrackingView({ inquiry, source }: { inquiry: TrackedInquiry; source: InquirySource }) {
  const [current, ...older] = inquiry.quotations;
  const messageForm = useRef<BuyerMessageFormHandle>(null);
  const { t } = useT();

  return (
    <div className="container-page max-w-5xl py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <p className="text-sm text-muted">
            {t('account.tracking.inquiry', { reference: inquiry.reference })}
          </p>
          <h1 className="text-2xl font-bold text-slate-900">{t('account.tracking.heading')}</h1>
        </div>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          {t('account.tracking.statusBadge', {
            status: t(`account.tracking.status.${inquiry.status}` as MessageId),
          })}
        </span>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] print:hidden">
        <RequestSummary inquiry={inquiry} />
        <section aria-labelledby="history-heading" className="card p-5">
          <h2 id="history-heading" className="mb-4 text-lg font-semibold text-slate-900">
            {t('account.tracking.history')}
          </h2>
          <StatusTimeline events={inquiry.history} />
        </section>
      </div>

      <section aria-labelledby="quotations-heading" className="mt-8 print:mt-0">
        <h2 id="quotations-heading" className="mb-4 text-xl font-bold text-slate-900 print:hidden">
          {t(inquiry.quotations.length > 1 ? 'account.tracking.quotations' : 'account.tracking.quotation')}
        </h2>
        {current ? (
          <div className="space-y-6">
            <CurrentQuotation
              inquiry={inquiry}
              quotation={current}
              source={source}
              onFreshQuote={() => messageForm.current?.askForFreshQuote()}
            />
            {older.map((quotation) => (
              <OlderQuotation key={quotation._id} inquiry={inquiry} quotation={quotation} source={source} />
            ))}
          </div>
        ) : (
          <div className="card flex items-start gap-3 p-5 text-sm text-slate-700">
            <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <p>{t('account.tracking.preparing')}</p>
          </div>
        )}
      </section>

      <section aria-labelledby="question-heading" className="card mt-8 p-5 print:hidden">
        <h2 id="question-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquare className="h-5 w-5 text-brand-700" aria-hidden /> {t('account.tracking.askQuestion')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{t('account.tracking.replyBy')}</p>
        <BuyerMessageForm source={source} ref={messageForm} />
      </section>
    </div>
  );
}

function RequestSummary({ inquiry }: { inquiry: TrackedInquiry }) {
  const { t } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  return (
    <TitledSection id="request-heading" title={t('account.tracking.yourRequest')} className="card p-5">
      <p className="mt-1 text-sm text-muted">
        {t('account.tracking.sentOn', {
          date: dates.date(inquiry.submittedAt),
          name: inquiry.name,
          email: inquiry.email,
        })}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {inquiry.lines.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order, never reordered.
            key={`${index}-${line.productName}`}
            className="flex flex-wrap justify-between gap-x-4 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{line.productName}</span>
              {line.variant && (
                <span className="block text-slate-700" data-testid="request-line-variant">
                  {line.variant}
                </span>
              )}
            </span>
            {line.quantity !== null && (
              <span className="text-slate-700">{format.quantity(line.quantity, line.unit)}</span>
            )}
            {line.note && <span className="w-full text-xs text-muted">{line.note}</span>}
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        {inquiry.deliveryLocation && (
          <>
            <dt className="text-muted">{t('account.tracking.deliveryTo')}</dt>
            <dd className="text-slate-900">{inquiry.deliveryLocation}</dd>
          </>
        )}
        {inquiry.neededBy && (
          <>
            <dt className="text-muted">{t('account.tracking.neededBy')}</dt>
            <dd className="text-slate-900">{dates.date(inquiry.neededBy)}</dd>
          </>
        )}
        {inquiry.message.trim() && (
          <>
            <dt className="text-muted">{t('account.tracking.yourMessage')}</dt>
            <dd className="whitespace-pre-line text-slate-900">{inquiry.message}</dd>
          </>
        )}
      </dl>
    </TitledSection>
  );
}

const pdfHref = (source: InquirySource, quotation: Quotation) =>
  `/api${sourcePath(source)}/quotations/${quotation._id}.pdf`;

function CurrentQuotation({
  inquiry,
  quotation,
  source,
  onFreshQuote,
}: {
  inquiry: TrackedInquiry;
  quotation: Quotation;
  source: InquirySource;
  onFreshQuote: () => void;
}) {
  const accept = useAcceptQuotation(source);
  const confirm = useConfirm();
  const { t, msg } = useT();
  const format = useFormat();

  const onAccept = async () => {
    const ok = await confirm({
      title: t('account.tracking.acceptTitle', { version: format.number(quotation.version) }),
      message: msg(TRACKING_MESSAGES.acceptConfirm),
      confirmLabel: t('account.tracking.accept'),
      danger: false,
    });
    if (!ok) return;
    accept.mutate(quotation._id, { onSuccess: (result) => notifySuccess(result.message) });
  };

  return (
    <InquiryQuotationDocument
      inquiry={inquiry}
      quotation={quotation}
      source={source}
      actions={
        quotation.state === 'open' && (
          <button type="button" className="btn-primary" onClick={onAccept} disabled={accept.isPending}>
            <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('account.tracking.accept')}
          </button>
        )
      }
      stateAction={
        quotation.state === 'expired' && (
          <button type="button" className="btn-secondary print:hidden" onClick={onFreshQuote}>
            <RefreshCw className="h-4 w-4" aria-hidden /> {t('account.tracking.freshQuote')}
          </button>
        )
      }
    />
  );
}

/** A version of the inquiry's quotation as its document, with what every version shows of the inquiry. */
function InquiryQuotationDocument({
  inquiry,
  quotation,
  source,
  ...extra
}: { inquiry: TrackedInquiry; quotation: Quotation; source: InquirySource } & Pick<
  ComponentProps<typeof QuotationDocument>,
  'actions' | 'stateAction'
>) {
  return (
    <QuotationDocument
      quotation={quotation}
      buyer={{
        name: inquiry.name,
        inquiryId: inquiry._id,
        inquiryDate: inquiry.submittedAt,
        deliveryLocation: inquiry.deliveryLocation,
      }}
      pdfHref={pdfHref(source, quotation)}
      {...extra}
    />
  );
}

/** An earlier version: folded to one line until opened; printed in full, each on its own page. */
function OlderQuotation({
  inquiry,
  quotation,
  source,
}: {
  inquiry: TrackedInquiry;
  quotation: Quotation;
  source: InquirySource;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  const panelId = `older-${quotation._id}`;
  return (
    <div className="quotation-older">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm hover:bg-slate-50 print:hidden"
      >
        <span className="font-semibold text-slate-900">
          {t('account.tracking.version', { version: format.number(quotation.version) })}
        </span>
        <QuotationStateBadge state={quotation.state} />
        <span className="text-muted">
          {t('account.tracking.sent', { date: dates.date(quotation.sentAt) })}
        </span>
        <ChevronDown
          className={`ml-auto h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      <div id={panelId} className={open ? 'mt-3' : 'hidden print:block'}>
        <InquiryQuotationDocument inquiry={inquiry} quotation={quotation} source={source} />
      </div>
    </div>
  );
}
