// How this project starts PGlite, shared by the in-process client (tests) and the database worker
// (the server): durable start parameters and the fsync PGlite's file system lacks.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

// PGlite's defaults start PostgreSQL with -F (fsync off): an acknowledged write could be lost on a
// crash. These are its defaults without that flag, and with the WAL synced by fsync(), the one sync
// call PGlite's file system can pass on (its fdatasync does nothing).
export const DURABLE_START_PARAMS = [
  '--single',
  '-c',
  'wal_sync_method=fsync',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

type EmscriptenFs = {
  lookupPath(path: string): { node: { mount: { type: { stream_ops: Record<string, unknown> } } } };
};

/**
 * PGlite's Node file system writes straight to the OS but implements no fsync, so PostgreSQL's
 * fsync calls (WAL at commit, checkpoints) stop short of the disk. Adding it makes a committed
 * transaction survive a power cut, not only a crash of this process. `onSync` lets a caller count
 * the calls (the worker reports them to its tests).
 */
export function forwardFsyncToDisk(client: PGlite, onSync: () => void = () => {}) {
  const { FS, ENV } = (client as unknown as { mod: { FS: EmscriptenFs; ENV: { PGDATA: string } } }).mod;
  const streamOps = FS.lookupPath(ENV.PGDATA).node.mount.type.stream_ops;
  if (streamOps.fsync) return;
  streamOps.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd !== undefined) {
      fs.fsyncSync(stream.nfd);
      onSync();
    }
    return 0;
  };
}
