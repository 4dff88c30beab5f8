import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors';

// What PostgreSQL (pg and PGlite alike) reports for a refused row.
function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it("keeps a failed query's SQL and drops its parameters from the message and the stack", () => {
    const cause = databaseError('new row for relation "inquiries" violates check constraint "refuse_all"', {
      code: '23514',
      table: 'inquiries',
      constraint: 'refuse_all',
      detail: 'Failing row contains (Shirin Akhter, shirin@example.com).',
    });
    const error = new DrizzleQueryError(
      'insert into "inquiries" ("name") values ($1)',
      ['Shirin Akhter'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Shirin');
    expect(text).not.toContain('shirin@example.com');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "inquiries" ("name") values ($1)',
      query: 'insert into "inquiries" ("name") values ($1)',
      cause: {
        code: '23514',
        table: 'inquiries',
        constraint: 'refuse_all',
        message: 'new row for relation "inquiries" violates check constraint "refuse_all"',
      },
    });
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('masks input that PostgreSQL quotes in its message', () => {
    const logged = serializeError(
      databaseError('invalid input syntax for type uuid: "rahim@example.com"', { code: '22P02' }),
    );
    expect(logged.message).toBe('invalid input syntax for type uuid: "…"');
    expect(JSON.stringify(logged)).not.toContain('rahim');
  });

  it('leaves ordinary errors as they are', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(serializeError('text')).toMatchObject({ type: 'string', message: 'text' });
  });
});
