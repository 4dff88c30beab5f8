// The career form (spec §2, §5): creates a post, or edits the one given. Every rule is checked with
// the shared schema before sending and shown beside its field; editing a field clears its error.
// On success the modal closes and hands the result to its caller; on failure it stays open with the
// admin's input (the error toast is the only message, as the spec says).
import { type FormEvent, useState } from 'react';
import {
  CAREER_TEXT,
  type Career,
  type CareerFormValues,
  type CareerResult,
  careerFormSchema,
  companyToday,
  newCareerValues,
} from '@/contract/careers';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_CURRENCIES } from '@/contract/enums';
import { FormField } from '@/web/components/form-field';
import { Modal } from '@/web/components/modal';
import { type FieldErrors, fieldErrors } from '@/web/lib/field-errors';
import { notifyError } from '@/web/lib/notify';
import { useSaveCareer } from '../api/save-career';
import { CareerListEditor } from './career-list-editor';

type Field = keyof CareerFormValues;
type Props = {
  open: boolean;
  onClose: () => void;
  /** The post to edit; none to create one. */
  career?: Career | null;
  onSaved: (result: CareerResult) => void;
};

// The order fields appear in, so the first broken one gets the focus.
const FIELD_ORDER: { field: Field; selector: string }[] = [
  { field: 'title', selector: '[name="title"]' },
  { field: 'department', selector: '[name="department"]' },
  { field: 'location', selector: '[name="location"]' },
  { field: 'jobType', selector: '[name="jobType"]' },
  { field: 'experienceLevel', selector: '[name="experienceLevel"]' },
  { field: 'description', selector: '[name="description"]' },
  { field: 'requirements', selector: '[name^="requirements."]' },
  { field: 'responsibilities', selector: '[name^="responsibilities."]' },
  { field: 'qualifications', selector: '[name^="qualifications."]' },
  { field: 'salary', selector: '[name="salary.min"]' },
  { field: 'applicationDeadline', selector: '[name="applicationDeadline"]' },
];

export function CareerFormModal({ open, onClose, career, onSaved }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={career ? 'Edit Career Post' : 'Create Career Post'}
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
  location: career.location,
  department: career.department,
  requirements: career.requirements.length ? career.requirements : [''],
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
  const [values, setValues] = useState<CareerFormValues>(() =>
    career ? toFormValues(career) : newCareerValues(),
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveCareer();

  const set = <K extends Field>(field: K, value: CareerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: 'title' | 'description' | 'location' | 'department' | 'applicationDeadline') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const setSalary = (part: keyof CareerFormValues['salary'], value: string) =>
    set('salary', { ...values.salary, [part]: value } as CareerFormValues['salary']);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const schema = careerFormSchema(career?.applicationDeadline ?? null);
    const found = fieldErrors<Field>(schema, values);
    setErrors(found);
    const first = FIELD_ORDER.find(({ field }) => found[field]);
    if (first) {
      // Centred, so the field's label shows too (focus alone would leave it under the modal's header).
      const control = event.currentTarget.querySelector<HTMLElement>(first.selector);
      control?.scrollIntoView({ block: 'center' });
      control?.focus({ preventScroll: true });
      return;
    }
    save.mutate(
      { id: career?._id, input: schema.parse(values) },
      {
        onSuccess: onSaved,
        onError: (error) => notifyError(error, career ? CAREER_TEXT.updateFailed : CAREER_TEXT.createFailed),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Title" required error={errors.title}>
          {(control) => (
            <input {...control} {...text('title')} className="input" placeholder="Sales Engineer" />
          )}
        </FormField>
        <FormField label="Department" required error={errors.department}>
          {(control) => <input {...control} {...text('department')} className="input" placeholder="Sales" />}
        </FormField>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <FormField label="Location" required error={errors.location}>
          {(control) => <input {...control} {...text('location')} className="input" placeholder="Dhaka" />}
        </FormField>
        <FormField label="Job type" required error={errors.jobType}>
          {(control) => (
            <select
              {...control}
              name="jobType"
              className="input"
              value={values.jobType}
              onChange={(event) => set('jobType', event.target.value as CareerFormValues['jobType'])}
            >
              {JOB_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Experience level" required error={errors.experienceLevel}>
          {(control) => (
            <select
              {...control}
              name="experienceLevel"
              className="input"
              value={values.experienceLevel}
              onChange={(event) =>
                set('experienceLevel', event.target.value as CareerFormValues['experienceLevel'])
              }
            >
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <FormField label="Description" required error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            {...text('description')}
            rows={4}
            className="input"
            placeholder="What the job is about and who the team is"
          />
        )}
      </FormField>

      <div className="grid gap-5 lg:grid-cols-2">
        <CareerListEditor
          label="Requirements"
          itemLabel="requirement"
          name="requirements"
          required
          values={values.requirements}
          onChange={(list) => set('requirements', list)}
          error={errors.requirements}
          placeholder="e.g. B.Sc. in Chemistry"
        />
        <CareerListEditor
          label="Responsibilities"
          itemLabel="responsibility"
          name="responsibilities"
          required
          values={values.responsibilities}
          onChange={(list) => set('responsibilities', list)}
          error={errors.responsibilities}
          placeholder="e.g. Visit customers in the region"
        />
      </div>
      <CareerListEditor
        label="Qualifications"
        itemLabel="qualification"
        name="qualifications"
        values={values.qualifications}
        onChange={(list) => set('qualifications', list)}
        error={errors.qualifications}
        placeholder="e.g. Driving licence"
      />

      <fieldset aria-describedby={errors.salary ? 'career-salary-error' : undefined}>
        <legend className="label">
          Salary <span className="font-normal text-muted">(optional; leave blank for "Competitive")</span>
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_8rem]">
          <input
            name="salary.min"
            type="number"
            inputMode="decimal"
            min={0}
            className="input"
            aria-label="Minimum salary"
            aria-invalid={Boolean(errors.salary)}
            placeholder="Minimum"
            value={values.salary.min}
            onChange={(event) => setSalary('min', event.target.value)}
          />
          <input
            name="salary.max"
            type="number"
            inputMode="decimal"
            min={0}
            className="input"
            aria-label="Maximum salary"
            aria-invalid={Boolean(errors.salary)}
            placeholder="Maximum"
            value={values.salary.max}
            onChange={(event) => setSalary('max', event.target.value)}
          />
          <select
            name="salary.currency"
            className="input col-span-2 sm:col-span-1"
            aria-label="Salary currency"
            value={values.salary.currency}
            onChange={(event) => setSalary('currency', event.target.value)}
          >
            {SALARY_CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </div>
        {errors.salary && (
          <p id="career-salary-error" className="mt-1 text-sm text-red-700">
            {errors.salary}
          </p>
        )}
      </fieldset>

      <div className="grid items-end gap-4 md:grid-cols-2">
        <FormField label="Application deadline" error={errors.applicationDeadline}>
          {(control) => (
            <input
              {...control}
              {...text('applicationDeadline')}
              type="date"
              min={companyToday()}
              className="input"
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="isActive"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
          Active (shown on the public careers page)
        </label>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : career ? 'Update Career Post' : 'Create Career Post'}
        </button>
      </div>
    </form>
  );
}
