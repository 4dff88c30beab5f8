// /documents: every product's documents (SDS, TDS, certificates of analysis), searchable by product,
// CAS number (and UN number) and filtered by type and language. A public document downloads at once;
// an on-request one opens the request form (also when the address names it: ?request={id}).
import { Download, FileText, Mail, Search } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { ProductDocument } from '@/contract/documents';
import { DOCUMENT_KINDS } from '@/contract/enums';
import { productName } from '@/contract/localized-product';
import { PAGES } from '@/contract/pages';
import { LOCALES } from '@/i18n/locales';
import { DOCUMENT_KIND_KEYS, DOCUMENT_LANGUAGE_KEYS } from '@/web/components/document-name';
import { EmptyState } from '@/web/components/empty-state';
import { Pagination } from '@/web/components/pagination';
import { Spinner } from '@/web/components/spinner';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { useEarlyTap } from '@/web/lib/early-tap';
import { InTurn } from '@/web/lib/in-turn';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useSearchParams } from '@/web/lib/router';
import { useDocuments } from './api/get-documents';
import { listQuery } from './list-query';

const loadRequestForm = () => import('./components/document-request-modal');
const DocumentRequestModal = lazy(() =>
  loadRequestForm().then((module) => ({ default: module.DocumentRequestModal })),
);

export default function DocumentsPage() {
  usePageMeta(PAGES['/documents']);
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const query = listQuery(params);
  const documents = useDocuments(query);
  const requested = params.get('request');
  const [asking, setAsking] = useState<ProductDocument | null>(null);
  const askingFor =
    asking ?? (requested ? (documents.data?.documents.find((doc) => doc._id === requested) ?? null) : null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'kind', 'language']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const closeRequest = () => {
    setAsking(null);
    if (requested) {
      const next = new URLSearchParams(params);
      next.delete('request');
      setParams(next, { replace: true });
    }
  };

  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('pages.documents.heading')}</h1>
        <p className="mt-3 text-slate-600">{t('pages.documents.intro')}</p>
      </header>

      {/* The search and the list are hydrated each in a turn of their own (in-turn.tsx). */}
      <InTurn>
        <form method="get" onSubmit={search} className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
          <label className="relative">
            <span className="sr-only">{t('pages.documents.searchLabel')}</span>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              key={query.q ?? ''}
              className="input h-11 pl-10"
              placeholder={t('pages.documents.searchPlaceholder')}
            />
          </label>
          <select
            name="kind"
            defaultValue={query.kind ?? ''}
            key={`k${query.kind}`}
            className="input h-11"
            aria-label={t('pages.documents.kindLabel')}
          >
            <option value="">{t('pages.documents.allKinds')}</option>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(DOCUMENT_KIND_KEYS[kind])}
              </option>
            ))}
          </select>
          <select
            name="language"
            defaultValue={query.language ?? ''}
            key={`l${query.language}`}
            className="input h-11"
            aria-label={t('pages.documents.languageLabel')}
          >
            <option value="">{t('pages.documents.allLanguages')}</option>
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {t(DOCUMENT_LANGUAGE_KEYS[language])}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-primary h-11">
            {t('pages.documents.search')}
          </button>
        </form>
      </InTurn>

      <div className="mt-8">
        <InTurn>
          {documents.isPending ? (
            <Spinner label={t('pages.documents.loading')} className="py-16" />
          ) : !documents.data || documents.data.documents.length === 0 ? (
            <EmptyState icon={FileText} title={t('pages.documents.none')} level={2} />
          ) : (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {documents.data.documents.map((doc) => (
                  <DocumentRow key={doc._id} doc={doc} onRequest={() => setAsking(doc)} />
                ))}
              </ul>
              <div className="mt-6">
                <Pagination
                  currentPage={documents.data.pagination.currentPage}
                  totalPages={documents.data.pagination.totalPages}
                  onChange={(page) => {
                    const next = new URLSearchParams(params);
                    next.set('page', String(page));
                    setParams(next);
                  }}
                />
              </div>
            </>
          )}
        </InTurn>
      </div>

      {askingFor && (
        <Suspense fallback={null}>
          <DocumentRequestModal document={askingFor} onClose={closeRequest} />
        </Suspense>
      )}
    </div>
  );
}

function DocumentRow({ doc, onRequest }: { doc: ProductDocument; onRequest: () => void }) {
  const { t, locale } = useT();
  const format = useFormat();
  const requestProps = useEarlyTap(`document-${doc._id}`, onRequest);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <FileText className="hidden h-8 w-8 shrink-0 text-red-600 sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {t(DOCUMENT_KIND_KEYS[doc.kind])}{' '}
          <span className="text-sm font-normal text-muted">({t(DOCUMENT_LANGUAGE_KEYS[doc.language])})</span>
        </p>
        <p className="text-sm text-slate-700">
          <Link href={doc.productPath} className="text-brand-700 underline-offset-2 hover:underline">
            <EnglishFragment>
              {productName({ name: doc.productName, nameBn: doc.productNameBn }, locale)}
            </EnglishFragment>
          </Link>
          {doc.casNumber && <span className="text-muted"> · CAS {doc.casNumber}</span>}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t('pages.documents.revised', { date: format.date(doc.revisionDate) })}
          {!doc.current && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              {t('pages.documents.superseded')}
            </span>
          )}
        </p>
      </div>
      {doc.url ? (
        <a href={doc.url} className="btn-secondary shrink-0" download>
          <Download className="h-4 w-4" aria-hidden />
          {t('pages.documents.download')}
        </a>
      ) : (
        <button
          type="button"
          className="btn-primary shrink-0"
          onPointerEnter={loadRequestForm}
          onFocus={loadRequestForm}
          {...requestProps}
        >
          <Mail className="h-4 w-4" aria-hidden />
          {t('pages.documents.request')}
        </button>
      )}
    </li>
  );
}
