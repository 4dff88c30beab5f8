import { useEffect } from 'react';

/**
 * Keeps a list's page within its pages: deleting the last item of the last page, or a filter that
 * leaves fewer pages, steps back to the new last page instead of showing an empty one.
 */
export function usePageInRange(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
