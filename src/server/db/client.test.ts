import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { users } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// A new database's first opening (initdb, then every migration) is most of a test's time, so it
// happens once, as a new server's first start: each test opens a copy of it.
let created: string;
beforeAll(async () => {
  created = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-created-'));
  await (await openPglite(created)).close();
}, 120_000);
afterAll(() => fs.rmSync(created, { recursive: true, force: true }));
const createdDir = () => {
  const dir = tempDir();
  fs.cpSync(path.join(created, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return dir;
};

describe('openPglite with a data directory', () => {
  it('syncs a committed write to the disk', async () => {
    const handle = await openPglite(createdDir());
    const fsync = vi.spyOn(fs, 'fsyncSync');
    await handle.db.insert(users).values({ fullName: 'A', email: 'a@example.com', passwordHash: 'x' });
    expect(fsync).toHaveBeenCalled();
    await handle.close();
  });

  it('refuses a second opening of the same directory while the first is open, and allows it after', async () => {
    const dir = createdDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPglite(dir);
    expect(await again.db.$count(users)).toBe(0);
    await again.close();
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = createdDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const handle = await openPglite(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
