// The one way a cache, or a copy of a setting kept in the process, learns that what it holds changed.
// The code that changes something calls `app.changes.publish(tx, change)` inside its transaction;
// every instance of the app then empties what that change makes stale, this one right after the
// commit (so the writer's next read is fresh), the others within moments of it.
//
// How a new cache joins: pick (or add, below) the kind of change that makes it stale, and register
// how it empties itself with `app.changes.subscribe(kind, handler)` where the cache is created. The
// handler gets the change, or `null` when changes of that kind may have been missed (this instance
// lost its connection to the others for a while): it then empties everything it holds. Writers
// publish that kind; nothing else (no hook matching URLs, no timer) is needed. A handler empties
// memory and does not wait for the database (on the tests' in-memory database it runs inside the
// writer's transaction); a change carries what a copy of a setting needs to be brought up to date.
//
// With a PostgreSQL server several instances may share the database: the change is sent to the
// others with pg_notify in the writing transaction, which PostgreSQL delivers only if it commits
// (change-listener.ts listens). On the embedded database this process is the only one, and the
// change goes no further.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type Database, poolOf, serverUrlOf } from '@/server/db/client';
import { changeSender } from './change-channel';
import { listenForChanges } from './change-listener';

export type { Change, ChangeKind } from './change';

import type { Change, ChangeKind } from './change';

const KINDS: ChangeKind[] = ['catalogue', 'pages', 'media', 'settings', 'staff'];

type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;
type Handler<K extends ChangeKind> = (change: ChangeOf<K> | null) => void | Promise<void>;

export type ChangeBus = ReturnType<typeof createChangeBus>;

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
}

/** A transaction's connection when it has one of its own from a pool (node-postgres), else null. */
function pooledClientOf(tx: Database): pg.PoolClient | null {
  const client = (tx as unknown as { session?: { client?: { release?: unknown } } }).session?.client;
  return client && typeof client.release === 'function' ? (client as pg.PoolClient) : null;
}

export function createChangeBus(options: {
  log: FastifyInstance['log'];
  /** Sends the change to the other instances, inside the writing transaction; absent when alone. */
  broadcast?: (tx: Database, change: Change) => Promise<void>;
  /** The pool the writers' transactions come from, whose releases mark their ends. */
  pool?: pg.Pool | null;
}) {
  const handlers = new Map<ChangeKind, ((change: Change | null) => void | Promise<void>)[]>();
  // Changes published in a transaction still open, by its connection: delivered here when the
  // connection goes back to the pool, which is after the commit (or the rollback, when delivering
  // does no harm). A read that began before is then refused by the caches' generation guards.
  const pending = new Map<pg.PoolClient, Change[]>();
  options.pool?.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    const changes = pending.get(client);
    if (!changes) return;
    pending.delete(client);
    for (const change of changes) void deliver(change);
  });

  /** Runs the change's handlers in the order they subscribed; one failing does not stop the rest. */
  async function deliver(change: Change | null, kind: ChangeKind = change!.kind) {
    for (const handler of handlers.get(kind) ?? []) {
      try {
        await handler(change);
      } catch (error) {
        options.log.error({ err: error, kind }, 'emptying a cache after a change failed');
      }
    }
  }

  return {
    subscribe<K extends ChangeKind>(kind: K, handler: Handler<K>) {
      // A handler is only ever given changes of its own kind (or null).
      const anyChange = handler as unknown as (change: Change | null) => void | Promise<void>;
      handlers.set(kind, [...(handlers.get(kind) ?? []), anyChange]);
    },
    /** Inside the writing transaction (or on the database itself for a single statement). */
    async publish(tx: Database, change: Change) {
      await options.broadcast?.(tx, change);
      const client = pooledClientOf(tx);
      if (client && options.pool) pending.set(client, [...(pending.get(client) ?? []), change]);
      // A single statement, already committed, or a transaction of the tests' in-memory database.
      else await deliver(change);
    },
    /** A change another instance made. */
    deliver: (change: Change) => deliver(change),
    /** After changes may have been missed: every cache empties everything. */
    async forgetEverything() {
      for (const kind of KINDS) await deliver(null, kind);
    },
  };
}

/**
 * `app.changes`. With a PostgreSQL server, one listening connection per instance (change-listener.ts);
 * closed with the app.
 */
export const changeBusPlugin = fp(
  async (app: FastifyInstance) => {
    const serverUrl = serverUrlOf(app.db);
    const sender = serverUrl ? changeSender() : null;
    const bus = createChangeBus({ log: app.log, broadcast: sender?.send, pool: poolOf(app.db) });
    app.decorate('changes', bus);
    if (!serverUrl || !sender) return;
    const listener = listenForChanges({
      url: serverUrl,
      log: app.log,
      instanceId: sender.instanceId,
      onChange: bus.deliver,
      onResync: bus.forgetEverything,
    });
    app.addHook('onReady', listener.start);
    app.addHook('onClose', () => listener.close());
  },
  { name: 'change-bus' },
);
