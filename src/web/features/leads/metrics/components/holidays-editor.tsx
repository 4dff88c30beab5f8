// The holiday list response times skip: add a day, remove one; each change is saved at once.
import { Plus, X } from 'lucide-react';
import { HolidayAddInput } from '@/contract/lead-metrics';
import { Field, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useHolidays, useSaveHolidays } from '../api/holidays';
import { DeskListCard } from './desk-list-card';

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
    <DeskListCard
      heading={t('admin.desk.holidays.title')}
      intro={t('admin.desk.holidays.intro')}
      form={form}
      onAdd={onAdd}
      field={
        <Field name="day" label={t('admin.desk.holidays.day')} required>
          {(control) => <input {...control} type="date" className="input" />}
        </Field>
      }
      add={{ label: t('admin.desk.holidays.add'), icon: Plus, pending: save.isPending }}
      loading={holidays.isPending}
      empty={days.length === 0 ? t('admin.desk.holidays.none') : null}
    >
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
    </DeskListCard>
  );
}
