import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { NOT_FOUND_PAGE } from '@/contract/pages';
import { usePageMeta } from '@/web/lib/page-meta';

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_PAGE);
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <SearchX className="h-12 w-12 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-6">
        Back to products
      </Link>
    </div>
  );
}
