// The admin area's CSV downloads, written one way: records read by key in batches and written as they
// come (csv-stringify), so 100,000 rows never sit in memory together; UTF-8 with a byte-order mark,
// which is how Excel knows to read Bengali text as UTF-8; a dated file name; never cached.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The 200 answer of a CSV route, for its schema (and the OpenAPI document). */
export const csvAnswer = (description: string) => ({
  description: `${description} as a CSV file (UTF-8 with a byte-order mark)`,
  content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
});

/** The records under a header row, as CSV text. */
export const csvStream = (header: readonly string[], records: AsyncIterable<readonly string[]>) =>
  Readable.from(records).pipe(stringify({ bom: true, header: true, columns: [...header] }));

/** Sends the CSV as a download named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}
