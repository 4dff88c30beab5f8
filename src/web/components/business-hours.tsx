// The company's opening hours, shown in the footer, on the contact page and on the about page.
import { BUSINESS_HOURS } from '@/contract/site';

export function BusinessHours({ className = '' }: { className?: string }) {
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      {BUSINESS_HOURS.map((row) => (
        <div key={row.days} className="flex justify-between gap-4">
          <dt>{row.days}</dt>
          <dd className="font-medium">{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
