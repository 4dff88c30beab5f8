// The dashboard's Career Management tab: every post, active and inactive, newest first, with toggle,
// edit and delete on each, and the career form for new posts and edits.
import { Briefcase, Plus } from 'lucide-react';
import { useState } from 'react';
import { CAREER_TEXT, type Career, type CareerResult, companyToday } from '@/contract/careers';
import { useConfirm } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { Spinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useDeleteCareer } from './api/delete-career';
import { useAdminCareers } from './api/get-admin-careers';
import { useToggleCareerStatus } from './api/toggle-career-status';
import { AdminCareerItem } from './components/admin-career-item';
import { CareerFormModal } from './components/career-form-modal';

/** Closed, or open on a new post (null) or on the post being edited. */
type FormState = { open: false } | { open: true; career: Career | null };

export default function CareersTab() {
  const { t, msg } = useT();
  const careers = useAdminCareers();
  const toggle = useToggleCareerStatus();
  const remove = useDeleteCareer();
  const confirm = useConfirm();
  const [form, setForm] = useState<FormState>({ open: false });
  const today = companyToday();

  const onSaved = (result: CareerResult) => {
    setForm({ open: false });
    notifySuccess(result.message);
  };

  const onToggle = (career: Career) =>
    toggle.mutate(career._id, { onSuccess: (result) => notifySuccess(result.message) });

  const onDelete = async (career: Career) => {
    const ok = await confirm({
      title: t('admin.careers.deleteTitle'),
      message: t('admin.careers.deleteMessage', { title: career.title }),
    });
    if (!ok) return;
    remove.mutate(career._id, { onSuccess: (result) => notifySuccess(result.message) });
  };

  const busyId = (toggle.isPending && toggle.variables) || (remove.isPending && remove.variables) || null;

  return (
    <section aria-label={t('admin.careers.label')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('admin.careers.intro')}</p>
        <button
          type="button"
          className="btn-primary w-fit"
          onClick={() => setForm({ open: true, career: null })}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin.careers.create')}
        </button>
      </div>

      {careers.isPending ? (
        <Spinner label={t('admin.careers.loading')} className="py-16" />
      ) : !careers.data || careers.data.data.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Briefcase} title={msg(CAREER_TEXT.noPosts)} />
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {careers.data.data.map((career) => (
            <AdminCareerItem
              key={career._id}
              career={career}
              today={today}
              busy={busyId === career._id}
              onToggle={() => onToggle(career)}
              onEdit={() => setForm({ open: true, career })}
              onDelete={() => onDelete(career)}
            />
          ))}
        </ul>
      )}

      <CareerFormModal
        open={form.open}
        career={form.open ? form.career : null}
        onClose={() => setForm({ open: false })}
        onSaved={onSaved}
      />
    </section>
  );
}
