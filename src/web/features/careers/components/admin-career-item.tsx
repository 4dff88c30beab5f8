// One post in the Career Management tab: its facts and state, with toggle, edit and delete.

import { Pencil, Trash2 } from 'lucide-react';
import { CAREER_TEXT, type Career, formatSalary, isExpired } from '@/contract/careers';
import { ActionButton } from '@/web/components/action-button';
import { useFormat, useT } from '@/web/i18n';
import { CareerBadges } from './career-badges';

type Props = {
  career: Career;
  today: string;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function AdminCareerItem({ career, today, busy, onToggle, onEdit, onDelete }: Props) {
  const { t, msg } = useT();
  const format = useFormat();
  const expired = isExpired(career.applicationDeadline, today);
  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-slate-900">{career.title}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              career.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
            }`}
          >
            {career.isActive ? t('admin.career.active') : t('admin.career.inactive')}
          </span>
          {expired && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-700">
              {msg(CAREER_TEXT.expired)}
            </span>
          )}
        </div>
        <div className="mt-2">
          <CareerBadges career={career} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{formatSalary(career.salary)}</span>
          {career.applicationDeadline &&
            t('admin.career.deadline', { date: format.date(`${career.applicationDeadline}T12:00:00Z`) })}
        </p>
        <p className="mt-1 text-xs text-muted">
          {career.postedBy
            ? t('admin.career.postedBy', {
                date: format.date(career.createdAt),
                name: career.postedBy.username,
              })
            : t('admin.career.posted', { date: format.date(career.createdAt) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={career.isActive}
          aria-label={t('admin.career.activeLabel', { title: career.title })}
          disabled={busy}
          onClick={onToggle}
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          <span
            className={`relative h-5 w-9 rounded-full transition-colors ${career.isActive ? 'bg-green-600' : 'bg-slate-300'}`}
            aria-hidden
          >
            <span
              className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${
                career.isActive ? 'left-4.5' : 'left-0.5'
              }`}
            />
          </span>
          {career.isActive ? t('admin.career.visible') : t('admin.career.hidden')}
        </button>
        <ActionButton
          icon={Pencil}
          className="btn-secondary"
          onClick={onEdit}
          ariaLabel={t('admin.career.editLabel', { title: career.title })}
        >
          {t('admin.career.edit')}
        </ActionButton>
        <ActionButton
          icon={Trash2}
          className="btn-secondary text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={onDelete}
          ariaLabel={t('admin.career.deleteLabel', { title: career.title })}
        >
          {t('admin.career.delete')}
        </ActionButton>
      </div>
    </li>
  );
}
