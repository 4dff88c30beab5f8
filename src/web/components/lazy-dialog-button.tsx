// A button that opens a dialog whose code loads when the visitor reaches for the button (pointer or
// focus), not with the page: the product page's "Request Quote" and "Request a sample".
import { type ReactNode, Suspense, useState } from 'react';

type Props = {
  className: string;
  /** Asks for the dialog's code: the import its lazy() component waits for. */
  load: () => Promise<unknown>;
  /** What the button shows. */
  children: ReactNode;
  /** The lazy dialog, drawn once the button is pressed, with the way to close it. */
  dialog: (close: () => void) => ReactNode;
};

export function LazyDialogButton({ className, load, children, dialog }: Props) {
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
