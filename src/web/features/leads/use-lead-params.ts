// The queue's view lives in the URL (?kind=&status=&owner=&q=&sort=&dir=&cursor=...), so a view can be
// bookmarked and shared and the back button returns to it. A changed filter starts again at the
// first page; the pages already walked are kept (?back=) so "previous" needs no offset.
import type { LeadListParams } from '@/contract/leads';
import { useSearchParams } from '@/web/lib/router';

export const FILTER_PARAMS = [
  'kind',
  'status',
  'owner',
  'product',
  'category',
  'from',
  'to',
  'overdue',
  'spam',
  'q',
  'sort',
  'dir',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export function useLeadParams() {
  const [params, setParams] = useSearchParams();
  const value = (key: FilterParam) => params.get(key) ?? '';
  const query: LeadListParams = {};
  for (const key of [...FILTER_PARAMS, 'cursor'] as const) {
    const found = params.get(key);
    if (found) Object.assign(query, { [key]: found });
  }
  // Earlier pages' keys, oldest first; an empty entry is the first page.
  const back = params.getAll('back');

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, entry] of Object.entries(changes)) {
          if (entry === null || entry === '') next.delete(key);
          else next.set(key, entry);
        }
        if (!keepPage) {
          next.delete('cursor');
          next.delete('back');
        }
        return next;
      },
      { replace: !keepPage },
    );

  return {
    query,
    /** How many pages come before this one. */
    pagesBefore: back.length,
    value,
    hasFilters: FILTER_PARAMS.some((key) => key !== 'sort' && key !== 'dir' && params.has(key)),
    hasPrevious: back.length > 0,
    set: (key: FilterParam, entry: string) => update({ [key]: entry }),
    setMany: (changes: Partial<Record<FilterParam, string>>) => update(changes),
    clear: () => update(Object.fromEntries(FILTER_PARAMS.map((key) => [key, null]))),
    next: (cursor: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.append('back', current.get('cursor') ?? '');
        next.set('cursor', cursor);
        return next;
      }),
    previous: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const earlier = next.getAll('back');
        const cursor = earlier.pop() ?? '';
        next.delete('back');
        for (const entry of earlier) next.append('back', entry);
        if (cursor) next.set('cursor', cursor);
        else next.delete('cursor');
        return next;
      }),
    first: () => update({}, false),
  };
}
