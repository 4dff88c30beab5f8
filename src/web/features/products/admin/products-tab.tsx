// The dashboard's Product Management tab: the whole catalogue in a searchable list with add, edit
// and delete (the same form and confirmation as on the catalogue).

import { ExternalLink, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { productPath } from '@/contract/product-slug';
import { EmptyState } from '@/web/components/empty-state';
import { IconButton } from '@/web/components/icon-button';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useProducts } from '../api/get-products';
import { useDeleteWithConfirm } from '../components/admin-product-actions';
import { StockBadge } from '../components/badges';
import { ProductImage } from '../components/product-image';
import { SearchBox } from '../components/search-box';
import { useProductText } from '../lib/localized-product';
import { useCardPriceText } from '../lib/use-price-text';
import ProductFormModal from './product-form-modal';

const PAGE_SIZE = 20;

type FormState = { open: false } | { open: true; productId: string | null };

export default function ProductsTab() {
  const { filter: q, filterBy, page, setPage } = useFilteredPages('');
  const [form, setForm] = useState<FormState>({ open: false });
  const products = useProducts({ q: q || undefined, page, limit: PAGE_SIZE });
  const { deleteProduct, isDeleting } = useDeleteWithConfirm();
  const { t } = useT();
  const format = useFormat();
  const priceText = useCardPriceText();
  const productText = useProductText();

  const pagination = products.data?.pagination;

  return (
    <section aria-label={t('product-admin.tab.label')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={q} onSearch={filterBy} />
        <button
          type="button"
          className="btn-primary w-fit"
          onClick={() => setForm({ open: true, productId: null })}
        >
          <Plus className="h-4 w-4" aria-hidden /> {t('product-admin.tab.add')}
        </button>
      </div>
      {pagination && (
        <p className="mt-3 text-sm text-muted">
          {t('product-admin.tab.count', { count: pagination.totalProducts })}
        </p>
      )}

      <PagedList
        query={products}
        loadingLabel={t('product-admin.tab.loading')}
        isEmpty={(data) => data.products.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title={q ? t('product-admin.tab.noMatches') : t('product-admin.tab.empty')}
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <ul
            className={`mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${dimmed}`}
          >
            {data.products.map((product) => (
              <li key={product._id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-md bg-slate-100">
                  <ProductImage
                    image={product.photo}
                    alt=""
                    sizes="80px"
                    className="h-full w-full object-cover"
                  />
                </div>
                {/* At least 9rem for the name and price: on a phone the badge and buttons wrap below. */}
                <div className="min-w-36 flex-1">
                  <p className="truncate font-medium text-slate-900">{product.name}</p>
                  <p className="truncate text-xs text-muted">
                    {[
                      productText.category(product.category),
                      product.casNumber && t('product-admin.tab.cas', { cas: product.casNumber }),
                      t('product-admin.tab.added', { date: format.date(product.createdAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-slate-700">{priceText(product).text}</p>
                </div>
                <StockBadge inStock={product.inStock} />
                <div className="flex gap-1">
                  <Link
                    to={productPath(product)}
                    className="btn-ghost p-2"
                    aria-label={t('product-admin.tab.view', { name: product.name })}
                  >
                    <ExternalLink className="h-4 w-4" />
                  </Link>
                  <IconButton
                    icon={Pencil}
                    label={t('product-admin.tab.edit', { name: product.name })}
                    className="btn-ghost p-2 text-brand-700"
                    onClick={() => setForm({ open: true, productId: product._id })}
                  />
                  <IconButton
                    icon={Trash2}
                    label={t('product-admin.tab.delete', { name: product.name })}
                    className="btn-ghost p-2 text-red-700"
                    disabled={isDeleting}
                    onClick={() => deleteProduct(product)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      {form.open && <ProductFormModal productId={form.productId} onClose={() => setForm({ open: false })} />}
    </section>
  );
}
