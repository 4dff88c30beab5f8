import type { ReactNode } from 'react';

/**
 * A public page's opening: the small line above the title, the page's one h1, and below them the
 * page's introduction (`children`, its paragraph as the page writes it).
 */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {children}
    </header>
  );
}
