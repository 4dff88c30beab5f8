import { type ReactNode, useCallback, useState } from 'react';
import { usePageInRange } from '@/web/lib/use-page-in-range';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

type PageInfo = { currentPage: number; totalPages: number };

type Props<D extends { pagination: PageInfo }> = {
  /** The list's query: its first load shows the spinner; a page change keeps the old page, dimmed. */
  query: { isPending: boolean; isPlaceholderData: boolean; data: D | undefined };
  loadingLabel: string;
  isEmpty: (data: D) => boolean;
  /** Shown when the (filtered) list has nothing. */
  empty: ReactNode;
  /** The count line above the items, when the list has one. */
  summary?: (data: D) => ReactNode;
  /** The items; `dimmed` is the class that greys out a previous page while the next one loads. */
  children: (data: D, dimmed: string) => ReactNode;
  /** The page asked for; one past the last (its last item deleted, fewer pages since) steps back. */
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The states every admin list goes through, in one place: loading, nothing found, and a page of
 * items with its count and paging. The caller keeps its filters and how an item looks.
 */
export function PagedList<D extends { pagination: PageInfo }>({
  query,
  loadingLabel,
  isEmpty,
  empty,
  summary,
  children,
  page,
  onPageChange,
}: Props<D>) {
  usePageInRange(page, query.data?.pagination.totalPages, onPageChange);
  if (query.isPending) return <Spinner label={loadingLabel} className="py-16" />;
  const data = query.data;
  if (!data || isEmpty(data)) return <div className="mt-6">{empty}</div>;
  return (
    <>
      {summary && <p className="mt-4 text-sm text-muted">{summary(data)}</p>}
      {children(data, query.isPlaceholderData ? 'opacity-60' : '')}
      <Pagination
        currentPage={data.pagination.currentPage}
        totalPages={data.pagination.totalPages}
        onChange={onPageChange}
      />
    </>
  );
}

/**
 * An admin list's filter and page: choosing another filter goes back to the first page, since the
 * page the list was on may not exist in the new one.
 */
export function useFilteredPages<Filter>(initial: Filter) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const filterBy = useCallback((value: Filter) => {
    setFilter(value);
    setPage(1);
  }, []);
  return { filter, filterBy, page, setPage };
}
