// An icon-only button is named by its label alone, and never submits the form it sits in.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { afterEach, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

afterEach(cleanup);

it('is named by its label, hides its icon from screen readers and does not submit its form', async () => {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const onClick = vi.fn();
  const { container } = render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <IconButton icon={Trash2} label="Delete photo 2" className="btn-ghost" onClick={onClick} />
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Delete photo 2' });
  expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
  expect(onSubmit).not.toHaveBeenCalled();
});
