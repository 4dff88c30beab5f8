// The head of an admin page reached from the dashboard: the way back, the page's heading and a line
// on what it holds.
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/web/lib/router';

type Props = { back: { to: string; label: string }; title: string; intro: string };

export function AdminPageHeading({ back, title, intro }: Props) {
  return (
    <>
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm text-muted hover:text-slate-800">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-muted">{intro}</p>
    </>
  );
}
