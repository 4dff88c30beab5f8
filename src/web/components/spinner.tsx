import { useT } from '@/web/i18n/use-t';
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

export const PageSpinner = () => <Spinner className="min-h-[50vh]" />;
