import { type RefObject, useEffect } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` (focus trap, Esc and the inert page come from the
 * browser) and gives focus back to whatever had it before. The browser does that itself on close(),
 * but not when the dialog simply leaves the page, which is how React removes it.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open]);
}
