// What a change bus message says changed (lib/change-bus.ts): kept apart from the bus, so the bus,
// its PostgreSQL channel and its listener all read it without importing each other.
import type { SiteSettings } from '@/contract/site-settings';

export type Change =
  /**
   * Products, their photos and documents, their reviews: the catalogue's answers and pages. With
   * `product`, the change is that one product's (made, edited, deleted): the other products' answers
   * stay true, while the lists, searches and pages may show it. With `onlyReviews` too, only its
   * reviews changed (their count and rating), which its own answer and page alone show. With
   * `inPlace`, it was edited but keeps its place in every list in the catalogue's order and every
   * count (its category and grades are as they were: a price, its stock, a photo, a document, its
   * words changed), and in every search unless `words` says otherwise; only what a list shows of it
   * may differ. With `words` (each once, space-separated: made, deleted or moved, those of its
   * search text before and after; edited in place, those its search text or name gained or lost), a
   * search none of whose words they hold is as it was (it neither found it nor finds it; or, in
   * place, it finds and ranks it as before), unless it searched a misspelt word's closest catalogue
   * words and the change brought words new to the catalogue (`newWords`); the products named alike
   * (a product's related products) are as they were unless its name changed (`renamed`). Without
   * `inPlace` (made, deleted, moved), every other list and count may differ.
   */
  | {
      kind: 'catalogue';
      product?: string;
      onlyReviews?: boolean;
      inPlace?: boolean;
      words?: string;
      newWords?: boolean;
      renamed?: boolean;
    }
  /** Anything else public pages show (job posts). */
  | { kind: 'pages' }
  /** Stored files deleted; `assets` null when too many to name. */
  | { kind: 'media'; assets: string[] | null }
  /** The admin's site settings (the digits Bengali pages write), as saved. */
  | { kind: 'settings'; settings: SiteSettings }
  /**
   * Who staff mail reaches and how (the staff recipients and sales address settings, the accounts'
   * roles, addresses and languages) and the round robin rule: what the public forms' writes read
   * before they write.
   */
  | { kind: 'staff' };
export type ChangeKind = Change['kind'];
