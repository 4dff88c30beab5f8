import { CheckCircle2 } from 'lucide-react';
import type { InquiryStatus } from '@/contract/enums';
import { useT } from '@/web/i18n';

const STATUS_STYLES: Record<InquiryStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  inProgress: 'bg-amber-100 text-amber-800',
  responded: 'bg-violet-100 text-violet-800',
  closed: 'bg-slate-200 text-slate-700',
};

/** The status pill; a resolved inquiry shows "Resolved" over it (spec §4). */
export function InquiryStatusBadge({ status, isResolved }: { status: InquiryStatus; isResolved: boolean }) {
  const { t } = useT();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {isResolved && (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
          <CheckCircle2 className="h-3 w-3" aria-hidden /> {t('admin.inquiries.resolved')}
        </span>
      )}
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
        {t(`admin.inquiryStatus.${status}`)}
      </span>
    </span>
  );
}
