// The button asks for its dialog's code as a visitor reaches for it, shows the dialog on a click
// once the code is in, and the dialog closes itself through the function it is given.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyDialogButton } from './lazy-dialog-button';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

it('loads the dialog when reached for, opens it on a click and closes it from inside', async () => {
  const load = vi.fn(async () => ({ default: Dialog }));
  const LazyDialog = lazy(load);
  render(
    <LazyDialogButton className="btn" load={load} dialog={(close) => <LazyDialog onClose={close} />}>
      Request
    </LazyDialogButton>,
  );
  const button = screen.getByRole('button', { name: 'Request' });
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.hover(button);
  expect(load).toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(button);
  expect(await screen.findByRole('dialog')).toBeTruthy();

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Close' })));
  expect(screen.queryByRole('dialog')).toBeNull();
});
