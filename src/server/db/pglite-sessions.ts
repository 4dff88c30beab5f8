// Several node-postgres connections on PGlite's one session. With one connection, every query
// waited for the one before it to travel back to the main thread and for the main thread to get
// round to it, so under load the session sat idle between queries while requests queued for it
// for seconds. Here each connection's requests are run as soon as the session can take them, back
// to back on the database's thread, and a transaction still has the session to itself: while a
// connection is inside one, the others' requests wait until it ends, as a PostgreSQL server's lock
// on everything would make them.
//
// A request is what node-postgres sends for one query: a simple Query, or the extended protocol's
// messages up to their Sync (Parse, Bind, Describe, Execute, Sync). Each runs whole, so the unnamed
// statement and portal it uses cannot be overwritten by another connection's in between.

/** Runs protocol messages through PostgreSQL and returns its answer (PGlite's execProtocolRawSync). */
export type Execute = (messages: Uint8Array) => Uint8Array;
export type Answer = (connection: number, bytes: Uint8Array) => void;

type Connection = { pending: Buffer; startedUp: boolean };
type Request = { connection: number; messages: Buffer };

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ROLLBACK = simpleQuery('rollback');

export class SharedSession {
  readonly #execute: Execute;
  readonly #answer: Answer;
  readonly #connections = new Map<number, Connection>();
  /** Complete requests in the order they arrived. */
  #queue: Request[] = [];
  /** The connection inside a transaction, which alone may use the session until it ends. */
  #owner: number | null = null;

  constructor(execute: Execute, answer: Answer) {
    this.#execute = execute;
    this.#answer = answer;
  }

  receive(connection: number, bytes: Uint8Array) {
    let state = this.#connections.get(connection);
    if (!state) {
      state = { pending: Buffer.alloc(0), startedUp: false };
      this.#connections.set(connection, state);
    }
    state.pending = state.pending.length ? Buffer.concat([state.pending, bytes]) : Buffer.from(bytes);
    for (const messages of takeRequests(state)) {
      // Terminate ends this connection, not the session the others share.
      if (messages[0] === TERMINATE) this.disconnect(connection);
      else this.#queue.push({ connection, messages });
    }
    this.#run();
  }

  /** A connection that ends inside a transaction must not leave it open for the others. */
  disconnect(connection: number) {
    this.#connections.delete(connection);
    this.#queue = this.#queue.filter((request) => request.connection !== connection);
    if (this.#owner === connection) {
      this.#execute(ROLLBACK);
      this.#owner = null;
    }
    this.#run();
  }

  #run() {
    const answers = new Map<number, Uint8Array[]>();
    for (;;) {
      const index =
        this.#owner === null ? 0 : this.#queue.findIndex((request) => request.connection === this.#owner);
      const request = index >= 0 ? this.#queue[index] : undefined;
      if (!request) break;
      this.#queue.splice(index, 1);
      const answer = this.#execute(request.messages);
      this.#owner = endsIdle(answer) ? null : request.connection;
      const list = answers.get(request.connection) ?? [];
      list.push(answer);
      answers.set(request.connection, list);
    }
    for (const [connection, list] of answers) this.#answer(connection, concat(list));
  }
}

/**
 * Whether PostgreSQL is outside any transaction after this answer: its last message is
 * ReadyForQuery with status 'I'. An answer without one (a Flush's) leaves the connection's
 * request unfinished, so the session stays its own.
 */
function endsIdle(answer: Uint8Array) {
  const at = answer.length - 6;
  return at >= 0 && answer[at] === READY_FOR_QUERY && answer[answer.length - 1] === 0x49; // 'I'
}

/** The complete requests at the front of a connection's bytes; the startup packet is one. */
function takeRequests(state: Connection): Buffer[] {
  const requests: Buffer[] = [];
  const { pending } = state;
  let start = 0;
  if (!state.startedUp) {
    if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return requests;
    start = pending.readInt32BE(0);
    requests.push(pending.subarray(0, start));
    state.startedUp = true;
  }
  let end = start;
  while (pending.length >= end + 5) {
    const type = pending[end];
    const next = end + 1 + pending.readInt32BE(end + 1);
    if (pending.length < next) break;
    end = next;
    if (type === SYNC || type === QUERY || type === FLUSH || type === TERMINATE) {
      requests.push(pending.subarray(start, end));
      start = end;
    }
  }
  state.pending = pending.subarray(start);
  return requests;
}

/** One answer in a buffer of its own, which can be transferred to the main thread. */
function concat(chunks: Uint8Array[]) {
  const [first] = chunks;
  // PGlite answers a startup packet with a view into a buffer it keeps, not a copy.
  if (chunks.length === 1 && first.byteOffset === 0 && first.byteLength === first.buffer.byteLength)
    return first;
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** A simple-protocol Query message. */
export function simpleQuery(text: string) {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}
