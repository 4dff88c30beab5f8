// What the page renderer (src/web/entry-server.tsx, built into dist/ssr) answers the server
// (src/server/features/site/page-renderer.ts) for an address: the one type both sides read.

/**
 * A picture a page draws first (a product's photo, the catalogue's first card), as its <img> asks
 * for it.
 */
export type PriorityPicture = { src: string; srcset?: string; sizes?: string };

export type Rendered =
  | {
      kind: 'page';
      html: string;
      state: string;
      /** The page's code and its words, for the server to preload with its HTML. */
      modules: string[];
      /** The pictures the page draws first, for the server to preload. */
      pictures: PriorityPicture[];
    }
  | { kind: 'redirect'; location: string; status: number }
  /** A page the browser renders itself (admin, account, secret links). */
  | { kind: 'client' };
