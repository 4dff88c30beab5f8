import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/lib/router';

const TONES = {
  /** The admin pages': quiet, above the page's title. */
  muted: 'text-muted hover:text-slate-800',
  /** The buyer's pages': the site's link colour. */
  brand: 'font-medium text-brand-700 hover:underline',
};

/** The link at a page's top back to the page it belongs under: an arrow and that page's name. */
export function BackLink({
  to,
  tone = 'muted',
  children,
}: {
  to: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm ${TONES[tone]}`}>
      <ArrowLeft className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}
