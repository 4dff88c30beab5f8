import { Trash2 } from 'lucide-react';
import { useT } from '@/web/i18n/use-t';
import { ActionButton } from './action-button';

/** The red "Delete" on an admin card; the caller confirms before it deletes anything. */
export function DeleteButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useT();
  return (
    <ActionButton
      icon={Trash2}
      className="btn-ghost px-3 py-1.5 text-red-700 hover:bg-red-50"
      onClick={onClick}
      disabled={disabled}
    >
      {t('common.delete')}
    </ActionButton>
  );
}
