import type { Inquiry } from '@/contract/inquiries';
import type { inquiries } from '@/server/db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;

export const toInquiry = (row: InquiryRow): Inquiry => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  inquiry: row.inquiry,
  productId: row.productId,
  productName: row.productName,
  inquiryType: row.inquiryType,
  // The spec's `timestamp`: when the visitor sent it, as their browser said, else when it arrived.
  timestamp: (row.clientTimestamp ?? row.createdAt).toISOString(),
  status: row.status,
  isResolved: row.isResolved,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
