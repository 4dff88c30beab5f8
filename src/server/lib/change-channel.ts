// How a change travels between instances sharing a PostgreSQL server: a NOTIFY on one channel,
// its payload the change as JSON with the sending instance's id (an instance has delivered its own
// changes already and skips them when they come back).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Change } from './change';

export const CHANGE_CHANNEL = 'catalogue_changes';
// PostgreSQL refuses a payload of 8,000 bytes or more: a longer list of files is sent as "all files",
// a product edit with more words than fit as an edit of everything it may change.
const MAX_PAYLOAD = 7_000;

type Message = { from: string; change: Change };

export function encodeChange(from: string, change: Change): string {
  const payload = JSON.stringify({ from, change } satisfies Message);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD) return payload;
  if (change.kind === 'media') return encodeChange(from, { kind: 'media', assets: null });
  if (change.kind === 'catalogue' && change.words !== undefined)
    return encodeChange(from, { kind: 'catalogue', product: change.product });
  return payload;
}

/** The change in a notification, or null for one this instance sent or cannot read. */
export function decodeChange(payload: string | undefined, self: string): Change | null {
  try {
    const message = JSON.parse(payload ?? '') as Message;
    return message.from === self ? null : message.change;
  } catch {
    return null;
  }
}

/** A sender of this instance's changes, with the id its notifications carry. */
export function changeSender() {
  const instanceId = randomUUID();
  return {
    instanceId,
    /** Queued in the transaction: PostgreSQL delivers it to the listeners when, and if, it commits. */
    async send(tx: Database, change: Change) {
      await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${encodeChange(instanceId, change)})`);
    },
  };
}
