// The footer under every page. What it shows is fixed for a visit (the company's facts, in the first
// page's language and numerals, which change only with a full load), so on a page the server rendered
// the browser keeps the footer's HTML as it is and never loads or runs its code. React leaves alone
// the content of an element that sets its content as HTML (dangerouslySetInnerHTML): hydrating, it
// neither compares nor replaces it (suppressHydrationWarning quiets the development build's check),
// and it writes the HTML only when that changes, which this empty one never does. The footer's links
// still go through the app's navigation, by one listener on the block, as the router's links would.
// A page drawn in the browser alone (no server HTML) draws the footer with its code.
import { type MouseEvent, useState } from 'react';
import { lazyPart } from '@/web/lib/lazy-part';
import { useNavigate } from '@/web/lib/router';
import { useHydrated } from '@/web/lib/use-hydrated';

// Asked for when the reader comes near it (src/web/lib/lazy-part.ts); the server renders it at once.
const Footer = lazyPart(() => import('./footer').then((module) => module.Footer), 'approach');

/**
 * For the server, before it renders a page: the first page it renders after starting then draws the
 * footer as every later one does (with its code in, rather than through lazy(), which marks one range
 * more in the HTML and so gave the same page another ETag). The browser never loads the footer's code
 * for a page the server rendered.
 */
export const preloadFooter = () => Footer.preload();

const SERVED_HTML = { __html: '' };

export function SiteFooter() {
  const hydrating = !useHydrated();
  // Decided by the first render: the server's (which draws the footer) or the hydrating one.
  const [served] = useState(() => hydrating && typeof window !== 'undefined');
  const navigate = useNavigate();
  if (!served) return <Footer />;

  // What wouter's links do on a click: the app's own addresses are opened by the app (the absolute
  // address, "~", as the server wrote it with the language's prefix); anything else as the browser does.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.altKey ||
      event.shiftKey ||
      link.target ||
      link.hasAttribute('download') ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    navigate(`~${link.pathname}${link.search}${link.hash}`);
  };
  // The same element as the server's (the part's block around the footer), its content left as it is.
  // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the footer's links', delegated.
  // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click too.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty text, never written (see above).
  return <div onClick={followLink} dangerouslySetInnerHTML={SERVED_HTML} suppressHydrationWarning />;
}
