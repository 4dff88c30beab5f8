import type { ReactNode } from 'react';

/** A content page's opening: a small line above, the page's heading, and (children) its introduction. */
export function PageHeader({
  eyebrow,
  heading,
  children,
}: {
  eyebrow: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      {children}
    </header>
  );
}
