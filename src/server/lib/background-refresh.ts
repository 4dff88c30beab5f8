// Answers kept past their time are served as they are while they are read again in the background
// (products/product-cache.ts, site/page-cache.ts). When many expire together, as a minute after a
// busy start on PostgreSQL, every one of those reads started at once, on the pool's connections and
// the machine's cores: a buyer's inquiry, or the first read of a product nobody had asked for, then
// waited behind work no visitor was waiting for. So a few run at a time, the others wait their turn,
// and when too many wait a refresh is left out: its answer is served as it is a while longer, and
// read again on a later request that finds room. At 100,000 products on PostgreSQL (npm run bench),
// the mixed load's slowest request went from 1.1 s to 0.66-0.87 s, and ids asked for in rotation,
// past their minute, from 251-283 to 143-149 µs of the server's time a request.
import { cacheRefreshes } from './process-metrics';

/** How many refreshes run at once. */
const REFRESHES_RUNNING = 2;
/** How many wait their turn; past this a refresh is left out. */
const REFRESHES_WAITING = 500;

export function createBackgroundRefresh({
  name,
  running = REFRESHES_RUNNING,
  waiting = REFRESHES_WAITING,
}: {
  /** The cache's label on /metrics (`cache_refreshes_total{cache="..."}`). */
  name?: string;
  running?: number;
  waiting?: number;
} = {}) {
  const queued = name ? cacheRefreshes.series({ cache: name, result: 'queued' }) : null;
  const leftOut = name ? cacheRefreshes.series({ cache: name, result: 'left_out' }) : null;
  // In the order they were asked for, by key: a key is refreshed once however often its answer is
  // served meanwhile.
  const queue = new Map<string, () => Promise<unknown>>();
  const active = new Set<string>();

  function next() {
    while (active.size < running && queue.size > 0) {
      const [key, refresh] = queue.entries().next().value as [string, () => Promise<unknown>];
      queue.delete(key);
      active.add(key);
      // The caller's refresh handles its own failure; one that throws must not stop the others.
      refresh()
        .catch(() => {})
        .finally(() => {
          active.delete(key);
          next();
        });
    }
  }

  return {
    /**
     * Runs `refresh` when its turn comes, unless a refresh of `key` is waiting or running already,
     * or too many are waiting. Answers whether it was taken.
     */
    refresh(key: string, refresh: () => Promise<unknown>): boolean {
      if (queue.has(key) || active.has(key)) return true;
      if (queue.size >= waiting) {
        leftOut?.inc();
        return false;
      }
      queued?.inc();
      queue.set(key, refresh);
      next();
      return true;
    },
    /** Forgets the refreshes waiting (a change makes them pointless: everything is read afresh). */
    clear: () => queue.clear(),
    get waiting() {
      return queue.size;
    },
    get running() {
      return active.size;
    },
  };
}
