// One inquiry in full: the buyer's contact details (mailto and tel links), where and when the goods
// are wanted, each product asked for (quantity, unit, note), the message,
// and the status workflow (any status directly; resolved toggles on its own).
import { CheckCircle2, Mail, Phone, RotateCcw } from 'lucide-react';
import { INQUIRY_STATUSES, type InquiryStatus } from '@/contract/enums';
import { INQUIRY_MESSAGES, type Inquiry } from '@/contract/inquiries';
import { ChoiceSelect } from '@/web/components/choice-controls';
import { Modal } from '@/web/components/modal';
import { Spinner } from '@/web/components/spinner';
import { InquiryQuotations } from '@/web/features/quotations';
import { useFormat, useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { telHref } from '@/web/lib/links';
import { notifySuccess } from '@/web/lib/notify';
import { useInquiry } from '../api/get-inquiry';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { InquiryLines, useNeededByText } from './inquiry-lines';
import { InquiryStatusBadge } from './inquiry-status-badge';

export function InquiryDetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, msg } = useT();
  const query = useInquiry(id);

  return (
    <Modal open={Boolean(id)} onClose={onClose} title={t('admin.inquiry.title')} width="2xl">
      {query.data ? (
        <InquiryDetail inquiry={query.data} />
      ) : query.isError ? (
        <p className="py-8 text-center text-sm text-muted">
          {msg(errorMessage(query.error, INQUIRY_MESSAGES.loadOneFailed))}
        </p>
      ) : (
        <Spinner label={t('admin.inquiry.loading')} className="py-12" />
      )}
    </Modal>
  );
}

function InquiryDetail({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useT();
  const format = useFormat();
  const neededByText = useNeededByText();
  const update = useUpdateInquiryStatus();

  const change = (input: { status?: InquiryStatus; isResolved?: boolean }) =>
    update.mutate({ id: inquiry._id, ...input }, { onSuccess: (result) => notifySuccess(result.message) });

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{inquiry.name}</h3>
          <p className="text-sm text-muted" title={new Date(inquiry.createdAt).toLocaleString()}>
            {t('admin.inquiry.received', {
              ago: format.timeAgo(inquiry.createdAt),
              date: format.date(inquiry.createdAt),
            })}
          </p>
        </div>
        <InquiryStatusBadge status={inquiry.status} isResolved={inquiry.isResolved} />
      </div>

      <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('admin.inquiry.email')}</dt>
          <dd>
            <a
              href={`mailto:${inquiry.email}`}
              className="inline-flex items-center gap-1.5 break-all font-medium text-brand-700 hover:underline"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> {inquiry.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('admin.inquiry.phone')}</dt>
          <dd>
            {inquiry.phone ? (
              <a
                href={telHref(inquiry.phone)}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
              >
                <Phone className="h-4 w-4" aria-hidden /> {inquiry.phone}
              </a>
            ) : (
              <span className="text-muted">{t('admin.inquiry.notGiven')}</span>
            )}
          </dd>
        </div>
        {inquiry.deliveryLocation && (
          <div>
            <dt className="text-muted">{t('admin.inquiry.deliveryLocation')}</dt>
            <dd className="break-words font-medium text-slate-800">{inquiry.deliveryLocation}</dd>
          </div>
        )}
        {inquiry.neededBy && (
          <div>
            <dt className="text-muted">{t('admin.inquiry.dateNeeded')}</dt>
            <dd className="font-medium text-slate-800">{neededByText(inquiry.neededBy)}</dd>
          </div>
        )}
        {inquiry.company && (
          <div>
            <dt className="text-muted">{t('admin.inquiry.company')}</dt>
            <dd className="break-words font-medium text-slate-800">{inquiry.company}</dd>
          </div>
        )}
        {inquiry.bin && (
          <div>
            <dt className="text-muted">{t('admin.inquiry.bin')}</dt>
            <dd className="font-medium text-slate-800">{inquiry.bin}</dd>
          </div>
        )}
        {inquiry.companyAddress && (
          <div className="sm:col-span-2">
            <dt className="text-muted">{t('admin.inquiry.companyAddress')}</dt>
            <dd className="whitespace-pre-line break-words font-medium text-slate-800">
              {inquiry.companyAddress}
            </dd>
          </div>
        )}
      </dl>

      <div>
        <h4 className="text-sm font-medium text-muted">
          {inquiry.lines.length === 1
            ? t('admin.inquiry.product')
            : t('admin.inquiry.products', { count: format.number(inquiry.lines.length) })}
        </h4>
        <div className="mt-1">
          <InquiryLines lines={inquiry.lines} />
        </div>
      </div>

      {inquiry.inquiry && (
        <div>
          <h4 className="text-sm font-medium text-muted">{t('admin.inquiry.message')}</h4>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
            {inquiry.inquiry}
          </p>
        </div>
      )}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <ChoiceSelect
          label={t('admin.inquiry.status')}
          options={INQUIRY_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.inquiryStatus.${status}`),
          }))}
          value={inquiry.status}
          disabled={update.isPending}
          onChange={(status) => change({ status })}
        />
        <button
          type="button"
          className={inquiry.isResolved ? 'btn-secondary' : 'btn-primary bg-green-700 hover:bg-green-800'}
          disabled={update.isPending}
          onClick={() => change({ isResolved: !inquiry.isResolved })}
        >
          {inquiry.isResolved ? (
            <>
              <RotateCcw className="h-4 w-4" aria-hidden /> {t('admin.inquiry.markUnresolved')}
            </>
          ) : (
            <>
              <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('admin.inquiry.markResolved')}
            </>
          )}
        </button>
      </div>

      <InquiryQuotations inquiryId={inquiry._id} />
    </div>
  );
}
