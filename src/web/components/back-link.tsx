// Above a page's heading: the way back to the list or screen it was opened from.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/lib/router';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted hover:text-slate-800">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}
