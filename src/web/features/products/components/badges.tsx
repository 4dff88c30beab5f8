import { CheckCircle2, XCircle } from 'lucide-react';
import { useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useProductText } from '../lib/localized-product';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useT();
  return inStock ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {t('catalogue.stock.in')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">
      <XCircle className="h-3.5 w-3.5" aria-hidden /> {t('catalogue.stock.out')}
    </span>
  );
}

/** The category, linking to the catalogue filtered by it. */
export function CategoryBadge({ category }: { category: string }) {
  const text = useProductText();
  if (!category) return null;
  return (
    <Link
      to={`/?category=${encodeURIComponent(category)}`}
      className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
    >
      {text.category(category)}
    </Link>
  );
}
