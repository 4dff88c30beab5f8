// A card of the admin's settings beside a list (staff alerts, site display, quotation terms): a
// heading that names the section for screen readers, an optional line on what it changes, then the
// form, or a spinner while its settings load.
import { type ReactNode, useId } from 'react';
import { Spinner } from './spinner';

type Props<T> = {
  heading: string;
  intro?: string;
  /** The settings the form edits; undefined while they load. */
  settings: T | undefined;
  children: (settings: T) => ReactNode;
};

export function SettingsCard<T>({ heading, intro, settings, children }: Props<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h3>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {settings === undefined ? <Spinner className="py-6" /> : children(settings)}
    </section>
  );
}
