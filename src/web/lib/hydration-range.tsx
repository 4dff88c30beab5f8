// Where a part of a page may still be waiting for its code when the browser hydrates (a lazy part,
// a part hydrated in its own turn), the server marks its HTML as one range (<!--$s--> ... <!--/$s-->,
// Preact's markers of a suspended boundary): Preact then keeps the whole range as it is until the
// part is ready and hydrates it, where without them it keeps only the first element of the part and
// draws the rest anew. The browser renders no markers (its hydration steps over comments).
import { createElement, Fragment, type ReactNode } from 'react';

const onServer = typeof window === 'undefined';
// Preact's server renderer writes a Fragment's UNSTABLE_comment as an HTML comment.
const marker = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as never);

export function HydrationRange({ children }: { children: ReactNode }) {
  if (!onServer) return children;
  return createElement(Fragment, null, marker('$s'), children, marker('/$s'));
}
