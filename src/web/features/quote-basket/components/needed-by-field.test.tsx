// The basket's date needed is written day/month/year in the page's language and digits, whatever
// the browser's language, read back in words, and refused in the box's own terms when it is no day.
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { neededByField } from '@/contract/basket';
import type { Locale } from '@/i18n/locales';
import { Form, useContractForm } from '@/web/components/form';
import { withI18n } from '../../../../../test/helpers/i18n';
import { NeededByField } from './needed-by-field';

afterEach(cleanup);

const Schema = z.object({ neededBy: neededByField });
const year = new Date().getFullYear() + 1;

function DateForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useContractForm(Schema, { defaultValues: { neededBy: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Delivery">
      <NeededByField />
      <button type="submit">Send</button>
    </Form>
  );
}

const show = (locale: Locale) => {
  const onSubmit = vi.fn();
  render(<DateForm onSubmit={onSubmit} />, { wrapper: withI18n(locale) });
  return onSubmit;
};
const described = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the date needed', () => {
  it('takes day/month/year on an English page, says the day in words and sends the ISO day', async () => {
    const onSubmit = show('en');
    const box = screen.getByRole('textbox', { name: /^Date needed/ });
    expect(box.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(screen.getByRole('button', { name: 'Date needed: choose a date on a calendar' })).toBeTruthy();
    await userEvent.type(box, `05/06/${year}`);
    await userEvent.tab();
    expect(described(box)).toBe(`5 June ${year}`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ neededBy: `${year}-06-05` });
  });

  it('is written in Bengali words and digits on a Bengali page', async () => {
    show('bn');
    const box = screen.getByRole('textbox', { name: /^কবে দরকার/ });
    expect(box.getAttribute('placeholder')).toBe('দদ/মম/বববব');
    expect(screen.getByRole('button', { name: 'কবে দরকার: ক্যালেন্ডার থেকে তারিখ বেছে নিন' })).toBeTruthy();
    const digits = (text: string) =>
      text.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    await userEvent.type(box, digits(`30/06/${year}`));
    await userEvent.tab();
    expect(described(box)).toContain('জুন');
    expect(described(box)).toContain(digits(String(year)));
  });

  it('refuses a text that is no day in the box’s own format, focused, and a past day by the contract’s rule', async () => {
    const onSubmit = show('en');
    const box = screen.getByRole('textbox', { name: /^Date needed/ });
    await userEvent.type(box, `31/02/${year}`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(described(box)).toBe('Write the date as dd/mm/yyyy'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe(`31/02/${year}`);

    await userEvent.clear(box);
    await userEvent.type(box, '01/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(described(box)).toBe('Date needed cannot be in the past'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
