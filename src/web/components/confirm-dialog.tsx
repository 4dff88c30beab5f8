// `const confirm = useConfirm(); if (await confirm({...})) ...`: every destructive action asks first.
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useT } from '@/web/i18n/use-t';
import { Modal } from './modal';

type ConfirmOptions = { title: string; message: string; confirmLabel?: string; danger?: boolean };
type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal open={pending !== null} onClose={() => settle(false)} title={pending?.title ?? ''} width="md">
        <p className="text-sm text-slate-600">{pending?.message}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => settle(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={pending?.danger === false ? 'btn-primary' : 'btn-danger'}
            onClick={() => settle(true)}
          >
            {pending?.confirmLabel ?? t('common.delete')}
          </button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
