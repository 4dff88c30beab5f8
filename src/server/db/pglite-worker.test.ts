import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { listProducts } from '@/server/features/products/product-repository';
import { createdDatabaseCopies } from '../../../test/helpers/created-database';
import { openPgliteWorker } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { products, users } from './schema';

const createdDir = createdDatabaseCopies('pglite-worker', openPgliteWorker);

const user = (name: string) => ({ fullName: name, email: `${name}@example.com`, passwordHash: 'x' });

describe('the embedded database on its worker thread', () => {
  it('keeps committed writes and the lock across a close, and refuses a second opening', async () => {
    const dir = createdDir();
    const first = await openPgliteWorker(dir);
    await first.db.insert(users).values(user('a'));
    await expect(openPgliteWorker(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    const again = await openPgliteWorker(dir);
    expect(await again.db.$count(users)).toBe(1);
    await again.close();
  }, 60_000);

  it('runs a transaction alone: concurrent queries wait for it, a rollback undoes it', async () => {
    const handle = await openPgliteWorker(createdDir());
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(42)`);
      await tx.insert(users).values(user('inside'));
      await held;
      tx.rollback();
    });
    // Issued while the transaction is open: it must neither see nor join it.
    const outside = handle.db.$count(users);
    release();
    await expect(transaction).rejects.toThrow();
    expect(await outside).toBe(0);
    await handle.db.insert(users).values(user('after'));
    expect(await handle.db.$count(users)).toBe(1);
    await handle.close();
  }, 60_000);

  it('runs transactions from its many connections one after another, never interleaved', async () => {
    const handle = await openPgliteWorker(createdDir());
    // Each reads the count, then writes a row named after it: two interleaved would read the same
    // count and the second insert would break the e-mail's uniqueness.
    const numbered = () =>
      handle.db.transaction(async (tx) => {
        const count = await tx.$count(users);
        await tx.insert(users).values(user(`n${count}`));
      });
    const reads = Array.from({ length: 20 }, () => handle.db.$count(users));
    await Promise.all([...Array.from({ length: 8 }, numbered), ...reads]);
    const names = await handle.db.select({ name: users.fullName }).from(users);
    expect(names.map((row) => row.name).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
    await handle.close();
  }, 60_000);

  it('tells when its thread ends on its own, and not when it is closed', async () => {
    const dir = createdDir();
    const closed = await openPgliteWorker(dir);
    let settled = false;
    void closed.lost?.then(() => {
      settled = true;
    });
    await closed.close();
    // Its thread ended during close, before close answered: a settling would have run by now.
    await Promise.resolve();
    expect(settled).toBe(false);

    // The thread the handle talks to is the one its queries are posted to.
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const crashing = await openPgliteWorker(dir);
    const worker = posted.mock.contexts.at(-1) as Worker;
    posted.mockRestore();
    let lost: Error | undefined;
    void crashing.lost?.then((error) => {
      lost = error;
    });
    await worker.terminate();
    await vi.waitFor(() => expect(lost?.message).toMatch(/^the embedded database's thread ended/));
    // Closing still releases the data directory.
    await crashing.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 120_000);

  it("starts PostgreSQL with the embedded server's memory settings (client.ts)", async () => {
    const handle = await openPgliteWorker(createdDir());
    const setting = async (name: string) => {
      const result = await handle.db.execute(sql`select current_setting(${name}) as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0].value;
    };
    expect(await setting('shared_buffers')).toBe('8MB');
    expect(await setting('work_mem')).toBe('4MB');
    // ANALYZE's sample, whole rows held in memory that never shrinks, is 300 rows per point.
    expect(await setting('default_statistics_target')).toBe('30');
    await handle.close();
  }, 60_000);

  it('answers a database error as an error and goes on serving', async () => {
    const handle = await openPgliteWorker(createdDir());
    await handle.db.insert(users).values(user('a'));
    await expect(handle.db.insert(users).values(user('a'))).rejects.toThrow();
    await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    expect(await handle.db.$count(users)).toBe(1);
    await handle.close();
  }, 60_000);

  it('runs a search of many words in its transaction one query at a time, as node-postgres requires', async () => {
    // node-postgres warns (and pg 9 will fail) when a client is asked a query while another waits.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const handle = await openPgliteWorker(createdDir());
    try {
      await handle.db
        .insert(products)
        .values({ name: 'Sulphuric Acid 98%', description: 'Technical grade.', category: 'Acids' });
      const found = await listProducts(handle.db, {
        q: 'sulphuric acid technical grade drum bulk industrial sulphric',
        page: 1,
        limit: 20,
      });
      expect(found.total).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await handle.close();
    }
  }, 60_000);
});
