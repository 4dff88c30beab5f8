import { describe, expect, it } from 'vitest';
import { SharedSession, simpleQuery } from './pglite-sessions';

/** A protocol message: type byte, then length and body. */
function message(type: string, body = '') {
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0);
  bytes.writeInt32BE(4 + body.length, 1);
  bytes.write(body, 5);
  return bytes;
}
const startup = () => {
  const bytes = Buffer.alloc(8);
  bytes.writeInt32BE(8, 0);
  bytes.writeInt32BE(196608, 4);
  return bytes;
};
const extended = (text: string) => [message('P', text), message('B'), message('E'), message('S')];

/**
 * PostgreSQL stood in for: it records what it ran, and answers with ReadyForQuery, in a transaction
 * after `begin` and out of it after `commit` or `rollback`, as a server does.
 */
function fakeDatabase() {
  const ran: string[] = [];
  let status = 'I';
  const execute = (bytes: Uint8Array) => {
    const text = Buffer.from(bytes)
      .toString('latin1')
      .replace(/[^a-z0-9 ]/g, '');
    ran.push(text);
    if (/begin/.test(text)) status = 'T';
    if (/commit|rollback/.test(text)) status = 'I';
    return new Uint8Array([...message('Z', status)]);
  };
  const answered: number[] = [];
  const session = new SharedSession(execute, (connection) => answered.push(connection));
  return { session, ran, answered };
}

function connected(count: number) {
  const database = fakeDatabase();
  for (let connection = 1; connection <= count; connection++) database.session.receive(connection, startup());
  database.ran.length = 0;
  database.answered.length = 0;
  return database;
}

describe('connections sharing the embedded database session', () => {
  it('runs an extended-protocol query whole once its Sync has come, whatever the chunks', () => {
    const { session, ran, answered } = connected(2);
    const [parse, bind, execute, sync] = extended('select one');
    session.receive(1, Buffer.concat([parse, bind]));
    session.receive(2, simpleQuery('select two'));
    expect(ran).toEqual(['select two']);
    session.receive(1, Buffer.concat([execute, sync.subarray(0, 2)]));
    expect(ran).toEqual(['select two']);
    session.receive(1, sync.subarray(2));
    expect(ran).toEqual(['select two', 'select one']);
    expect(answered).toEqual([2, 1]);
  });

  it('keeps the session to a connection inside a transaction until it ends', () => {
    const { session, ran, answered } = connected(3);
    session.receive(1, simpleQuery('begin'));
    session.receive(2, simpleQuery('select two'));
    session.receive(3, Buffer.concat(extended('insert three')));
    session.receive(1, simpleQuery('update one'));
    expect(ran).toEqual(['begin', 'update one']);
    session.receive(1, simpleQuery('commit'));
    expect(ran).toEqual(['begin', 'update one', 'commit', 'select two', 'insert three']);
    expect(answered).toEqual([1, 1, 1, 2, 3]);
  });

  it('rolls back the transaction of a connection that ends inside it, and serves the others', () => {
    const { session, ran } = connected(2);
    session.receive(1, simpleQuery('begin'));
    session.receive(2, simpleQuery('select two'));
    session.disconnect(1);
    expect(ran).toEqual(['begin', 'rollback', 'select two']);
  });

  it('ends a connection on its Terminate without passing it to the session the others share', () => {
    const { session, ran } = connected(2);
    session.receive(1, simpleQuery('begin'));
    session.receive(2, simpleQuery('select two'));
    session.receive(1, message('X'));
    expect(ran).toEqual(['begin', 'rollback', 'select two']);
    // A later connection with the same number starts afresh, from its startup packet.
    session.receive(1, Buffer.concat([startup(), simpleQuery('select again')]));
    expect(ran.at(-1)).toBe('select again');
  });

  it('answers each connection in a buffer of its own, which the thread can hand over', () => {
    // PGlite answers startup packets with views into one buffer it keeps.
    const kept = new Uint8Array(64);
    const owned: boolean[] = [];
    const session = new SharedSession(
      () => kept.subarray(0, 6).fill(0x5a, 0, 1).fill(0x49, 5),
      (_connection, bytes) => owned.push(bytes.byteLength === bytes.buffer.byteLength),
    );
    session.receive(1, startup());
    session.receive(2, startup());
    expect(owned).toEqual([true, true]);
  });
});
