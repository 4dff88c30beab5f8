// The facts of a post at a glance: job type, experience, location and department.
import { BarChart3, Briefcase, Building2, MapPin } from 'lucide-react';
import type { Career } from '@/contract/careers';

export function CareerBadges({ career }: { career: Career }) {
  const badges = [
    { icon: Briefcase, label: 'Job type', value: career.jobType, tone: 'bg-brand-50 text-brand-800' },
    {
      icon: BarChart3,
      label: 'Experience',
      value: career.experienceLevel,
      tone: 'bg-emerald-50 text-emerald-800',
    },
    { icon: MapPin, label: 'Location', value: career.location, tone: 'bg-slate-100 text-slate-700' },
    { icon: Building2, label: 'Department', value: career.department, tone: 'bg-amber-50 text-amber-800' },
  ];
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job facts">
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
