// The confirmation dialog itself, loaded by confirm-dialog.tsx with the first question.
import { useT } from '@/web/i18n/use-t';
import { Modal } from './modal';

export type ConfirmOptions = { title: string; message: string; confirmLabel?: string; danger?: boolean };

export default function ConfirmModal({
  pending,
  settle,
}: {
  pending: ConfirmOptions | null;
  settle: (ok: boolean) => void;
}) {
  const { t } = useT();
  return (
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
  );
}
