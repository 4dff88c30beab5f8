// A card of the desk's settings that is a list (the holidays, the blocked addresses): what the list
// does, a one-field form that adds an entry, and the entries (a spinner while they load, a line when
// there are none). Each change is saved at once, so there is no save button.
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type ContractForm, Form } from '@/web/components/form';
import { Spinner } from '@/web/components/spinner';

type Props<Values extends FieldValues, Parsed> = {
  heading: string;
  intro: string;
  form: ContractForm<Values, Parsed>;
  onAdd: (values: Parsed) => Promise<void>;
  /** The one <Field> a new entry is. */
  field: ReactNode;
  add: { label: string; icon: LucideIcon; pending: boolean };
  loading: boolean;
  /** Said instead of the list while it has no entries. */
  empty: string | null;
  /** Shown between the form and the list, whether it has entries or not (a search box). */
  toolbar?: ReactNode;
  children: ReactNode;
};

export function DeskListCard<Values extends FieldValues, Parsed>({
  heading,
  intro,
  form,
  onAdd,
  field,
  add: { label, icon: Icon, pending },
  loading,
  empty,
  toolbar,
  children,
}: Props<Values, Parsed>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Form form={form} onSubmit={onAdd} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-[14rem] flex-1">{field}</div>
        <button type="submit" className="btn-primary" disabled={pending}>
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      </Form>
      {toolbar}
      {loading ? (
        <Spinner className="py-6" />
      ) : empty ? (
        <p className="mt-4 text-sm text-muted" role="status">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
