// The head of a public information page (about, careers, contact): a small line naming the page,
// its heading and an introduction.
import type { ReactNode } from 'react';

type Props = { eyebrow: string; heading: ReactNode; children: ReactNode };

export function PageHeading({ eyebrow, heading, children }: Props) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{children}</p>
    </header>
  );
}
