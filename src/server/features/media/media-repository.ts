// Stored files are shared by content: identical uploads of the same kind (one photo on two products,
// one picture as two people's avatar) are one asset. So a file goes only when nothing refers to it.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/**
 * Deletes the stored files of these assets unless a product (photo, additional photos, documents)
 * or an account (profile picture) still uses them.
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
        select doc->>'asset' from products, jsonb_array_elements(documents) doc
          where doc->>'asset' in (${list})
        union all
        select profile_pic->>'asset' from users where profile_pic->>'asset' in (${list})
      )`);
}
