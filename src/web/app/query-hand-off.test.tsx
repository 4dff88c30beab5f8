import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTime } from '@/web/lib/render-time';
import { createQueryClient } from './query-client';
import { handOver, takeOver } from './query-hand-off';

const KEY = ['products', 'list', { page: 1, limit: 12 }];

function List({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: KEY, queryFn });
  return <p>{query.data?.join(', ') ?? 'loading'}</p>;
}

/** The server's cache as a page rendered `age` milliseconds before `now` hands it over. */
function renderedAgo(age: number, now = Date.now()) {
  const server = new QueryClient();
  server.setQueryData(KEY, ['Caustic Soda'], { updatedAt: now - age });
  return handOver(server);
}

afterEach(cleanup);

describe('takeOver', () => {
  it('hydrates a page kept longer than the answers stay fresh without asking the API again', async () => {
    const client = createQueryClient();
    takeOver(client, renderedAgo(120_000));
    const queryFn = vi.fn(async () => ['Soda Ash']);
    render(
      <QueryClientProvider client={client}>
        <List queryFn={queryFn} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Caustic Soda')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getByText('Caustic Soda')).toBeTruthy();
  });

  it('keeps the answers fresh for as long as one fetched now, and the rendering time for the page', () => {
    const client = createQueryClient();
    takeOver(client, renderedAgo(120_000, 1_000_000), 1_000_000);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(1_000_000);
    // What a page that depends on the day hydrates with, to draw what the server drew.
    expect(renderTime(KEY)).toBe(880_000);
  });
});
