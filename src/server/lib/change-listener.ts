// The one connection per instance that listens for the other instances' changes (change-bus.ts).
// When it is lost (a database restart, a failover, an administrator ending it) it is opened again,
// waiting a little longer after each failure; changes sent meanwhile were missed, so once it listens
// again every cache is emptied.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Change } from './change';
import { CHANGE_CHANNEL, decodeChange } from './change-channel';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export function listenForChanges(options: {
  url: string;
  log: FastifyBaseLogger;
  instanceId: string;
  onChange: (change: Change) => unknown;
  /** After a reconnection: changes may have been missed. */
  onResync: () => unknown;
}) {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    // An 'error' without a listener would end the process; 'end' follows it and reconnects.
    next.on('error', (error) => options.log.warn({ err: error }, 'the change listener lost its connection'));
    next.on('notification', (message) => {
      const change = decodeChange(message.payload, options.instanceId);
      if (change) void options.onChange(change);
    });
    next.once('end', () => {
      if (client !== next || closed) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    try {
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(async () => {
      try {
        await connect();
        if (closed) return;
        options.log.info('the change listener is listening again; every cache is emptied');
        await options.onResync();
      } catch (error) {
        options.log.warn({ err: error, retryMs }, 'the change listener could not reconnect');
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  }

  return {
    /** Settles once the first connection listens (the app is not ready before). */
    start: connect,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
