// The queue's product filter: a combobox that searches the catalogue as the admin types and keeps the
// chosen product's id in the URL (?product=), as the other filters keep theirs. The chosen product is
// named in the page's language, also when the page is opened from a link that carries only its id.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { productName } from '@/contract/localized-product';
import { useT } from '@/web/i18n';
import { productQuery } from '@/web/lib/product-query';
import { productChoicesQuery } from '../api/search-products';

// Long enough for a word to be typed out, short enough to feel immediate.
const TYPING_PAUSE_MS = 250;

const POPUP =
  'absolute top-full z-20 mt-1 w-full rounded-md border border-slate-200 bg-white text-sm font-normal shadow-lg';

type Props = { value: string; onChange(productId: string): void };

export function ProductFilter({ value, onChange }: Props) {
  const { t, locale } = useT();
  const id = useId();
  const listId = `${id}-list`;
  const chosen = useQuery({ ...productQuery(value), enabled: value !== '' });
  const chosenName = value && chosen.data ? productName(chosen.data, locale) : '';
  const [text, setText] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setTyped((text ?? '').trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const choices = useQuery(productChoicesQuery(typed));
  const products = typed ? (choices.data?.products ?? []) : [];
  const expanded = open && typed !== '';

  const choose = (productId: string) => {
    setText(null);
    setTyped('');
    setOpen(false);
    setActive(-1);
    onChange(productId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        products.length === 0 ? -1 : (current + step + products.length) % products.length,
      );
    } else if (event.key === 'Enter' && expanded && products[active]) {
      event.preventDefault();
      choose(products[active]._id);
    } else if (event.key === 'Escape') {
      setText(null);
      setOpen(false);
    }
  };
  let status = '';
  if (expanded && products.length === 0)
    status = choices.isError
      ? t('admin.leads.filter.productFailed')
      : choices.isFetching
        ? t('admin.leads.filter.productSearching')
        : t('admin.leads.filter.productNone');

  return (
    <div className="relative col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-700">
      <label htmlFor={`${id}-input`}>{t('admin.leads.filter.product')}</label>
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          className={`input py-1.5 text-sm ${value ? 'pr-8' : ''}`}
          placeholder={t('admin.leads.filter.productHint')}
          value={text ?? chosenName}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => text !== null && setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-muted hover:text-slate-800"
            aria-label={t('admin.leads.filter.productClear')}
            onClick={() => choose('')}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('admin.leads.filter.product')}
        hidden={!expanded || products.length === 0}
        className={`${POPUP} max-h-64 overflow-y-auto py-1`}
      >
        {products.map((product, index) => (
          <div
            key={product._id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(product._id);
            }}
          >
            {productName(product, locale)}
            {product.casNumber && <span className="ml-2 text-xs text-muted">{product.casNumber}</span>}
          </div>
        ))}
      </div>
      <p role="status" className={status ? `${POPUP} px-3 py-2 text-muted` : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}
