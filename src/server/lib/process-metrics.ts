// What /metrics reports about the process as a whole, whichever app in it is asked: Node's own
// figures (event-loop lag, memory, CPU, garbage collection, from prom-client's default metrics) and
// the in-memory caches' hits and misses, counted where every cache looks up (lru-store.ts). Each
// app's own figures (requests, outbox, database pool) live in its own registry
// (features/operations/metrics.ts).
import { collectDefaultMetrics, Registry } from 'prom-client';
import { SeriesCounter } from './series-metrics';

export const processRegistry = new Registry();

/** Lookups in each named cache (`cache`: product-detail, html-page, media, ...), by `result`. */
export const cacheLookups = new SeriesCounter(
  'cache_lookups_total',
  'Lookups in the in-memory caches, by cache and result (hit or miss)',
  [processRegistry],
);

/**
 * Answers past their time read again in the background (background-refresh.ts), by `result`:
 * `queued`, or `left_out` when too many were waiting (the old answer is served a while longer).
 */
export const cacheRefreshes = new SeriesCounter(
  'cache_refreshes_total',
  'Expired cache answers queued to be read again in the background, or left out when too many waited',
  [processRegistry],
);

let collecting = false;

/** Starts Node's figures once per process (the event-loop monitor samples every 10 ms). */
export function collectProcessMetrics() {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register: processRegistry });
}
