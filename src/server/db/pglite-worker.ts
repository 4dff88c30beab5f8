// The embedded database's own thread. PGlite runs PostgreSQL in WebAssembly on the thread that
// calls it, so on the server's main thread every query stopped HTTP work (and accepting new
// connections) until it finished. Here it answers the PostgreSQL wire protocol over a message
// port: the main thread talks to it with node-postgres, as to a PostgreSQL server, over several
// connections that share its one session.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, forwardFsyncToDisk } from './pglite-options';
import { SharedSession } from './pglite-sessions';
import { PLANNER_START_PARAMS } from './planner-settings';

export type WorkerRequest =
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'disconnect'; connection: number }
  | { type: 'close' };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'failed'; message: string }
  | { type: 'closed'; fsyncs: number };

const { pgdata, memory, wasmFlags } = workerData as { pgdata: string; memory: string[]; wasmFlags: string[] };
// Read when PGlite's WebAssembly is compiled, in PGlite.create below (client.ts says why).
for (const flag of wasmFlags) v8.setFlagsFromString(flag);
const port = parentPort!;
let fsyncs = 0;

async function main() {
  const db = await PGlite.create({
    dataDir: pgdata,
    extensions: { pg_trgm },
    startParams: [...DURABLE_START_PARAMS, ...PLANNER_START_PARAMS, ...memory],
  });
  forwardFsyncToDisk(db, () => fsyncs++);

  // The main thread's connections share the one session (pglite-sessions.ts says how).
  const session = new SharedSession(
    (messages) => db.execProtocolRawSync(messages),
    (connection, bytes) =>
      port.postMessage({ type: 'data', connection, bytes } satisfies WorkerReply, [
        bytes.buffer as ArrayBuffer,
      ]),
  );
  port.on('message', (request: WorkerRequest) => {
    if (request.type === 'data') session.receive(request.connection, request.bytes);
    else if (request.type === 'disconnect') session.disconnect(request.connection);
    else if (request.type === 'close') {
      void db.close().then(
        () => port.postMessage({ type: 'closed', fsyncs } satisfies WorkerReply),
        (error: Error) => port.postMessage({ type: 'failed', message: error.message } satisfies WorkerReply),
      );
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
}

main().catch((error: Error) => {
  port.postMessage({ type: 'failed', message: error.stack ?? error.message } satisfies WorkerReply);
});
