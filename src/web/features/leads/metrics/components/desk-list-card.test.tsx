// The card adds an entry through its one field and shows its list only once it is in and has entries.
import { cleanup, render as renderInPage, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Plus } from 'lucide-react';
import { afterEach, expect, it, vi } from 'vitest';
import { HolidayAddInput } from '@/contract/lead-metrics';
import { Field, useContractForm } from '@/web/components/form';
import { withI18n } from '../../../../../../test/helpers/i18n';
import { DeskListCard } from './desk-list-card';

// In the translator the pages get (the server's, over the catalogs as they are in the repository).
const render = (ui: React.ReactElement) => renderInPage(ui, { wrapper: withI18n('en') });

afterEach(cleanup);

function Holidays({
  days,
  loading,
  onAdd,
}: {
  days: string[];
  loading?: boolean;
  onAdd: () => Promise<void>;
}) {
  const form = useContractForm(HolidayAddInput, { defaultValues: { day: '' } });
  return (
    <DeskListCard
      heading="Holidays"
      intro="Days response times skip."
      form={form}
      onAdd={onAdd}
      field={
        <Field name="day" label="Day" required>
          {(control) => <input {...control} type="date" />}
        </Field>
      }
      add={{ label: 'Add holiday', icon: Plus, pending: false }}
      loading={Boolean(loading)}
      empty={days.length === 0 ? 'No holidays yet.' : null}
    >
      <ul aria-label="Holiday list">
        {days.map((day) => (
          <li key={day}>{day}</li>
        ))}
      </ul>
    </DeskListCard>
  );
}

it('names its section by its heading and shows a spinner, then "none", then the list', () => {
  const onAdd = vi.fn(async () => {});
  const { rerender } = render(<Holidays days={[]} loading onAdd={onAdd} />);
  const section = screen.getByRole('region', { name: 'Holidays' });
  expect(section.querySelector('[role="status"]')).not.toBeNull();
  expect(screen.queryByText('No holidays yet.')).toBeNull();

  rerender(<Holidays days={[]} onAdd={onAdd} />);
  expect(screen.getByText('No holidays yet.')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Holiday list' })).toBeNull();

  rerender(<Holidays days={['2026-12-16']} onAdd={onAdd} />);
  expect(screen.getByRole('list', { name: 'Holiday list' }).textContent).toBe('2026-12-16');
});

it('adds the entry its field holds, and refuses an empty one', async () => {
  const onAdd = vi.fn(async () => {});
  render(<Holidays days={[]} onAdd={onAdd} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
  expect(onAdd).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText(/^Day/), '2026-12-16');
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
  await waitFor(() => expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-12-16' })));
});
