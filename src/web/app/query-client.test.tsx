import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
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

/** A button whose save fails with `error` (by default a 400 without a server message). */
function Saver({
  error = new ApiError('Bad Request', 400),
  meta = { errorMessage: 'Failed to save widget' },
}: {
  error?: unknown;
  meta?: FailureMeta;
}) {
  const save = useMutation({ mutationFn: () => Promise.reject(error), meta });
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
    expect(await screen.findAllByText('error')).toHaveLength(2);
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
  const save = () => act(() => screen.getByText('Save').click());

  it('shows the fallback from the mutation meta', async () => {
    renderWith(<Saver />);
    save();
    await waitFor(() => expect(screen.getByText('Failed to save widget')).toBeTruthy());
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message rather than the fallback", async () => {
    renderWith(<Saver error={new ApiError('Conflict', 409, 'This comment already has a reply')} />);
    save();
    expect(await screen.findByText('This comment already has a reply')).toBeTruthy();
    expect(screen.queryByText('Failed to save widget')).toBeNull();
  });

  it('says what the call’s own words give for a failure, and follows the rules for the others', async () => {
    const meta: FailureMeta = {
      errorMessage: 'Failed to save widget',
      errorText: (error) =>
        error instanceof ApiError && error.status === 0 ? 'Offline: saved later' : undefined,
    };
    renderWith(<Saver error={new ApiError(NO_RESPONSE_MESSAGE, 0)} meta={meta} />);
    save();
    expect(await screen.findByText('Offline: saved later')).toBeTruthy();
    cleanup();
    renderWith(<Saver meta={meta} />);
    save();
    expect(await screen.findByText('Failed to save widget')).toBeTruthy();
  });

  it('stays silent for a mutation without an error text', async () => {
    renderWith(<Saver error={new ApiError('Not Found', 404, 'Notification not found')} meta={{}} />);
    save();
    // A failure that is toasted, after the silent one: toasts are said in the order of the failures.
    cleanup();
    renderWith(<Saver />);
    save();
    expect(await screen.findByText('Failed to save widget')).toBeTruthy();
    expect(toastError.mock.calls.map((call: unknown[]) => call[0])).toEqual(['Failed to save widget']);
  });
});
