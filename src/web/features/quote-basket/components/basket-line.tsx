// One product of the basket: its name (a link to its page), the grade and pack chosen on its page,
// quantity, unit, an optional grade or packing note, and Remove. Each label names the product for screen readers, as the boxes repeat.
import { Trash2 } from 'lucide-react';
import { BASKET_NOTE_MAX } from '@/contract/basket';
import { productName } from '@/contract/localized-product';
import type { Variant } from '@/contract/variants';
import { categoryName } from '@/i18n/category-name';
import { variantLabelText } from '@/i18n/units';
import { Field, UnitOptions } from '@/web/components/form';
import { EnglishFragment, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';

type Props = {
  index: number;
  productId: string;
  variantId?: string;
  product:
    | { name: string; nameBn?: string | null; category?: string | null; variants?: Variant[] }
    | null
    | undefined;
  missing: boolean;
  onRemove: () => void;
};

export function BasketLine({ index, productId, variantId, product, missing, onRemove }: Props) {
  const { t, locale, figures } = useT();
  const variant = product?.variants?.find((found) => found._id === variantId);
  const name =
    (product && productName(product, locale)) ??
    (missing ? t('basket.productGone') : t('basket.productLoading'));
  const forProduct = <span className="sr-only"> {t('basket.ofProduct', { name })}</span>;
  return (
    <li className="card p-4" data-testid="basket-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-slate-900">
            {product ? (
              <Link to={`/products/${productId}`} className="hover:text-brand-700 hover:underline">
                <EnglishFragment>{productName(product, locale)}</EnglishFragment>
              </Link>
            ) : (
              <span className={missing ? 'text-red-700' : 'text-muted'}>{name}</span>
            )}
          </h3>
          {variant && (
            <p className="text-sm text-slate-700" data-testid="basket-variant">
              {variantLabelText(variant, t, figures)}
            </p>
          )}
          {product?.category && <p className="text-xs text-muted">{categoryName(product.category, t)}</p>}
        </div>
        <button
          type="button"
          className="btn-ghost shrink-0 px-2 py-1.5 text-sm text-red-700"
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {t('basket.remove')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[8rem_10rem_minmax(0,1fr)]">
        <Field
          name={`lines.${index}.quantity`}
          label={
            <>
              {t('basket.quantity')}
              {forProduct}
            </>
          }
          required
        >
          {(control) => (
            <input {...control} type="text" inputMode="decimal" className="input" autoComplete="off" />
          )}
        </Field>
        <Field
          name={`lines.${index}.unit`}
          label={
            <>
              {t('basket.unit')}
              {forProduct}
            </>
          }
        >
          {(control) => (
            <select {...control} className="input">
              <UnitOptions />
            </select>
          )}
        </Field>
        <div className="col-span-2 sm:col-span-1">
          <Field
            name={`lines.${index}.note`}
            label={
              <>
                {t('basket.note')}
                {forProduct}
              </>
            }
            optional
          >
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={BASKET_NOTE_MAX}
                placeholder={t('basket.notePlaceholder')}
              />
            )}
          </Field>
        </div>
      </div>
    </li>
  );
}
