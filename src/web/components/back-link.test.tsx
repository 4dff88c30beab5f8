// The link back is a plain link to where the page was opened from, named by its words alone.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BackLink } from './back-link';

afterEach(cleanup);

it('links back to the screen it names', () => {
  render(<BackLink to="/admin/leads">Back to the queue</BackLink>);
  const link = screen.getByRole('link', { name: 'Back to the queue' });
  expect(link.getAttribute('href')).toBe('/admin/leads');
  expect(link.querySelector('svg[aria-hidden]')).not.toBeNull();
});
