// The filter buttons mark the chosen one. The select's label names it alone (not its options), and
// a choice is handed over at once, as the value it stands for.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ChoiceSelect, FilterButtons } from './choice-controls';

afterEach(cleanup);

const OPTIONS = [
  { value: '', label: 'Unassigned' },
  { value: 'u1', label: 'Babul Hossain' },
] as const;

it('is named by its label alone and hands over the chosen value', async () => {
  const onChange = vi.fn();
  render(<ChoiceSelect label="Owner" options={OPTIONS} value="" onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Owner' }) as HTMLSelectElement;
  expect(screen.getByLabelText('Owner')).toBe(select);
  expect([...select.options].map((option) => option.text)).toEqual(['Unassigned', 'Babul Hossain']);

  await userEvent.selectOptions(select, 'u1');
  expect(onChange).toHaveBeenCalledWith('u1');
});

it('cannot be changed while disabled', () => {
  render(<ChoiceSelect label="Status" options={OPTIONS} value="u1" onChange={() => {}} disabled />);
  const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
  expect(select.disabled).toBe(true);
  expect(select.value).toBe('u1');
});

it('marks the chosen filter as pressed and hands over another when pressed', () => {
  const onChange = vi.fn();
  render(<FilterButtons legend="Filter by owner" options={OPTIONS} value="" onChange={onChange} />);
  expect(screen.getByRole('group', { name: 'Filter by owner' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Unassigned' }).getAttribute('aria-pressed')).toBe('true');
  const other = screen.getByRole('button', { name: 'Babul Hossain' });
  expect(other.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(other);
  expect(onChange).toHaveBeenCalledWith('u1');
});
