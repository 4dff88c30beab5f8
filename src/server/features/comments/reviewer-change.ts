// A registered reviewer is shown under their account's current name (comment-repository.ts), so
// renaming or deleting the account changes the products it reviewed, and nothing else. Each is
// published as a change to that product's reviews (lib/change.ts): the caches forget those products'
// answers and pages alone. Emptying every cache instead, on any buyer's rename, threw away every
// search and the whole catalogue read ahead, and let anyone with an account do that at will. An
// account that reviewed more products than MOST_NAMED publishes one change of everything.
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';

const MOST_NAMED = 50;

/**
 * Publishes, inside the writing transaction, that the reviewer named on `products` changed: the
 * account's `productsReviewedBy`, read before a deletion (which unlinks its reviews).
 */
export async function publishReviewerChange(tx: Database, changes: ChangeBus, products: string[]) {
  if (products.length > MOST_NAMED) return changes.publish(tx, { kind: 'catalogue' });
  for (const product of products)
    await changes.publish(tx, { kind: 'catalogue', product, onlyReviews: true });
}
