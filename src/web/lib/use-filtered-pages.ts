import { useCallback, useState } from 'react';

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
