import { ArrowUpDown } from 'lucide-react';
import { COMMENT_SORTS, type CommentSort } from '@/contract/comments';
import { ChoiceSelect } from '@/web/components/choice-controls';
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
  return (
    <ChoiceSelect
      layout="inline"
      icon={ArrowUpDown}
      label={t('reviews.sortBy')}
      options={COMMENT_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
      value={value}
      onChange={onChange}
    />
  );
}
