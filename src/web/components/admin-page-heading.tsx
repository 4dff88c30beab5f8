import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/** An admin page's top: the way back to the dashboard, the page's one h1 and what the page is for. */
export function AdminPageHeading({ back, title, intro }: { back: string; title: string; intro: ReactNode }) {
  return (
    <>
      <BackLink to="/admin">{back}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-muted">{intro}</p>
    </>
  );
}
