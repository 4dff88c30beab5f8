// The career form (spec §2, §5): creates a post, or edits the one given. Every rule is checked with
// the shared schema before sending and shown beside its field; editing a field clears its error.
// On success the modal closes and hands the result to its caller; on failure it stays open with the
// admin's input (the error toast is the only message, as the spec says, besides any field the
// server names).

import '@/web/i18n/bengali-font.css';
import { useFormContext } from 'react-hook-form';
import {
  type Career,
  type CareerFormValues,
  type CareerResult,
  type CareerValues,
  careerFormSchema,
  companyToday,
  newCareerValues,
} from '@/contract/careers';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_CURRENCIES } from '@/contract/enums';
import {
  Field,
  FieldMessage,
  Form,
  FormButtons,
  useContractForm,
  useFieldError,
} from '@/web/components/form';
import { Modal } from '@/web/components/modal';
import { useT } from '@/web/i18n';
import { useSaveCareer } from '../api/save-career';
import { CareerListEditor } from './career-list-editor';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The post to edit; none to create one. */
  career?: Career | null;
  onSaved: (result: CareerResult) => void;
};

export function CareerFormModal({ open, onClose, career, onSaved }: Props) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={career ? t('admin.careerForm.editTitle') : t('admin.careerForm.createTitle')}
      width="4xl"
    >
      {/* Mounted only while open, so each opening starts from the post (or the defaults). */}
      {open && <CareerForm career={career ?? null} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** A stored post as the form edits it: at least one row in each list, amounts as text. */
const toFormValues = (career: Career): CareerFormValues => ({
  title: career.title,
  description: career.description,
  titleBn: career.titleBn ?? '',
  descriptionBn: career.descriptionBn ?? '',
  location: career.location,
  department: career.department,
  requirements: career.requirements.length ? career.requirements : [''],
  requirementsBn: career.requirementsBn.length ? career.requirementsBn : [''],
  responsibilities: career.responsibilities.length ? career.responsibilities : [''],
  qualifications: career.qualifications.length ? career.qualifications : [''],
  jobType: career.jobType,
  experienceLevel: career.experienceLevel,
  salary: {
    min: career.salary.min === null ? '' : String(career.salary.min),
    max: career.salary.max === null ? '' : String(career.salary.max),
    currency: career.salary.currency,
  },
  applicationDeadline: career.applicationDeadline ?? '',
  isActive: career.isActive,
});

function CareerForm({
  career,
  onCancel,
  onSaved,
}: {
  career: Career | null;
  onCancel: () => void;
  onSaved: Props['onSaved'];
}) {
  const form = useContractForm(careerFormSchema(career?.applicationDeadline ?? null), {
    defaultValues: career ? toFormValues(career) : newCareerValues(),
  });
  const { t } = useT();
  const save = useSaveCareer(career === null);

  // <Form> ignores a second press while this runs: a double click never creates the post twice.
  const onSubmit = async (input: CareerValues) => {
    onSaved(await save.mutateAsync({ id: career?._id, input }));
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field name="title" label={t('admin.careerForm.title')} required>
          {(control) => (
            <input {...control} className="input" placeholder={t('admin.careerForm.titleExample')} />
          )}
        </Field>
        <Field name="department" label={t('admin.careerForm.department')} required>
          {(control) => (
            <input {...control} className="input" placeholder={t('admin.careerForm.departmentExample')} />
          )}
        </Field>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Field name="location" label={t('admin.careerForm.location')} required>
          {(control) => (
            <input {...control} className="input" placeholder={t('admin.careerForm.locationExample')} />
          )}
        </Field>
        <Field name="jobType" label={t('admin.careerForm.jobType')} required>
          {(control) => (
            <select {...control} className="input">
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.jobType.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="experienceLevel" label={t('admin.careerForm.experienceLevel')} required>
          {(control) => (
            <select {...control} className="input">
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`admin.experience.${level}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field name="description" label={t('admin.careerForm.description')} required>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="input"
            placeholder={t('admin.careerForm.descriptionExample')}
          />
        )}
      </Field>

      {/* The Bengali texts Bengali pages show, each beside or below its English one. */}
      <Field
        name="titleBn"
        label={t('admin.careerForm.titleBn')}
        optional
        hint={t('admin.careerForm.bengaliHint')}
      >
        {(control) => (
          <input
            {...control}
            lang="bn"
            className="input"
            placeholder={t('admin.careerForm.titleBnExample')}
          />
        )}
      </Field>
      <Field
        name="descriptionBn"
        label={t('admin.careerForm.descriptionBn')}
        optional
        hint={t('admin.careerForm.bengaliHint')}
      >
        {(control) => <textarea {...control} lang="bn" rows={4} className="input" />}
      </Field>

      <div className="grid gap-5 lg:grid-cols-2">
        <CareerListEditor
          name="requirements"
          required
          placeholder={t('admin.careerForm.requirementsExample')}
        />
        <CareerListEditor
          name="requirementsBn"
          lang="bn"
          placeholder={t('admin.careerForm.requirementsBnExample')}
        />
        <CareerListEditor
          name="responsibilities"
          required
          placeholder={t('admin.careerForm.responsibilitiesExample')}
        />
        <CareerListEditor name="qualifications" placeholder={t('admin.careerForm.qualificationsExample')} />
      </div>

      <SalaryFields />

      <div className="grid items-end gap-4 md:grid-cols-2">
        <Field name="applicationDeadline" label={t('admin.careerForm.deadline')} optional>
          {(control) => <input {...control} type="date" min={companyToday()} className="input" />}
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
            {...form.register('isActive')}
          />
          {t('admin.careerForm.active')}
        </label>
      </div>

      <FormButtons
        onCancel={onCancel}
        cancelLabel={t('admin.careerForm.cancel')}
        pending={save.isPending}
        className="border-t border-slate-200 pt-4"
      >
        {save.isPending
          ? t('admin.careerForm.saving')
          : career
            ? t('admin.careerForm.update')
            : t('admin.careerForm.create')}
      </FormButtons>
    </Form>
  );
}

/** Minimum, maximum and currency, with one message for the group (its bounds are checked together). */
function SalaryFields() {
  const { t } = useT();
  const { register } = useFormContext<CareerFormValues>();
  const { invalid, message } = useFieldError('salary');
  return (
    <fieldset aria-describedby={message ? 'career-salary-error' : undefined}>
      <legend className="label">
        {t('admin.careerForm.salary')}{' '}
        <span className="font-normal text-muted">{t('admin.careerForm.salaryHint')}</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_8rem]">
        <input
          {...register('salary.min')}
          type="number"
          inputMode="decimal"
          min={0}
          className="input"
          aria-label={t('admin.careerForm.salaryMin')}
          aria-invalid={invalid}
          placeholder={t('admin.careerForm.min')}
        />
        <input
          {...register('salary.max')}
          type="number"
          inputMode="decimal"
          min={0}
          className="input"
          aria-label={t('admin.careerForm.salaryMax')}
          aria-invalid={invalid}
          placeholder={t('admin.careerForm.max')}
        />
        <select
          {...register('salary.currency')}
          className="input col-span-2 sm:col-span-1"
          aria-label={t('admin.careerForm.salaryCurrency')}
        >
          {SALARY_CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </select>
      </div>
      {message && <FieldMessage id="career-salary-error" message={message} />}
    </fieldset>
  );
}
