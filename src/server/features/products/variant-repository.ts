// A product's variants (grade + pack). Read with their products, written with them in one
// transaction: rows the form kept are updated in place, so inquiry and quotation lines that name a
// variant keep naming it; rows it dropped are deleted (those lines keep their label, migration 0017).
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { VariantValues } from '@/contract/variants';
import type { Database } from '@/server/db/client';
import { productVariants } from '@/server/db/schema';

export type VariantRow = typeof productVariants.$inferSelect;

/** Each product's variants in their order; products without any are absent from the map. */
export async function listVariants(db: Database, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const found = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row]);
  return found;
}

export async function findVariant(db: Database, productId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.id, variantId)));
  return row ?? null;
}

/** The variants with these ids, by id (ids of no variant are absent). */
export async function findVariants(db: Database, ids: string[]): Promise<Map<string, VariantRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(productVariants).where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const columns = (values: VariantValues, position: number) => ({
  position,
  grade: values.grade,
  purity: values.purity,
  packQuantity: values.packQuantity,
  packUnit: values.packUnit,
  container: values.container,
  priceMin: values.price.minValue,
  priceMax: values.price.maxValue,
  currency: values.price.currency,
  priceUnit: values.price.unit,
  contactForPrice: values.price.contactForPrice,
  moq: values.moq,
  moqUnit: values.moqUnit,
  stock: values.stock,
});

/**
 * Makes the product's variants these rows, in this order. A row naming one of the product's
 * variants updates it; any other row is a new variant (an id from another product is not taken).
 */
export async function replaceVariants(
  db: Database,
  productId: string,
  rows: VariantValues[],
): Promise<VariantRow[]> {
  const current = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const currentIds = new Set(current.map((row) => row.id));
  const kept = rows.flatMap((row) => (row.id && currentIds.has(row.id) ? [row.id] : []));
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  const saved: VariantRow[] = [];
  for (const [position, row] of rows.entries()) {
    if (row.id && currentIds.has(row.id)) {
      const [updated] = await db
        .update(productVariants)
        .set({ ...columns(row, position), updatedAt: new Date() })
        .where(eq(productVariants.id, row.id))
        .returning();
      saved.push(updated);
    } else {
      const [inserted] = await db
        .insert(productVariants)
        .values({ productId, ...columns(row, position) })
        .returning();
      saved.push(inserted);
    }
  }
  return saved;
}
