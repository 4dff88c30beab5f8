import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '@/web/i18n/use-format';
import { useT } from '@/web/i18n/use-t';

type Props = { currentPage: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ currentPage, totalPages, onChange }: Props) {
  const { t } = useT();
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('common.pagination.label')}>
      <button
        type="button"
        className="btn-secondary"
        disabled={currentPage <= 1}
        onClick={() => onChange(currentPage - 1)}
      >
        <ChevronLeft className="h-4 w-4" /> {t('common.pagination.previous')}
      </button>
      <span className="text-sm text-slate-600">
        {t('common.pagination.page', {
          page: format.number(currentPage),
          total: format.number(totalPages),
        })}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={currentPage >= totalPages}
        onClick={() => onChange(currentPage + 1)}
      >
        {t('common.pagination.next')} <ChevronRight className="h-4 w-4" />
      </button>
    </nav>
  );
}
