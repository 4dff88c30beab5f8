// The inquiry list's filter, page and open inquiry live in the URL (?status=&page=&id=), so a
// notification can link straight to one inquiry and the back button behaves. Other parameters
// (the dashboard's ?tab=) are kept.

import { INQUIRY_STATUS_FILTERS, type InquiryStatusFilter } from '@/contract/inquiries';
import { useSearchParams } from '@/web/lib/router';

export function useInquiryParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: InquiryStatusFilter = INQUIRY_STATUS_FILTERS.includes(rawStatus as InquiryStatusFilter)
    ? (rawStatus as InquiryStatusFilter)
    : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // ?inquiry= is the same as ?id= (links written elsewhere use either).
  const openId = params.get('id') ?? params.get('inquiry');

  const update = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return {
    status,
    page,
    openId,
    setStatus: (value: InquiryStatusFilter) => update({ status: value === 'all' ? null : value, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    open: (id: string) => update({ id }, false),
    close: () => update({ id: null, inquiry: null }),
  };
}
