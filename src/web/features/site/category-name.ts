import type { MessageId } from '@/i18n/message-id';

/** The key of one of the company's product categories (src/contract/site.ts) in the `pages` catalogs. */
export const categoryKey = (category: string) => `pages.category.${category}` as MessageId;
