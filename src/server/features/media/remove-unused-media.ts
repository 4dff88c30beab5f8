// Removing stored files nothing refers to any more, and telling every instance's media cache, in
// one transaction: a deleted photo is not served from memory after the deletion is answered.
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';
import { deleteUnreferencedMedia } from './media-repository';

export async function removeUnusedMedia(tx: Database, changes: ChangeBus, assets: string[]): Promise<void> {
  const unique = [...new Set(assets)];
  if (unique.length === 0) return;
  await deleteUnreferencedMedia(tx, unique);
  await changes.publish(tx, { kind: 'media', assets: unique });
}
