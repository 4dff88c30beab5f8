import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdDatabaseCopies } from '../../../test/helpers/created-database';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { users } from './schema';

afterEach(() => vi.restoreAllMocks());
const createdDir = createdDatabaseCopies('pglite', openPglite);

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
