// The catalogue (route /): search, category and grade filters kept in the address so a search can be
// shared, product cards, 12 skeletons while loading, the spec's empty states and, for admins, add,
// edit and delete (the form's code loads only when an admin opens it).
import { PackageSearch, Plus, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PAGES } from '@/contract/pages';
import { CATALOGUE_PAGE_SIZE, PRODUCT_TEXT } from '@/contract/product-rules';
import { gradeParam } from '@/contract/variant-rules';
import { gradeKey } from '@/i18n/units';
import { EmptyState } from '@/web/components/empty-state';
import { Pagination } from '@/web/components/pagination';
import { useSession } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { InTurn } from '@/web/lib/in-turn';
import { usePageMeta } from '@/web/lib/page-meta';
import { useSearchParams } from '@/web/lib/router';
import { usePageInRange } from '@/web/lib/use-page-in-range';
import { useProducts } from './api/get-products';
import { CategoryFilter } from './components/category-filter';
import { GradeFilter } from './components/grade-filter';
import { ProductCard, ProductCardSkeleton } from './components/product-card';
import { SearchBox } from './components/search-box';
import { WelcomeBanner } from './components/welcome-banner';
import { useProductText } from './lib/localized-product';

// An admin's edit and delete buttons on the cards (with the confirmation and the delete call) load
// only for an admin, after the session check: a visitor's catalogue never downloads them.
const AdminProductActions = lazy(() =>
  import('./components/admin-product-actions').then((module) => ({ default: module.AdminProductActions })),
);

const ProductFormModal = lazy(() => import('./admin/product-form-modal'));

/** Closed, or open on a new product (null) or on the id of the product being edited. */
type FormState = { open: false } | { open: true; productId: string | null };

export default function CataloguePage() {
  usePageMeta(PAGES['/']);
  const { t, msg } = useT();
  const productText = useProductText();
  const { status, isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const grade = gradeParam(params.get('grade'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [form, setForm] = useState<FormState>({ open: false });

  const products = useProducts({
    q: q || undefined,
    category: category || undefined,
    grade: grade || undefined,
    page,
    limit: CATALOGUE_PAGE_SIZE,
  });
  const list = products.data?.products ?? [];
  const pagination = products.data?.pagination;
  const filtered = Boolean(q || category || grade);

  useEffect(() => {
    if (q) trackEvent('search', { search_term: q });
  }, [q]);

  const resultsTop = useRef<HTMLDivElement>(null);
  const change = (next: { q?: string; category?: string; grade?: string; page?: number }, replace = true) => {
    const merged = { q, category, grade, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.category) search.set('category', merged.category);
    if (merged.grade) search.set('grade', merged.grade);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace, preventScrollReset: true });
  };
  // A page past the end (an old link, the last product on it deleted) steps back to the last page.
  const replacePage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (next > 1) search.set('page', String(next));
          else search.delete('page');
          return search;
        },
        { replace: true },
      ),
    [setParams],
  );
  usePageInRange(page, products.isPlaceholderData ? undefined : pagination?.totalPages, replacePage);

  const goToPage = (next: number) => {
    change({ page: next }, false);
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="container-page py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('catalogue.list.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('catalogue.list.intro')}</p>
        </div>
        {isAdmin && (
          <button
            type="button"
            className="btn-primary w-fit"
            onClick={() => setForm({ open: true, productId: null })}
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('catalogue.list.addProduct')}
          </button>
        )}
      </header>

      <InTurn>
        <div ref={resultsTop} className="mt-6 flex scroll-mt-20 flex-col gap-3 sm:flex-row">
          <SearchBox value={q} onSearch={(text) => change({ q: text })} />
          <CategoryFilter value={category} onChange={(value) => change({ category: value })} />
          <GradeFilter value={grade} onChange={(value) => change({ grade: value })} />
        </div>
      </InTurn>

      {pagination && (
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          {t('catalogue.list.count', { count: pagination.totalProducts })}
          {q && t('catalogue.list.matching', { q })}
          {category && t('catalogue.list.inCategory', { category: productText.category(category) })}
          {grade && t('catalogue.list.inGrade', { grade: t(gradeKey(grade)) })}
        </p>
      )}

      <div className="mt-4">
        {products.isPending ? (
          <ProductGrid>
            {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <ProductCardSkeleton key={i} />
            ))}
          </ProductGrid>
        ) : products.isError && !products.data ? (
          <div className="card flex flex-col items-center gap-3 p-10 text-center text-slate-600">
            {msg(PRODUCT_TEXT.fetchListFailed)}
            <button type="button" className="btn-secondary" onClick={() => products.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden /> {t('catalogue.tryAgain')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="space-y-6">
            <EmptyState
              icon={PackageSearch}
              level={2}
              title={msg(filtered ? PRODUCT_TEXT.noMatches : PRODUCT_TEXT.emptyCatalogue)}
            >
              {filtered ? (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  onClick={() => change({ q: '', category: '', grade: '' })}
                >
                  {t('catalogue.list.clearSearch')}
                </button>
              ) : isAdmin ? (
                t('catalogue.list.addFirst')
              ) : (
                t('catalogue.list.checkBackSoon')
              )}
            </EmptyState>
            {!filtered && status === 'anonymous' && <WelcomeBanner />}
          </div>
        ) : (
          <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {/* The first card's photo alone is asked for first and at high priority: it is what the
                first paint is measured by (the cards are the same size). The next three, asked for
                at the same time, took a fifth of a slow phone's connection from the Bengali font
                the first paint waits for (/bn: 0.97 s instead of 1.14 on the bench's phone). */}
            <ProductGrid>
              {list.map((product, index) => (
                <InTurn key={product._id}>
                  <ProductCard
                    product={product}
                    priority={index === 0}
                    actions={
                      isAdmin && (
                        <Suspense fallback={null}>
                          <AdminProductActions
                            product={product}
                            onEdit={() => setForm({ open: true, productId: product._id })}
                          />
                        </Suspense>
                      )
                    }
                  />
                </InTurn>
              ))}
            </ProductGrid>
            {pagination && (
              <Pagination
                currentPage={pagination.currentPage}
                totalPages={pagination.totalPages}
                onChange={goToPage}
              />
            )}
          </div>
        )}
      </div>

      {isAdmin && form.open && (
        <Suspense fallback={null}>
          <ProductFormModal productId={form.productId} onClose={() => setForm({ open: false })} />
        </Suspense>
      )}
    </div>
  );
}

function ProductGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">{children}</div>;
}
