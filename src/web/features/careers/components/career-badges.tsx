// The facts of a post at a glance: job type, experience, location and department.
import { BarChart3, Briefcase, Building2, MapPin } from 'lucide-react';
import type { Career } from '@/contract/careers';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/web/i18n';

export function CareerBadges({ career }: { career: Career }) {
  const { t } = useT();
  const fact = (value: string) => t(`pages.careers.fact.${value}` as MessageId);
  const badges = [
    {
      icon: Briefcase,
      label: t('pages.careers.jobType'),
      value: fact(career.jobType),
      tone: 'bg-brand-50 text-brand-800',
    },
    {
      icon: BarChart3,
      label: t('pages.careers.experience'),
      value: fact(career.experienceLevel),
      tone: 'bg-emerald-50 text-emerald-800',
    },
    {
      icon: MapPin,
      label: t('pages.careers.location'),
      value: career.location,
      tone: 'bg-slate-100 text-slate-700',
    },
    {
      icon: Building2,
      label: t('pages.careers.department'),
      value: career.department,
      tone: 'bg-amber-50 text-amber-800',
    },
  ];
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('pages.careers.jobFacts')}>
      {badges.map(({ icon: Icon, label, value, tone }) => (
        <li
          key={label}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ${tone}`}
        >
          <Icon className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">{label}: </span>
          {value}
        </li>
      ))}
    </ul>
  );
}
