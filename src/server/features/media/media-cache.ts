// Stored files kept in memory, so a popular photo is not one bytea SELECT per request. A key's
// bytes never change (keys are content-derived), so an entry stays right until its file is deleted;
// a deletion publishes a 'media' change naming the assets (remove-unused-media.ts), which forgets
// them here on every instance (routes.ts subscribes). The cache is bounded by bytes and drops
// the least recently used files first. One cache per database, so two apps in one process (tests)
// never answer from each other's files.
import type { Database } from '@/server/db/client';
import { createLruStore } from '@/server/lib/lru-store';

export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;
// A file larger than this is served from the database each time rather than pushing out many others.
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type CachedMedia = { data: Buffer; contentType: string };

function createMediaCache(maxBytes: number) {
  const files = createLruStore<CachedMedia>({
    name: 'media',
    budget: maxBytes,
    sizeOf: (entry) => entry.data.length,
  });
  let generation = 0;
  return {
    generation: () => generation,
    get: files.get,
    /** Keeps a file read in generation `since`, unless a deletion happened in between. */
    set(key: string, entry: CachedMedia, since: number) {
      if (since !== generation || entry.data.length > MAX_FILE_BYTES) return;
      files.set(key, entry);
    },
    /** Forgets every file of these assets (a key is the asset, then its variant), or all files. */
    forget(assets: string[] | null) {
      generation++;
      if (!assets) return files.clear();
      for (const key of files.keys()) {
        if (assets.some((asset) => key.startsWith(asset))) files.delete(key);
      }
    },
    get bytes() {
      return files.used;
    },
  };
}

const caches = new WeakMap<object, ReturnType<typeof createMediaCache>>();

export function mediaCacheFor(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMediaCache(MEDIA_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}
