import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { COMMENT_SORTS, type CommentSort } from '@/contract/comments';
import { useT } from '@/web/i18n';

/** The orders' names (COMMENT_SORT_LABELS in the contract) in the page's language. */
export const SORT_LABEL_KEYS = {
  newest: 'reviews.sort.newest',
  oldest: 'reviews.sort.oldest',
  'admin-replied': 'reviews.sort.adminReplied',
  'highest-rating': 'reviews.sort.highestRating',
} as const satisfies Record<CommentSort, string>;

export function CommentSortSelect({
  value,
  onChange,
}: {
  value: CommentSort;
  onChange: (sort: CommentSort) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <ArrowUpDown className="h-4 w-4 text-muted" aria-hidden />
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('reviews.sortBy')}
      </label>
      <select
        id={id}
        className="input w-auto py-1.5 pr-8"
        value={value}
        onChange={(e) => onChange(e.target.value as CommentSort)}
      >
        {COMMENT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABEL_KEYS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
