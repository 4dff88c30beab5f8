// `const confirm = useConfirm(); if (await confirm({...})) ...`: every destructive action asks first.
// The dialog's code (and the modal's) loads with the first question, not with every page.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { ConfirmOptions } from './confirm-modal';

type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

const ConfirmModal = lazy(() => import('./confirm-modal'));

const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Once asked, the dialog stays mounted (closed), so that closing gives focus back as usual.
  const [asked, setAsked] = useState(false);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setAsked(true);
        setPending({ ...options, resolve });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmModal pending={pending} settle={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
