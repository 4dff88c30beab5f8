// The rate limits' counters in the database (rate-limit-repository.ts), so that several app
// instances on one PostgreSQL server give a client the same limit as one instance would: a store for
// @fastify/rate-limit (its `store` option). Used with a PostgreSQL server only: the embedded
// database has this one process, whose counters in memory are already all of them, for free.
//
// When the database cannot count a hit, a limited write (signing in or up, a password reset, an
// inquiry, a message, a review) is refused with 503 rather than let through unlimited: it would fail
// on the same database anyway, and a password guesser must not gain from an outage. A limited read
// (`skipOnError: true` in its route's limit, as the tracking page has) is let through.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import type { Database } from '@/server/db/client';
import { HttpError } from './http-error';
import { countHit, deleteEndedWindows } from './rate-limit-repository';

const CLEAN_EVERY_MS = 10 * 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
// What `child` is given at run time: the route's limit settings, with the route as `routeInfo`.
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

export function databaseRateLimitStore(db: Database, log: FastifyBaseLogger) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // Each limited route counts apart: its hits are keyed by the route as well as the client. (The
    // plugin makes the first store with its settings, and each route's with `child`.)
    private readonly route: string;
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${this.route}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error) => {
          log.error({ err: error }, 'the rate-limit store could not count a request');
          callback(new HttpError(503, SERVER_MESSAGES.internalError));
        },
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (options as unknown as RouteInfo).routeInfo ?? {};
      return new DatabaseRateLimitStore(url ? `${[method].flat().join(',')} ${url}` : 'keyed');
    }
  };
}

/** Deletes ended windows now and then; answers the function that stops it. */
export function cleanRateLimitsPeriodically(db: Database, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    deleteEndedWindows(db).catch((error) =>
      log.warn({ err: error }, 'deleting ended rate-limit windows failed'),
    );
  }, CLEAN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
