import type { ReactNode } from 'react';

/** A section named by its h2 (aria-labelledby, so a screen reader's list of regions shows the title). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = 'text-lg font-semibold text-slate-900',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
