import type { QuotationState } from '@/contract/quotations';
import { useT } from '@/web/i18n';

// Open is the one that counts; superseded and expired are history, shown quietly.
const STATE_STYLES: Record<QuotationState, string> = {
  open: 'bg-blue-100 text-blue-800',
  accepted: 'bg-green-100 text-green-800',
  superseded: 'bg-slate-200 text-slate-700',
  expired: 'bg-amber-100 text-amber-800',
};

export function QuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useT();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>
      {t(`admin.quotation.state.${state}`)}
    </span>
  );
}
