// Keeps <title>, description and social tags right as the visitor moves between pages. The texts come
// from the table the server renders the first load's head from (src/contract/pages.ts). The titles'
// Bengali texts load when the visitor goes to another page: the server wrote the first page's head.
import { useEffect } from 'react';
import type { PageText } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import { localizePage } from '@/i18n/page-text';
import { useT } from '@/web/i18n';
import { loadPageTitles } from '@/web/i18n/catalogs';

export { pageTitle } from '@/contract/pages';

// Whether a page is indexed is left to the server's head: crawlers read it on each page's first load.
type Meta = Pick<PageText, 'title' | 'key'> & { description?: string; image?: string };

// The address the server rendered, until the visitor leaves it.
let firstAddress: string | null = typeof window === 'undefined' ? null : window.location.href;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** A page of the shared table (with its `key`) gets its texts in the page's language. */
export function usePageMeta({ key, image, title: englishTitle, description: englishDescription }: Meta) {
  const { t, locale, numerals } = useT();
  useEffect(() => {
    const onFirstAddress = window.location.href === firstAddress;
    if (!onFirstAddress) firstAddress = null;
    const page = { title: englishTitle, description: englishDescription ?? COMPANY.description, key };
    let current = true;
    const update = () => {
      if (!current) return;
      const { title, description } = localizePage(page, locale, t, numerals);
      const url = `${window.location.origin}${window.location.pathname}`;
      document.title = title;
      setMeta('name', 'description', description);
      setMeta('property', 'og:title', title);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:url', url);
      document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
      if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    };
    // A page of the table in another language than English reads the titles' catalog: on the address
    // the server rendered, its head says the same already. Should the titles not load, the head stays
    // as it was rather than show their keys.
    if (locale === 'en' || !key) update();
    else if (!onFirstAddress) loadPageTitles().then(update, () => undefined);
    return () => {
      current = false;
    };
  }, [key, englishTitle, englishDescription, image, locale, numerals, t]);
}
