/**
 * The button under a list read a page at a time (an infinite query) that adds the next page to it.
 * `busyLabel` says that page is on its way, where the list's words have it.
 */
export function LoadMoreButton({
  query,
  className,
  label,
  busyLabel = label,
}: {
  query: { fetchNextPage: () => unknown; isFetchingNextPage: boolean };
  className: string;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? busyLabel : label}
    </button>
  );
}
