import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { handOver, keepAnswers, takeOver } from './query-hand-off';

afterEach(cleanup);

function Products({ fetchProducts }: { fetchProducts: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['products', { page: 1 }], queryFn: fetchProducts });
  return <p>{query.data?.join(', ') ?? 'loading'}</p>;
}

describe('the query cache handed over with a page', () => {
  it('draws a page the server kept for a while from its data, without asking the API again', async () => {
    // The server rendered the page five minutes ago (its page cache keeps it until something changes).
    const server = createQueryClient();
    server.setQueryData(['products', { page: 1 }], ['Caustic soda', 'Sulphuric acid'], {
      updatedAt: Date.now() - 5 * 60_000,
    });
    keepAnswers(server);
    const json = handOver(server);

    const browser = createQueryClient();
    takeOver(browser, json);
    const fetchProducts = vi.fn(async () => ['Caustic soda (again)']);
    render(
      <QueryClientProvider client={browser}>
        <Products fetchProducts={fetchProducts} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Caustic soda, Sulphuric acid')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchProducts).not.toHaveBeenCalled();
  });
});
