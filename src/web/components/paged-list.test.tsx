// The list steps back to its last page when the page asked for is past it (its last item deleted,
// a filter that leaves fewer pages), and leaves a page in range alone.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { withI18n } from '../../../test/helpers/i18n';
import { PagedList } from './paged-list';

afterEach(cleanup);

const answer = (currentPage: number, totalPages: number) => ({
  isPending: false,
  isPlaceholderData: false,
  data: { pagination: { currentPage, totalPages }, items: [`item on page ${currentPage}`] },
});

function List({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <PagedList
      query={answer(page, totalPages)}
      loadingLabel="Loading"
      isEmpty={(data) => data.items.length === 0}
      empty="Nothing here"
      page={page}
      onPageChange={onPageChange}
    >
      {(data) => <p>{data.items[0]}</p>}
    </PagedList>
  );
}

it('steps back to the last page when the page asked for is past it', () => {
  const onPageChange = vi.fn();
  render(<List page={4} totalPages={3} onPageChange={onPageChange} />, { wrapper: withI18n() });
  expect(onPageChange).toHaveBeenCalledWith(3);
});

it('leaves a page within the list alone', () => {
  const onPageChange = vi.fn();
  render(<List page={3} totalPages={3} onPageChange={onPageChange} />, { wrapper: withI18n() });
  expect(screen.getByText('item on page 3')).toBeTruthy();
  expect(onPageChange).not.toHaveBeenCalled();
});
