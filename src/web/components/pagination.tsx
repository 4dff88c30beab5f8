import { ChevronLeft, ChevronRight } from 'lucide-react';

type Props = { currentPage: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ currentPage, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-center gap-3" aria-label="Pagination">
      <button
        type="button"
        className="btn-secondary"
        disabled={currentPage <= 1}
        onClick={() => onChange(currentPage - 1)}
      >
        <ChevronLeft className="h-4 w-4" /> Previous
      </button>
      <span className="text-sm text-slate-600">
        Page {currentPage} of {totalPages}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={currentPage >= totalPages}
        onClick={() => onChange(currentPage + 1)}
      >
        Next <ChevronRight className="h-4 w-4" />
      </button>
    </nav>
  );
}
