// An exclusive lock on the embedded database's directory. PGlite takes none of its own, and two
// processes writing one directory corrupt it. Like PostgreSQL's postmaster.pid, the lock file holds
// the owner's pid, so a lock left by a killed process is taken over instead of blocking forever.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another server (pid ${pid}). ` +
        'Stop that server, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Holds the lock until release() is called; throws DataDirLockedError when another live process has it. */
export function lockDataDir(dir: string): { release(): void } {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      // The same process counts as an owner too: a second server in one process is still a second server.
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
