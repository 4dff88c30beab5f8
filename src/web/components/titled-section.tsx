import type { ReactNode } from 'react';

const TITLE_SIZES = {
  base: 'text-base font-semibold text-slate-900',
  lg: 'text-lg font-semibold text-slate-900',
  /** A section straight under the page's h1 rather than a card. */
  xl: 'text-xl font-bold text-slate-900',
};

/** A section named by its h2 (aria-labelledby, so a screen reader's list of regions shows the title). */
export function TitledSection({
  id,
  title,
  className,
  size = 'lg',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  className: string;
  size?: keyof typeof TITLE_SIZES;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={TITLE_SIZES[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
