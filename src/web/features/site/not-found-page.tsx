import { SearchX } from 'lucide-react';
import { NOT_FOUND_PAGE } from '@/contract/pages';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_PAGE);
  const { t } = useT();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <SearchX className="h-12 w-12 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('pages.notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.notFound.text')}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('pages.notFound.back')}
      </Link>
    </div>
  );
}
