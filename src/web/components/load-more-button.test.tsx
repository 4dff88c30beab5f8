// The button asks for the next page, and while it comes says so and takes no second press.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LoadMoreButton } from './load-more-button';

afterEach(cleanup);

it('fetches the next page, and is disabled with its loading label while the page comes', async () => {
  const fetchNextPage = vi.fn();
  const button = (isFetchingNextPage: boolean) => (
    <LoadMoreButton
      query={{ isFetchingNextPage, fetchNextPage }}
      label="Load more"
      loadingLabel="Loading…"
      className="btn-secondary"
    />
  );
  const { rerender } = render(button(false));
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(fetchNextPage).toHaveBeenCalledOnce();

  rerender(button(true));
  const loading = screen.getByRole('button', { name: 'Loading…' });
  expect((loading as HTMLButtonElement).disabled).toBe(true);
  await userEvent.click(loading);
  expect(fetchNextPage).toHaveBeenCalledOnce();
});
