// What an inquiry asks for, product by product: quantity and unit, and the buyer's grade or packing
// note. A one-product inquiry from the spec's form has no quantity (its message says it).
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { Inquiry, InquiryLine } from '@/contract/inquiries';

export const lineQuantity = (line: InquiryLine) =>
  line.quantity === null ? null : `${line.quantity.toLocaleString('en-US')} ${line.unit ?? ''}`.trim();

/** "30 June 2027" for the date the goods are needed by. */
export const neededByText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function InquiryLines({ lines }: { lines: Inquiry['lines'] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is fixed; a product may be gone (null id).
        <li key={index} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-baseline sm:justify-between">
          <div className="min-w-0">
            {line.productId ? (
              <Link
                to={`/products/${line.productId}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
              >
                {line.productName} <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </Link>
            ) : (
              <span className="font-medium text-slate-700">
                {line.productName} <span className="font-normal text-muted">(product removed)</span>
              </span>
            )}
            {line.note && <p className="break-words text-muted">{line.note}</p>}
          </div>
          <span className="shrink-0 font-semibold text-slate-900">
            {lineQuantity(line) ?? <span className="font-normal text-muted">No quantity given</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
