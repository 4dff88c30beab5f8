export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export const PageSpinner = () => <Spinner className="min-h-[50vh]" />;
