import type { Inquiry, InquiryLine } from '@/contract/inquiries';
import type { inquiries, inquiryLines } from '@/server/db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryLineRow = typeof inquiryLines.$inferSelect;

export const toInquiryLine = (line: InquiryLineRow): InquiryLine => ({
  productId: line.productId,
  productName: line.productName,
  quantity: line.quantity === null ? null : Number(line.quantity),
  unit: line.unit,
  note: line.note,
  variantId: line.variantId,
  variantLabel: line.variantLabel,
});

export const toInquiry = (row: InquiryRow, lines: InquiryLineRow[]): Inquiry => ({
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
  lines: lines.map(toInquiryLine),
  deliveryLocation: row.deliveryLocation,
  neededBy: row.neededBy,
  company: row.company,
  companyAddress: row.companyAddress,
  bin: row.bin,
});
