// The embedded database's own thread. PGlite runs PostgreSQL in WebAssembly on the thread that
// calls it, so on the server's main thread every query stopped HTTP work (and accepting new
// connections) until it finished. Here it answers the PostgreSQL wire protocol over a message
// port: the main thread talks to it with node-postgres, as to a PostgreSQL server.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, forwardFsyncToDisk } from './pglite-options';

export type WorkerRequest = { type: 'data'; bytes: Uint8Array } | { type: 'disconnect' } | { type: 'close' };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'failed'; message: string }
  | { type: 'closed'; fsyncs: number };

const { pgdata, memory, wasmFlags } = workerData as { pgdata: string; memory: string[]; wasmFlags: string[] };
// Read when PGlite's WebAssembly is compiled, in PGlite.create below (client.ts says why).
for (const flag of wasmFlags) v8.setFlagsFromString(flag);
const port = parentPort!;

let pending = Buffer.alloc(0);
let startedUp = false;
let fsyncs = 0;
// From the last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' in a failed one.
let transactionStatus = 'I';

/** Complete protocol messages at the front of `pending`: the startup packet has no type byte. */
function takeMessages(): Buffer[] {
  const taken: Buffer[] = [];
  for (;;) {
    if (!startedUp) {
      if (pending.length < 4) break;
      const length = pending.readInt32BE(0);
      if (pending.length < length) break;
      taken.push(pending.subarray(0, length));
      pending = pending.subarray(length);
      startedUp = true;
      continue;
    }
    let end = 0;
    while (pending.length >= end + 5) {
      const next = end + 1 + pending.readInt32BE(end + 1);
      if (pending.length < next) break;
      end = next;
    }
    if (end > 0) {
      taken.push(pending.subarray(0, end));
      pending = pending.subarray(end);
    }
    break;
  }
  return taken;
}

async function main() {
  const db = await PGlite.create({
    dataDir: pgdata,
    extensions: { pg_trgm },
    startParams: [...DURABLE_START_PARAMS, ...memory],
  });
  forwardFsyncToDisk(db, () => fsyncs++);

  port.on('message', (request: WorkerRequest) => {
    if (request.type === 'data') {
      pending = pending.length ? Buffer.concat([pending, request.bytes]) : Buffer.from(request.bytes);
      // All complete messages of a chunk go through PostgreSQL in one call and answer in one reply.
      const answers = takeMessages().map((message) => db.execProtocolRawSync(message));
      const total = answers.reduce((sum, answer) => sum + answer.length, 0);
      if (total === 0) return;
      const last = answers.at(-1)!;
      if (last.length >= 6 && last[last.length - 6] === 0x5a) {
        transactionStatus = String.fromCharCode(last[last.length - 1]);
      }
      const bytes = new Uint8Array(total);
      let offset = 0;
      for (const answer of answers) {
        bytes.set(answer, offset);
        offset += answer.length;
      }
      port.postMessage({ type: 'data', bytes } satisfies WorkerReply, [bytes.buffer]);
    } else if (request.type === 'disconnect') {
      // A connection that ends inside a transaction must not leave it open for the next one.
      if (transactionStatus !== 'I') db.execProtocolRawSync(simpleQuery('rollback'));
      transactionStatus = 'I';
      pending = Buffer.alloc(0);
      startedUp = false;
    } else if (request.type === 'close') {
      void db.close().then(
        () => port.postMessage({ type: 'closed', fsyncs } satisfies WorkerReply),
        (error: Error) => port.postMessage({ type: 'failed', message: error.message } satisfies WorkerReply),
      );
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
}

/** A simple-protocol Query message. */
function simpleQuery(text: string) {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

main().catch((error: Error) => {
  port.postMessage({ type: 'failed', message: error.stack ?? error.message } satisfies WorkerReply);
});
