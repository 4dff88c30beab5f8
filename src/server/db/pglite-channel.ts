// The main thread's side of the database worker: a socket-like stream that node-postgres uses in
// place of a TCP connection, carrying wire-protocol bytes to and from the worker. Each channel is a
// connection of its own, numbered, on the worker's one shared session (pglite-sessions.ts).
import { Duplex } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './pglite-worker';

let connections = 0;

export class WorkerChannel extends Duplex {
  readonly #worker: Worker;
  readonly #connection = ++connections;
  readonly #onReply = (reply: WorkerReply) => {
    if (reply.type === 'data' && reply.connection === this.#connection)
      this.push(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
  };

  constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', this.#onReply);
  }

  // node-postgres calls these on a socket.
  connect() {
    setImmediate(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  #send(bytes: Uint8Array<ArrayBuffer>) {
    this.#worker.postMessage({ type: 'data', connection: this.#connection, bytes } satisfies WorkerRequest, [
      bytes.buffer,
    ]);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    // A copy of just these bytes: a pooled Buffer's ArrayBuffer holds other data too.
    this.#send(new Uint8Array(chunk));
    done();
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void) {
    this.#send(new Uint8Array(Buffer.concat(chunks.map((entry) => entry.chunk))));
    done();
  }

  override _read() {}

  override _final(done: (error?: Error | null) => void) {
    this.#end();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.#end();
    done(error);
  }

  #ended = false;
  #end() {
    if (this.#ended) return;
    this.#ended = true;
    this.#worker.off('message', this.#onReply);
    this.#worker.postMessage({ type: 'disconnect', connection: this.#connection } satisfies WorkerRequest);
    this.push(null);
  }
}
