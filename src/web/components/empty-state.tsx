import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list's "nothing here". Its title is a heading one level below the list's section: h3 inside a
 * tab or section (the default), h2 when the list sits straight under the page's h1.
 */
export function EmptyState({
  icon: Icon,
  title,
  level = 3,
  children,
}: {
  icon: LucideIcon;
  title: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="h-10 w-10 text-muted" aria-hidden />
      <Heading className="mt-3 text-base font-semibold text-slate-800">{title}</Heading>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </div>
  );
}
