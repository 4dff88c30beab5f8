// A queue row as the list answers it, and the page key as the browser carries it between pages: an
// opaque base64url text, refused with a 400 (not a 500) when it has been tampered with.
import { LEAD_LIST_MESSAGES, type LeadRow, type LeadSort } from '@/contract/leads';
import { badRequest } from '@/server/lib/http-error';
import type { LeadKey, LeadListRow } from './leads-repository';

export const toLeadRow = ({ lead, ownerName, productNames, overdue }: LeadListRow): LeadRow => ({
  id: lead.id,
  kind: lead.kind,
  reference: lead.reference,
  status: lead.status,
  buyerName: lead.buyerName,
  company: lead.company,
  email: lead.email,
  phone: lead.phone,
  productNames,
  quantity: lead.quantity,
  unit: lead.unit,
  lineCount: lead.lineCount,
  owner: lead.ownerId && ownerName ? { id: lead.ownerId, name: ownerName } : null,
  createdAt: lead.createdAt.toISOString(),
  lastActivityAt: lead.lastActivityAt.toISOString(),
  overdue,
  isSpam: lead.isSpam,
});

export const encodeLeadKey = (key: LeadKey) =>
  Buffer.from(JSON.stringify([key.value, key.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A key of another sort (a name where a date belongs) would fail in the database: refused here.
// How PostgreSQL writes a timestamptz as text: "2026-11-25 09:30:00.123456+00".
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const TIMESTAMP_SORTS: ReadonlySet<LeadSort> = new Set(['created', 'lastActivity']);

export function decodeLeadKey(cursor: string | undefined, sort: LeadSort): LeadKey | null {
  if (!cursor) return null;
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const fits = typeof value === 'string' && (!TIMESTAMP_SORTS.has(sort) || TIMESTAMP.test(value));
    if (fits && typeof id === 'string' && UUID.test(id)) return { value, id };
  } catch {
    // Not JSON: answered below like any other broken key.
  }
  throw badRequest(LEAD_LIST_MESSAGES.cursorInvalid, 'cursor');
}
