// Keeps <title>, description and social tags right as the visitor moves between pages. The texts come
// from the table the server renders the first load's head from (src/contract/pages.ts).
import { useEffect } from 'react';
import type { PageText } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import { localizePage } from '@/i18n/page-text';
import { useT } from '@/web/i18n';

export { pageTitle } from '@/contract/pages';

// Whether a page is indexed is left to the server's head: crawlers read it on each page's first load.
type Meta = Pick<PageText, 'title' | 'key'> & { description?: string; image?: string };

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
  const page = { title: englishTitle, description: englishDescription ?? COMPANY.description, key };
  const { title, description } = localizePage(page, locale, t, numerals);
  useEffect(() => {
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image]);
}
