// An accessible dialog on the native <dialog> element: focus trap, Esc to close and the backdrop
// come from the browser; focus goes back to the opener afterwards.
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useT } from '@/web/i18n/use-t';
import { useModalDialog } from '@/web/lib/use-modal-dialog';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '4xl': 'max-w-4xl' } as const;

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
};

export function Modal({ open, onClose, title, children, width = 'lg' }: Props) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      aria-label={title}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[width]} rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="btn-ghost p-1.5"
              aria-label={t('common.close')}
            >
              <X className="h-5 w-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
