import type { ReactNode } from 'react';

type Props = {
  onCancel: () => void;
  cancelLabel: string;
  /** The submission is on its way: the submit button waits for its answer. */
  pending: boolean;
  /** The submit button's icon and words (its "sending" words while pending). */
  children: ReactNode;
  className?: string;
};

/** A dialog form's Cancel and submit buttons: side by side, the submit button first on a phone. */
export function FormButtons({ onCancel, cancelLabel, pending, children, className }: Props) {
  return (
    <div
      className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end${className ? ` ${className}` : ''}`}
    >
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn-primary" disabled={pending}>
        {children}
      </button>
    </div>
  );
}
