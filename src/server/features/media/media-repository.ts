// Stored files (photos as WebP variants, PDF documents) in the media table. Files are shared by
// content: identical uploads of the same kind (one photo on two products, one picture as two people's
// avatar) are one asset. So a file goes only when nothing refers to it.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { media, productDocuments } from '@/server/db/schema';
import { mediaCacheFor } from './media-cache';

export type MediaWrite = typeof media.$inferInsert;

/** Stores the files; a key already stored holds the same bytes and is left as it is. */
export async function insertMedia(db: Database, rows: MediaWrite[]): Promise<void> {
  await db.insert(media).values(rows).onConflictDoNothing();
}

/** A stored file, from memory when it was read before (media-cache.ts). */
export async function findMedia(db: Database, key: string) {
  const cache = mediaCacheFor(db);
  const kept = cache.get(key);
  if (kept) return kept;
  const since = cache.generation();
  const [row] = await db
    .select({ data: media.data, contentType: media.contentType })
    .from(media)
    .where(eq(media.key, key));
  if (row) cache.set(key, row, since);
  return row ?? null;
}

/**
 * Whether a public product document is this file. A PDF is served under /media only then: an
 * on-request document's file goes out only through its mailed link (features/documents).
 */
export async function isPublicDocument(db: Database, asset: string): Promise<boolean> {
  const rows = await db
    .select({ asset: productDocuments.asset })
    .from(productDocuments)
    .where(and(eq(productDocuments.asset, asset), eq(productDocuments.access, 'public')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes the stored files of these assets unless a product (photo, additional photos, documents)
 * or an account (profile picture) still uses them. Called by remove-unused-media.ts, which tells
 * the caches.
 */
export async function deleteUnreferencedMedia(db: Database, assets: string[]): Promise<void> {
  const unique = [...new Set(assets)];
  if (unique.length === 0) return;
  const list = sql.join(
    unique.map((asset) => sql`${asset}`),
    sql`, `,
  );
  await db.execute(sql`
    delete from media
    where asset in (${list})
      and asset not in (
        select photo->>'asset' from products where photo->>'asset' in (${list})
        union all
        select photo_item->>'asset' from products, jsonb_array_elements(additional_photos) photo_item
          where photo_item->>'asset' in (${list})
        union all
        select asset from product_documents where asset in (${list})
        union all
        select profile_pic->>'asset' from users where profile_pic->>'asset' in (${list})
      )`);
}
