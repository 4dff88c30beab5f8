// What an inquiry asks for, product by product: the grade and pack chosen, quantity and unit, and the
// buyer's grade or packing note. A one-product inquiry from the spec's form has no quantity (its message says it).
import { ExternalLink } from 'lucide-react';
import type { Inquiry, InquiryLine } from '@/contract/inquiries';
import { variantLabelText } from '@/i18n/units';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';

/** "1,200 kg", "3 drums", "১,২০০ লিটার": a line's quantity and unit in the page's language and digits. */
export function useLineQuantity() {
  const format = useFormat();
  return (line: InquiryLine) => (line.quantity === null ? null : format.quantity(line.quantity, line.unit));
}

/** "30 June 2027" for the date the goods are needed by (a calendar date: read at noon UTC, so no time zone moves it). */
export function useNeededByText() {
  const format = useFormat();
  return (date: string) => format.date(`${date}T12:00:00Z`);
}

export function InquiryLines({ lines }: { lines: Inquiry['lines'] }) {
  const { t, figures } = useT();
  const lineQuantity = useLineQuantity();
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
                {line.productName}{' '}
                <span className="font-normal text-muted">{t('admin.inquiry.productRemoved')}</span>
              </span>
            )}
            {line.variantLabel && (
              <p className="text-slate-700" data-testid="inquiry-line-variant">
                {variantLabelText(line.variantLabel, t, figures)}
              </p>
            )}
            {line.note && <p className="break-words text-muted">{line.note}</p>}
          </div>
          <span className="shrink-0 font-semibold text-slate-900">
            {lineQuantity(line) ?? (
              <span className="font-normal text-muted">{t('admin.inquiry.noQuantity')}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
