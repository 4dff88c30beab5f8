// The button under a list read a page at a time (TanStack Query's infinite queries, while they have a
// next page): it asks for the next page, and says so while it comes.
type Props = {
  query: { isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  loadingLabel: string;
  className: string;
};

export function LoadMoreButton({ query, label, loadingLabel, className }: Props) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
