// A contract form over a real mutation, as the admin uses it: a double click sends one request (the
// form waits for the mutation's promise), and a refusal naming a field shows beside the field and is
// toasted once, by the query client alone.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '@/contract/mail';
import { MailSettingsEditor } from '@/web/features/mail/components/mail-settings-editor';
import { setApiTransport } from '@/web/lib/api-client';
import { withI18n } from '../../../test/helpers/i18n';
import { createQueryClient } from './query-client';

const settings: MailSettings = {
  staffRecipients: [],
  effectiveRecipients: [],
  salesAddress: null,
  effectiveReplyTo: [],
  smtpConfigured: true,
};
const I18n = withI18n();

let requests: { method?: string; body: unknown }[];
/** Each request waits for the test to answer it. */
let answer: (status: number, body: unknown) => void;

beforeEach(() => {
  requests = [];
  setApiTransport((_input, init) => {
    requests.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
    return new Promise((resolve) => {
      answer = (status, body) => resolve(new Response(JSON.stringify(body), { status }));
    });
  });
  vi.spyOn(toast, 'error');
});
afterEach(() => {
  cleanup();
  act(() => toast.remove());
  vi.restoreAllMocks();
});

function renderForm() {
  const client = createQueryClient();
  const page = (shown: MailSettings) => (
    <I18n>
      <QueryClientProvider client={client}>
        <Toaster />
        <MailSettingsEditor settings={shown} />
      </QueryClientProvider>
    </I18n>
  );
  const { rerender } = render(page(settings));
  return {
    field: screen.getByLabelText(/Staff alert recipients/),
    save: screen.getByRole('button', { name: /Save/ }),
    showSettings: (shown: MailSettings) => rerender(page(shown)),
  };
}

describe('the mail settings form', () => {
  it('sends once when Save is pressed twice in a hurry', async () => {
    const { field, save } = renderForm();
    await userEvent.type(field, 'sales@example.com');
    await userEvent.dblClick(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    await userEvent.click(save);
    expect(requests).toHaveLength(1);

    act(() =>
      answer(200, {
        message: 'Mail settings saved',
        settings: { ...settings, staffRecipients: ['sales@example.com'] },
      }),
    );
    expect(await screen.findByText('Mail settings saved')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'PUT', body: { staffRecipients: ['sales@example.com'], salesAddress: null } },
    ]);
  });

  it('keeps what is being typed when the same settings come again, and shows settings that changed', async () => {
    const { field, showSettings } = renderForm();
    await userEvent.type(field, 'sales@example.com');
    // The same settings in a new object: nothing to show anew.
    showSettings({ ...settings, staffRecipients: [...settings.staffRecipients] });
    expect((field as HTMLTextAreaElement).value).toBe('sales@example.com');

    // Another admin saved recipients meanwhile: the form shows them.
    showSettings({ ...settings, staffRecipients: ['desk@example.com', 'boss@example.com'] });
    await waitFor(() =>
      expect((field as HTMLTextAreaElement).value).toBe('desk@example.com\nboss@example.com'),
    );
  });

  it("shows the server's field error beside the field and toasts its message once", async () => {
    const { field, save } = renderForm();
    await userEvent.type(field, 'sales@example.com');
    await userEvent.click(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    const message = 'At most 20 addresses';
    act(() => answer(400, { message, errors: [{ path: 'staffRecipients', message }] }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(message);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls.map(([text]) => text)).toEqual([message]);
  });
});
