// Products by name for the features that quote them (inquiries, quotations, the quote basket): a line
// keeps the name it was asked or quoted under.
import { inArray } from 'drizzle-orm';
import { productName } from '@/contract/localized-product';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { products } from '@/server/db/schema';

/** The names of those of the products that exist, by id, in `locale` (English where none is given). */
export async function findProductNames(
  db: Database,
  ids: readonly string[],
  locale: Locale = 'en',
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, nameBn: products.nameBn })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, productName(row, locale)]));
}
