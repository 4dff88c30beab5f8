// One page of a table's rows and how many rows match in all: the shape of every admin list.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export async function selectPage<T extends PgTable>(
  db: Database,
  table: T,
  query: { where?: SQL; orderBy: SQL[]; page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(table, query.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}
