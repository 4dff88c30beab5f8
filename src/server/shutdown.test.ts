import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { shutDown } from './shutdown';

const log = pino({ level: 'silent' });

describe('shutDown', () => {
  it('closes the app, then the database', async () => {
    const order: string[] = [];
    const app = { log, close: async () => void order.push('app') };
    const database = { close: async () => void order.push('database') };
    expect(await shutDown(app, database, 1_000)).toBe('closed');
    expect(order).toEqual(['app', 'database']);
  });

  it('leaves at the deadline when the app never finishes closing', async () => {
    let databaseClosed = false;
    const app = { log, close: () => new Promise<never>(() => {}) };
    const database = { close: async () => void (databaseClosed = true) };
    const started = Date.now();
    expect(await shutDown(app, database, 50)).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(databaseClosed).toBe(false);
  });

  it('reports a close that fails', async () => {
    const app = { log, close: async () => Promise.reject(new Error('stuck')) };
    expect(await shutDown(app, { close: async () => {} }, 1_000)).toBe('failed');
  });
});
