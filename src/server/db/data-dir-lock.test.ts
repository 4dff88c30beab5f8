import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  judgeOwner,
  LOCK_FILE,
  type LockOwner,
  lockDataDir,
  type ProcessProbe,
  parseOwner,
  systemProbe,
} from './data-dir-lock';

const me: LockOwner = { pid: 1, startTime: '5000', bootId: 'boot-a', pidNamespace: 'pid:[100]' };

/** A machine where the given pids run with the given start times. */
const probeWith = (running: Record<number, string>, self: LockOwner = me): ProcessProbe => ({
  self: () => self,
  startTimeOf: (pid) => running[pid] ?? null,
  isAlive: (pid) => pid in running,
});

describe('judgeOwner', () => {
  it('sees a live owner in the same PID namespace, and a dead one', () => {
    const owner = { pid: 42, startTime: '4000', bootId: 'boot-a', pidNamespace: 'pid:[100]' };
    expect(judgeOwner(owner, probeWith({ 1: '5000', 42: '4000' }))).toBe('alive');
    expect(judgeOwner(owner, probeWith({ 1: '5000' }))).toBe('dead');
  });

  it('sees through a reused pid: PID 1 of a crashed container is not PID 1 of the new one', () => {
    const crashed = { pid: 1, startTime: '3000', bootId: 'boot-a', pidNamespace: 'pid:[100]' };
    expect(judgeOwner(crashed, probeWith({ 1: '5000' }))).toBe('dead');
    // This very process, locking twice, is still a second server.
    expect(judgeOwner(me, probeWith({ 1: '5000' }))).toBe('alive');
  });

  it('cannot see an owner in another PID namespace or boot, whatever its pid', () => {
    const running = probeWith({ 1: '5000' });
    expect(judgeOwner({ ...me, pidNamespace: 'pid:[200]' }, running)).toBe('unseen');
    expect(judgeOwner({ ...me, bootId: 'boot-b' }, running)).toBe('unseen');
  });

  it("reads an older version's pid-only file by the pid", () => {
    expect(judgeOwner({ pid: 42 }, probeWith({ 1: '5000', 42: '1' }))).toBe('alive');
    expect(judgeOwner({ pid: 42 }, probeWith({ 1: '5000' }))).toBe('dead');
    expect(judgeOwner({ pid: 1 }, probeWith({ 1: '5000' }))).toBe('dead'); // our pid, another process
  });

  it('falls back to the pid alone where there is no /proc', () => {
    const noProc = probeWith({ 42: '' }, { pid: 7 });
    expect(judgeOwner({ pid: 42, startTime: 'x', bootId: 'b', pidNamespace: 'n' }, noProc)).toBe('alive');
    expect(judgeOwner({ pid: 43 }, noProc)).toBe('dead');
  });
});

describe('parseOwner', () => {
  it('reads both formats and rejects junk', () => {
    expect(parseOwner('123')).toEqual({ pid: 123 });
    expect(parseOwner(JSON.stringify(me))).toEqual(me);
    expect(parseOwner('')).toBeNull();
    expect(parseOwner('{"pid":"x"}')).toBeNull();
  });
});

describe('systemProbe', () => {
  it('describes this process from /proc', () => {
    const self = systemProbe.self();
    expect(self.pid).toBe(process.pid);
    expect(self.startTime).toMatch(/^\d+$/);
    expect(self.bootId).toMatch(/^[0-9a-f-]{36}$/);
    expect(self.pidNamespace).toMatch(/^pid:\[\d+\]$/);
    expect(systemProbe.startTimeOf(process.pid)).toBe(self.startTime);
    expect(systemProbe.startTimeOf(2 ** 22 + 1)).toBeNull();
  });
});

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
  const writeOwner = (dir: string, owner: LockOwner, ageMs = 0) => {
    fs.writeFileSync(lockFile(dir), JSON.stringify(owner));
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(lockFile(dir), when, when);
  };
  /**
   * A clock that sleeping moves on, so waiting takes no real time. With `heartbeatOf`, the other
   * server keeps beating meanwhile: its lock file's time moves on with the clock.
   */
  const fakeClock = (heartbeatOf?: string) => {
    let clock = Date.now();
    const sleeps: number[] = [];
    return {
      sleeps,
      now: () => clock,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        clock += ms;
        if (heartbeatOf) fs.utimesSync(lockFile(heartbeatOf), new Date(clock), new Date(clock));
      },
    };
  };

  it('refuses a second lock while the first is held, and allows one after release', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(dir, process.pid).message);
    first.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('takes over at once a lock whose pid is now another process (PID 1 after a crash)', async () => {
    const dir = tempDir();
    const self = systemProbe.self();
    writeOwner(dir, { ...self, startTime: String(Number(self.startTime) - 1) });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toEqual(self);
    lock.release();
  });

  it('waits on a fresh lock from another PID namespace, then refuses it', async () => {
    const dir = tempDir();
    writeOwner(dir, { ...systemProbe.self(), pidNamespace: 'pid:[1]' });
    const clock = fakeClock(dir);
    await expect(lockDataDir(dir, { ...clock, staleMs: 20_000, heartbeatMs: 5_000 })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20_000);
  });

  it('takes over a lock from another PID namespace once its heartbeat has stopped', async () => {
    const dir = tempDir();
    writeOwner(dir, { ...systemProbe.self(), pidNamespace: 'pid:[1]' }, 30_000);
    const clock = fakeClock();
    const lock = await lockDataDir(dir, { ...clock, staleMs: 20_000 });
    expect(clock.sleeps).toEqual([]);
    lock.release();
  });

  it('keeps its own lock fresh while held', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir, { heartbeatMs: 20 });
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), past, past);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Date.now() - fs.statSync(lockFile(dir)).mtimeMs).toBeLessThan(5_000);
    lock.release();
  });

  it("never removes another server's lock on release", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...me, pid: 99 }));
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(true);
  });
});
