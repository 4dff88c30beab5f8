// Keeps <title>, description and social tags right as the visitor moves between pages. The server
// renders the same tags for the first load (src/server/features/site/page-meta.ts).
import { useEffect } from 'react';
import { COMPANY } from '@/contract/site';

type Meta = { title: string; description?: string; image?: string };

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function usePageMeta({ title, description = COMPANY.description, image }: Meta) {
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image]);
}

export const pageTitle = (name: string) => `${name} | ${COMPANY.shortName}`;
