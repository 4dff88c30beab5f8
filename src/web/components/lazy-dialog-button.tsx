// A button that opens a dialog whose code loads when a visitor reaches for the button (pointer or
// focus), not with the page: the page carries only the button, and the dialog is usually in by the
// click.
import { type ReactNode, Suspense, useState } from 'react';

type Props = {
  className: string;
  /** Starts loading the dialog's code (the import behind its React.lazy). */
  load: () => Promise<unknown>;
  /** The dialog, drawn once the button is clicked, given how to close it. */
  dialog: (close: () => void) => ReactNode;
  children: ReactNode;
};

export function LazyDialogButton({ className, load, dialog, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
