import { Trash2 } from 'lucide-react';
import { useT } from '@/web/i18n/use-t';

/** The red "Delete" on an admin card; the caller confirms before it deletes anything. */
export function DeleteButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="btn-ghost px-3 py-1.5 text-red-700 hover:bg-red-50"
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 className="h-4 w-4" aria-hidden /> {t('common.delete')}
    </button>
  );
}
