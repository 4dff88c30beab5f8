// The career form (spec §2, §5): creates a post, or edits the one given. Every rule is checked with
// the shared schema before sending and shown beside its field; editing a field clears its error.
// On success the modal closes and hands the result to its caller; on failure it stays open with the
// admin's input (the error toast is the only message, as the spec says, besides any field the
// server names).

import { useFormContext } from 'react-hook-form';
import {
  CAREER_TEXT,
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
  showServerErrors,
  useContractForm,
  useFieldError,
} from '@/web/components/form';
import { Modal } from '@/web/components/modal';
import { notifyError } from '@/web/lib/notify';
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
  const form = useContractForm(careerFormSchema(career?.applicationDeadline ?? null), {
    defaultValues: career ? toFormValues(career) : newCareerValues(),
  });
  const save = useSaveCareer();

  // <Form> ignores a second press while this runs: a double click never creates the post twice.
  const onSubmit = async (input: CareerValues) => {
    try {
      onSaved(await save.mutateAsync({ id: career?._id, input }));
    } catch (error) {
      showServerErrors(form, error);
      notifyError(error, career ? CAREER_TEXT.updateFailed : CAREER_TEXT.createFailed);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field name="title" label="Title" required>
          {(control) => <input {...control} className="input" placeholder="Sales Engineer" />}
        </Field>
        <Field name="department" label="Department" required>
          {(control) => <input {...control} className="input" placeholder="Sales" />}
        </Field>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Field name="location" label="Location" required>
          {(control) => <input {...control} className="input" placeholder="Dhaka" />}
        </Field>
        <Field name="jobType" label="Job type" required>
          {(control) => (
            <select {...control} className="input">
              {JOB_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field name="experienceLevel" label="Experience level" required>
          {(control) => (
            <select {...control} className="input">
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field name="description" label="Description" required>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="input"
            placeholder="What the job is about and who the team is"
          />
        )}
      </Field>

      <div className="grid gap-5 lg:grid-cols-2">
        <CareerListEditor
          label="Requirements"
          itemLabel="requirement"
          name="requirements"
          required
          placeholder="e.g. B.Sc. in Chemistry"
        />
        <CareerListEditor
          label="Responsibilities"
          itemLabel="responsibility"
          name="responsibilities"
          required
          placeholder="e.g. Visit customers in the region"
        />
      </div>
      <CareerListEditor
        label="Qualifications"
        itemLabel="qualification"
        name="qualifications"
        placeholder="e.g. Driving licence"
      />

      <SalaryFields />

      <div className="grid items-end gap-4 md:grid-cols-2">
        <Field name="applicationDeadline" label="Application deadline" optional>
          {(control) => <input {...control} type="date" min={companyToday()} className="input" />}
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
            {...form.register('isActive')}
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
    </Form>
  );
}

/** Minimum, maximum and currency, with one message for the group (its bounds are checked together). */
function SalaryFields() {
  const { register } = useFormContext<CareerFormValues>();
  const { invalid, message } = useFieldError('salary');
  return (
    <fieldset aria-describedby={message ? 'career-salary-error' : undefined}>
      <legend className="label">
        Salary <span className="font-normal text-muted">(optional; leave blank for "Competitive")</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_8rem]">
        <input
          {...register('salary.min')}
          type="number"
          inputMode="decimal"
          min={0}
          className="input"
          aria-label="Minimum salary"
          aria-invalid={invalid}
          placeholder="Minimum"
        />
        <input
          {...register('salary.max')}
          type="number"
          inputMode="decimal"
          min={0}
          className="input"
          aria-label="Maximum salary"
          aria-invalid={invalid}
          placeholder="Maximum"
        />
        <select
          {...register('salary.currency')}
          className="input col-span-2 sm:col-span-1"
          aria-label="Salary currency"
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
