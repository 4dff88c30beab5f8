// The holiday list response times skip: add a day, remove one; each change is saved at once.
import { Plus, X } from 'lucide-react';
import { HolidayAddInput } from '@/contract/lead-metrics';
import { Field, Form, useContractForm } from '@/web/components/form';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useHolidays, useSaveHolidays } from '../api/holidays';

export function HolidaysEditor() {
  const { t } = useT();
  const format = useFormat();
  const holidays = useHolidays();
  const save = useSaveHolidays();
  const form = useContractForm(HolidayAddInput, { defaultValues: { day: '' } });
  const days = holidays.data?.holidays ?? [];

  const onAdd = async ({ day }: { day: string }) => {
    const saved = await save.mutateAsync([...days, day]);
    notifySuccess(saved.message);
    form.reset({ day: '' });
  };
  const remove = async (day: string) => {
    const saved = await save.mutateAsync(days.filter((other) => other !== day)).catch(() => null);
    if (saved) notifySuccess(saved.message);
  };

  return (
    <section aria-labelledby="desk-holidays" className="card p-4 sm:p-5">
      <h2 id="desk-holidays" className="text-lg font-semibold text-slate-900">
        {t('admin.desk.holidays.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('admin.desk.holidays.intro')}</p>
      <Form form={form} onSubmit={onAdd} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-[12rem] flex-1">
          <Field name="day" label={t('admin.desk.holidays.day')} required>
            {(control) => <input {...control} type="date" className="input" />}
          </Field>
        </div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin.desk.holidays.add')}
        </button>
      </Form>
      {holidays.isPending ? (
        <Spinner className="py-6" />
      ) : days.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('admin.desk.holidays.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('admin.desk.holidays.list')}>
          {days.map((day) => (
            <li
              key={day}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              <time dateTime={day}>{format.date(day)}</time>
              <button
                type="button"
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                aria-label={t('admin.desk.holidays.remove', { day: format.date(day) })}
                onClick={() => remove(day)}
                disabled={save.isPending}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
