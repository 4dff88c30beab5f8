// A radio group in the form layer: its first broken rule under the group, which it describes, and
// the chosen value submitted.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withI18n } from '../../../../test/helpers/i18n';
import { Form, RadioField, useContractForm } from '.';

afterEach(cleanup);

const Schema = z.object({ vat: z.enum(['added', 'included'], { error: 'Choose how VAT applies' }) });

function VatForm({ onSubmit }: { onSubmit: (values: unknown) => unknown }) {
  const form = useContractForm(Schema, { defaultValues: { vat: undefined as never } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Quotation">
      <RadioField
        name="vat"
        legend="VAT"
        required
        hint="As the quotation prints it"
        options={[
          { value: 'added', label: 'VAT added' },
          { value: 'included', label: 'VAT included' },
        ]}
      />
      <button type="submit">Send</button>
    </Form>
  );
}

it('shows the group’s broken rule under it, then submits the chosen value', async () => {
  const onSubmit = vi.fn();
  render(<VatForm onSubmit={onSubmit} />, { wrapper: withI18n() });
  const group = screen.getByRole('group', { name: /VAT/ });
  const added = screen.getByRole('radio', { name: 'VAT added' });
  expect(document.getElementById(added.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'As the quotation prints it',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose how VAT applies',
    ),
  );
  expect(onSubmit).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('radio', { name: 'VAT included' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ vat: 'included' }));
});
