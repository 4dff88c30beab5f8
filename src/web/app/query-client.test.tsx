import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from '@/web/lib/api-client';
import type { FailureMeta } from '@/web/lib/query-meta';
import { createQueryClient } from './query-client';

const FALLBACK = 'Failed to fetch widgets';

/** A component watching a query that fails with `error`, as a list page watches its list. */
function Watcher({ error, meta }: { error: unknown; meta?: FailureMeta }) {
  const query = useQuery({
    queryKey: ['widgets'],
    queryFn: () => Promise.reject(error),
    retry: false,
    meta,
  });
  return <p>{query.status}</p>;
}

/** A button whose save fails without a server message. */
function Saver() {
  const save = useMutation({
    mutationFn: () => Promise.reject(new ApiError('Bad Request', 400)),
    meta: { errorMessage: 'Failed to save widget' },
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function renderWith(children: React.ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      {children}
    </QueryClientProvider>,
  );
  return client;
}

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastError = vi.spyOn(toast, 'error');
});
afterEach(() => {
  cleanup();
  act(() => toast.remove());
  vi.restoreAllMocks();
});

describe('the QueryCache onError', () => {
  it('shows the fallback from meta once per failure, however many components watch the query', async () => {
    renderWith(
      <>
        <Watcher error={new ApiError('Service Unavailable', 503)} meta={{ errorMessage: FALLBACK }} />
        <Watcher error={new ApiError('Service Unavailable', 503)} meta={{ errorMessage: FALLBACK }} />
      </>,
    );
    expect(await screen.findByText(FALLBACK)).toBeTruthy();
    expect(screen.getAllByText('error')).toHaveLength(2);
    expect(screen.getAllByText(FALLBACK)).toHaveLength(1);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message rather than the fallback", async () => {
    renderWith(
      <Watcher
        error={new ApiError('Product not found', 404, 'Product not found')}
        meta={{ errorMessage: FALLBACK }}
      />,
    );
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.queryByText(FALLBACK)).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('says it cannot connect when no answer came', async () => {
    renderWith(<Watcher error={new ApiError(NO_RESPONSE_MESSAGE, 0)} meta={{ errorMessage: FALLBACK }} />);
    expect(await screen.findByText(NO_RESPONSE_MESSAGE)).toBeTruthy();
  });

  it('stays silent for a query without an error text (one that handles its own failures)', async () => {
    renderWith(<Watcher error={new ApiError('Not Found', 404, 'Product not found')} />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('the MutationCache onError', () => {
  it('shows the fallback from the mutation meta', async () => {
    renderWith(<Saver />);
    act(() => screen.getByText('Save').click());
    await waitFor(() => expect(screen.getByText('Failed to save widget')).toBeTruthy());
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
