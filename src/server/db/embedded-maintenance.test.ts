import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './client';
import { nextNightlyRun, vacuumEmbedded } from './embedded-maintenance';
import { products } from './schema';

describe('nextNightlyRun', () => {
  it('is the next 03:00 in Dhaka (21:00 UTC), today or tomorrow', () => {
    expect(nextNightlyRun(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-11-23T21:00:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-12-31T22:30:00Z')).toISOString()).toBe('2027-01-01T21:00:00.000Z');
  });
});

describe('vacuumEmbedded', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  it('marks the pages all-visible and gathers statistics, as autovacuum would', async () => {
    const { db } = database;
    await db
      .insert(products)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Product ${i}`, description: 'A chemical.' })));
    const state = async () => {
      const result = await db.execute(
        sql`select relallvisible as visible, reltuples as tuples from pg_class where relname = 'products'`,
      );
      return (result as unknown as { rows: { visible: number; tuples: number }[] }).rows[0];
    };
    expect((await state()).visible).toBe(0);
    await vacuumEmbedded(db, pino({ level: 'silent' }));
    const after = await state();
    expect(after.visible).toBeGreaterThan(0);
    expect(Number(after.tuples)).toBe(300);
  });
});
