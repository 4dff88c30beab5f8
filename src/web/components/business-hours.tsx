// The company's opening hours, shown in the footer, on the contact page and on the about page.
import { BUSINESS_HOURS } from '@/contract/site';
import { useT } from '@/web/i18n/use-t';

// The rows of BUSINESS_HOURS (src/contract/site.ts) in the page's language.
const ROW_KEYS = {
  'Sunday - Thursday': { days: 'common.hours.sunThu', hours: 'common.hours.sunThuTime' },
  Saturday: { days: 'common.hours.saturday', hours: 'common.hours.saturdayTime' },
  Friday: { days: 'common.hours.friday', hours: 'common.hours.closed' },
} as const;

export function BusinessHours({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      {BUSINESS_HOURS.map((row) => (
        <div key={row.days} className="flex justify-between gap-4">
          <dt>{t(ROW_KEYS[row.days].days)}</dt>
          <dd className="font-medium">{t(ROW_KEYS[row.days].hours)}</dd>
        </div>
      ))}
    </dl>
  );
}
