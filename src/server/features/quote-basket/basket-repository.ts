// A signed-in buyer's quote basket, one JSON document per account (quote_baskets). What is stored was
// checked with the contract's rules; a product deleted since is dropped when the basket is read, and
// a grade and pack no longer offered leaves its line asking for the product alone.
import { eq } from 'drizzle-orm';
import { basketLineKey, type StoredQuoteBasket } from '@/contract/basket';
import type { Database } from '@/server/db/client';
import { quoteBaskets } from '@/server/db/schema';
import { findProductNames, findVariants } from '@/server/features/products';

const EMPTY: StoredQuoteBasket = { lines: [] };

/**
 * Only the lines whose product still exists, in their order, each naming a variant only while the
 * product is offered in it (a line that thereby repeats an earlier one goes).
 */
async function withExistingProducts(db: Database, basket: StoredQuoteBasket): Promise<StoredQuoteBasket> {
  const names = await findProductNames(
    db,
    basket.lines.map((line) => line.productId),
  );
  const variants = await findVariants(
    db,
    basket.lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  const seen = new Set<string>();
  const lines = basket.lines
    .filter((line) => names.has(line.productId))
    .map(({ variantId, ...line }) =>
      variantId && variants.get(variantId)?.productId === line.productId ? { ...line, variantId } : line,
    )
    .filter((line) => {
      const key = basketLineKey(line);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ...basket, lines };
}

export async function readBasket(db: Database, userId: string): Promise<StoredQuoteBasket> {
  const [row] = await db
    .select({ basket: quoteBaskets.basket })
    .from(quoteBaskets)
    .where(eq(quoteBaskets.userId, userId));
  return row ? withExistingProducts(db, row.basket) : EMPTY;
}

/** Replaces the account's basket (the client sends the whole basket each time) and answers it as stored. */
export async function saveBasket(
  db: Database,
  userId: string,
  basket: StoredQuoteBasket,
): Promise<StoredQuoteBasket> {
  const stored = await withExistingProducts(db, basket);
  await db
    .insert(quoteBaskets)
    .values({ userId, basket: stored })
    .onConflictDoUpdate({ target: quoteBaskets.userId, set: { basket: stored, updatedAt: new Date() } });
  return stored;
}
