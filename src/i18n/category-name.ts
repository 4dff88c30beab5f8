// A product category in the reader's language. The company's own categories (src/contract/site.ts)
// have their names in the `common` catalogs, which every page, the server's JSON-LD and the mails
// have; a category an admin typed that is not one of them stays as written.
import { COMPANY } from '@/contract/site';
import type { MessageId, MessageValues } from './message-id';

type Translate = (id: MessageId, values?: MessageValues) => string;

type CompanyCategory = (typeof COMPANY.categories)[number];

const isCompanyCategory = (category: string): category is CompanyCategory =>
  (COMPANY.categories as readonly string[]).includes(category);

export const categoryKey = (category: CompanyCategory) =>
  `common.category.${category}` as const satisfies MessageId;

export const categoryName = (category: string, t: Translate): string =>
  isCompanyCategory(category) ? t(categoryKey(category)) : category;
