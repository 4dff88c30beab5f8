import { useFormat, useT } from '@/web/i18n';
import { useCategories } from '../api/get-categories';
import { useProductText } from '../lib/localized-product';

type Props = { value: string; onChange: (category: string) => void };

export function CategoryFilter({ value, onChange }: Props) {
  const { t } = useT();
  const format = useFormat();
  const text = useProductText();
  const categories = useCategories();
  const total = categories.data?.reduce((sum, item) => sum + item.count, 0);
  const known = categories.data?.some((item) => item.category === value);
  return (
    <select
      className="input h-11 sm:w-64"
      aria-label={t('catalogue.category.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {total
          ? t('catalogue.category.allWithCount', { total: format.number(total) })
          : t('catalogue.category.all')}
      </option>
      {/* A category from a shared link still shows while the list loads. */}
      {value && !known && <option value={value}>{text.category(value)}</option>}
      {categories.data?.map((item) => (
        <option key={item.category} value={item.category}>
          {text.category(item.category)} ({format.number(item.count)})
        </option>
      ))}
    </select>
  );
}
