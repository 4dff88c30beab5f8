// The pictures a page draws first (a product's photo, the catalogue's first card), gathered while
// the server renders the page: the server preloads them at the top of the page's head, ahead of its
// scripts, so that a phone asks for them first. The browser gathers nothing (the page is already
// there).
import { createContext, useContext } from 'react';
import type { PriorityPicture } from '@/contract/rendered-page';

export const PriorityPictures = createContext<PriorityPicture[] | null>(null);

/** Adds a picture drawn with high priority to the page's list, when a server rendering keeps one. */
export function useGatherPriorityPicture(picture: PriorityPicture | null) {
  const gathered = useContext(PriorityPictures);
  if (gathered && picture && !gathered.some(({ src }) => src === picture.src)) gathered.push(picture);
}
