// A new database's first opening (initdb, then every migration) is most of a test's time, so it
// happens once per file, as a new server's first start: each test then opens a copy of it, in a
// directory removed after the test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Registers the file's hooks and answers a function that makes a fresh copy's data directory. */
export function createdDatabaseCopies(
  prefix: string,
  open: (dataDir: string) => Promise<{ close(): Promise<void> }>,
): () => string {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  let created: string;
  beforeAll(async () => {
    created = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-created-`));
    await (await open(created)).close();
  }, 120_000);
  afterAll(() => fs.rmSync(created, { recursive: true, force: true }));
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    copies.push(dir);
    fs.cpSync(path.join(created, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
    return dir;
  };
}
