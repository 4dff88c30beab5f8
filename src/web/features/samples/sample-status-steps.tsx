// A sample request's progress, step by step (received, approved, dispatched, delivered), or its
// decline with the reason; shared by the tracking page and My inquiries.
import { Check, X } from 'lucide-react';
import type { SampleRequestStatus } from '@/contract/enums';
import type { TrackedSample } from '@/contract/samples';
import { useT } from '@/web/i18n';

const STEPS: SampleRequestStatus[] = ['new', 'approved', 'dispatched', 'delivered'];

export const STATUS_KEYS = {
  new: 'account.sample.status.new',
  approved: 'account.sample.status.approved',
  dispatched: 'account.sample.status.dispatched',
  delivered: 'account.sample.status.delivered',
  declined: 'account.sample.status.declined',
} as const;

export function SampleStatusSteps({ sample }: { sample: TrackedSample }) {
  const { t } = useT();
  if (sample.status === 'declined') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">{t(STATUS_KEYS.declined)}</span>
          {sample.declineReason && <> · {sample.declineReason}</>}
        </span>
      </p>
    );
  }
  const reached = STEPS.indexOf(sample.status);
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('account.sample.progress')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === reached ? 'step' : undefined}
          className={`flex items-center gap-2 rounded-lg border p-2 text-sm ${
            i <= reached ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200 text-muted'
          }`}
        >
          {i <= reached && <Check className="h-4 w-4 shrink-0" aria-hidden />}
          {t(STATUS_KEYS[step])}
        </li>
      ))}
    </ol>
  );
}
