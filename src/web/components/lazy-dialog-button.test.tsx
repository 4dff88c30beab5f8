// The dialog's code is asked for when the visitor reaches for the button, and the dialog is drawn
// only once the button is pressed, until it closes itself.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyDialogButton } from './lazy-dialog-button';

afterEach(cleanup);

it('loads the dialog on approach, opens it on a press and closes it when the dialog says', () => {
  const load = vi.fn(async () => {});
  render(
    <LazyDialogButton
      className="btn-primary"
      load={load}
      dialog={(close) => (
        <div role="dialog" aria-label="Request">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    >
      Request Quote
    </LazyDialogButton>,
  );
  const button = screen.getByRole('button', { name: 'Request Quote' });
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.pointerEnter(button);
  fireEvent.focus(button);
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).toBeNull();

  fireEvent.click(button);
  expect(screen.getByRole('dialog', { name: 'Request' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
