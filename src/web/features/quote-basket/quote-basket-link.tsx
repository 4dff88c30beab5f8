// The header's way to the basket: an icon with the number of products, always in the top bar, and a
// labelled entry in the phone menu.

import { useFormat, useT } from '@/web/i18n';
import { NavLink } from '@/web/lib/router';
import { useQuoteBasket } from './api/get-basket';
import { BasketIcon } from './basket-icon';

export function QuoteBasketLink({ variant }: { variant: 'icon' | 'menu' }) {
  const { t } = useT();
  const format = useFormat();
  const { basket } = useQuoteBasket();
  const count = basket.lines.length;

  if (variant === 'menu') {
    return (
      <NavLink
        to="/quote-basket"
        className={({ isActive }) =>
          `flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium ${
            isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          }`
        }
      >
        <span className="inline-flex items-center gap-1.5">
          <BasketIcon className="h-4 w-4" aria-hidden /> {t('common.basket.title')}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {format.number(count)}
          <span className="sr-only"> {t('common.basket.productsWord', { count })}</span>
        </span>
      </NavLink>
    );
  }

  return (
    <NavLink
      to="/quote-basket"
      aria-label={t('common.basket.linkLabel', { count })}
      title={t('common.basket.title')}
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 items-center justify-center rounded-md ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
        }`
      }
    >
      <BasketIcon className="h-6 w-6" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="quote-basket-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
        >
          {format.number(count)}
        </span>
      )}
    </NavLink>
  );
}
