// A labelled form control with its error underneath, wired for screen readers: the control gets the
// id, aria-invalid and aria-describedby through the render function.
import { type ReactNode, useId } from 'react';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type Props = {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

export function FormField({ label, required, error, hint, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && <div className="mt-1 text-xs text-muted">{hint}</div>
      )}
    </div>
  );
}
