import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { COMMENT_SORT_LABELS, COMMENT_SORTS, type CommentSort } from '@/contract/comments';

export function CommentSortSelect({
  value,
  onChange,
}: {
  value: CommentSort;
  onChange: (sort: CommentSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <ArrowUpDown className="h-4 w-4 text-muted" aria-hidden />
      <label htmlFor={id} className="text-sm text-slate-600">
        Sort by
      </label>
      <select
        id={id}
        className="input w-auto py-1.5 pr-8"
        value={value}
        onChange={(e) => onChange(e.target.value as CommentSort)}
      >
        {COMMENT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {COMMENT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
