// Drizzle's migrator applies a migration only when it is dated after the last one the database has
// applied, so a migration dated before an earlier one in the journal would be skipped on upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

const journal: { entries: { idx: number; when: number; tag: string }[] } = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
);

describe('the migrations journal', () => {
  it('dates every migration after the one before it', () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('lists every migration file once, in order, and no other', () => {
    const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
  });
});
