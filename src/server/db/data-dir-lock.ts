// An exclusive lock on the embedded database's directory. PGlite takes none of its own, and two
// processes writing one directory corrupt it.
//
// The lock file names its owner by more than a pid, because a pid alone is reused: a server started
// as PID 1 in a container, killed, and started again in a new container is PID 1 again, and would
// find "itself" holding the lock for ever. So the file records the pid, the process's start time
// (/proc/<pid>/stat), the boot id and the PID namespace, and the owner touches the file every few
// seconds while it runs.
// - Same boot, same PID namespace: the owner is checked exactly (is that pid alive with that start
//   time?), so a crashed owner's lock is taken over at once and a live one refuses at once.
// - Another namespace or boot (another container on a shared volume, a restart in a new container,
//   a reboot): the owner cannot be seen from here, so its heartbeat decides. A lock not touched for
//   STALE_MS is taken over; a fresh one is waited on that long, then refused.
// - No /proc (macOS, Windows): the pid alone, as before.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';
const HEARTBEAT_MS = 5_000;
/** Four missed heartbeats: long enough for a busy event loop, short enough for a restart. */
const STALE_MS = 20_000;

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another server (pid ${pid}). ` +
        'Stop that server, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock. Older versions wrote the pid alone; their files read as { pid }. */
export type LockOwner = { pid: number; startTime?: string; bootId?: string; pidNamespace?: string };

/** What this process can find out about processes, from /proc where there is one. */
export type ProcessProbe = {
  self(): LockOwner;
  /** The start time of a live process, null when there is none, undefined when it cannot be told. */
  startTimeOf(pid: number): string | null | undefined;
  isAlive(pid: number): boolean;
};

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

const procStartTime = (pid: number): string | null | undefined => {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return fs.existsSync('/proc/self/stat') ? null : undefined;
  // Field 22; the command name (field 2, in parentheses) may itself hold spaces and parentheses.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

export const systemProbe: ProcessProbe = {
  self() {
    let pidNamespace: string | undefined;
    try {
      pidNamespace = fs.readlinkSync('/proc/self/ns/pid');
    } catch {
      pidNamespace = undefined;
    }
    return {
      pid: process.pid,
      startTime: procStartTime(process.pid) ?? undefined,
      bootId: readText('/proc/sys/kernel/random/boot_id'),
      pidNamespace,
    };
  },
  startTimeOf: procStartTime,
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
};

export function parseOwner(text: string): LockOwner | null {
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner?.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether the owner a lock file names is running: 'alive' and 'dead' when this process can tell,
 * 'unseen' when the owner lives where this process cannot look (another PID namespace or boot).
 */
export function judgeOwner(owner: LockOwner, probe: ProcessProbe): 'alive' | 'dead' | 'unseen' {
  const me = probe.self();
  if (!me.startTime) return probe.isAlive(owner.pid) ? 'alive' : 'dead'; // no /proc here
  if (owner.bootId && owner.pidNamespace && me.bootId && me.pidNamespace) {
    if (owner.bootId !== me.bootId || owner.pidNamespace !== me.pidNamespace) return 'unseen';
    const startTime = probe.startTimeOf(owner.pid);
    if (startTime === null) return 'dead';
    if (startTime !== undefined && startTime !== owner.startTime) return 'dead'; // the pid was reused
    return 'alive';
  }
  // An older version's file (the pid alone), or a system that hides PID namespaces.
  if (owner.pid === me.pid) return owner.startTime === me.startTime ? 'alive' : 'dead';
  return probe.isAlive(owner.pid) ? 'alive' : 'dead';
}

export type LockOptions = {
  probe?: ProcessProbe;
  staleMs?: number;
  heartbeatMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Holds the lock until release() is called; throws DataDirLockedError when another server has it. */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<{ release(): void }> {
  const { probe = systemProbe, staleMs = STALE_MS, heartbeatMs = HEARTBEAT_MS } = options;
  const { now = Date.now, sleep = pause } = options;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const record = JSON.stringify(probe.self());
  const waitUntil = now() + staleMs + heartbeatMs;
  let takeovers = 0;

  while (true) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, record);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      return holdLock(file, record, heartbeatMs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readText(file);
    const owner = text === undefined ? null : parseOwner(text);
    // An unreadable file (another server between creating and writing it) is judged by its age.
    const verdict = owner ? judgeOwner(owner, probe) : 'unseen';
    if (verdict === 'alive') throw new DataDirLockedError(dir, owner!.pid);
    if (verdict === 'unseen' && now() - modifiedAt(file) < staleMs) {
      if (now() >= waitUntil) throw new DataDirLockedError(dir, owner?.pid ?? 0);
      await sleep(Math.min(1_000, heartbeatMs));
      continue;
    }
    if (++takeovers > 3) throw new Error(`Could not lock ${dir}`);
    fs.rmSync(file, { force: true });
  }
}

const modifiedAt = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function holdLock(file: string, record: string, heartbeatMs: number) {
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // The file is gone (removed by hand); nothing to keep fresh.
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      // Only our own lock: after a takeover the file may be another server's.
      if (readText(file) === record) fs.rmSync(file, { force: true });
    },
  };
}
