import { cleanup, render as renderInPage, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContactInput } from '@/contract/contact';
import { SpecificationsInput } from '@/contract/products';
import { FORM_STAMP_FIELD } from '@/contract/spam';
import { ApiError, api } from '@/web/lib/api-client';
import { withI18n } from '../../../../test/helpers/i18n';
import { type ErrorDisplay, Field, Form, useContractForm } from '.';

const render = (ui: React.ReactElement) => renderInPage(ui, { wrapper: withI18n() });

afterEach(cleanup);

const blankContact = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact fields, with Message placed first: the form's order is not the schema's. */
function ContactForm({
  onSubmit,
  errors,
  guard,
  rules = ContactInput,
}: {
  onSubmit: (values: unknown) => unknown;
  errors?: ErrorDisplay;
  guard?: boolean;
  rules?: typeof ContactInput | (() => Promise<typeof ContactInput>);
}) {
  const form = useContractForm(rules, { defaultValues: blankContact as never });
  return (
    <Form form={form} onSubmit={onSubmit} errors={errors} guard={guard} aria-label="Contact">
      <Field name="message" label="Message" required>
        {(control) => <textarea {...control} />}
      </Field>
      <Field name="name" label="Name" required>
        {(control) => <input {...control} />}
      </Field>
      <Field name="email" label="Email" required>
        {(control) => <input {...control} />}
      </Field>
      <Field name="phone" label="Phone" optional hint="With the country code">
        {(control) => <input {...control} />}
      </Field>
      <Field name="subject" label="Subject" required>
        {(control) => (
          <select {...control}>
            <option value="">Select a subject</option>
            <option value="sales">Sales</option>
          </select>
        )}
      </Field>
      <button type="submit">Send</button>
    </Form>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const errorOf = (label: string) => {
  const control = screen.getByLabelText(label, { exact: false });
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('a contract form', () => {
  it('sends once while the first submission is pending, and again once it has settled', async () => {
    let settle = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: false }), 'Rahim');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'rahim@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject', { exact: false }), 'sales');
    await userEvent.type(
      screen.getByLabelText('Message', { exact: false }),
      'A price for caustic soda, please.',
    );

    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    settle();
    await waitFor(async () => {
      await send();
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  it("shows each field's first broken rule in the contract's words and focuses the first in the form", async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await send();

    await screen.findByText('Name is required');
    expect(errorOf('Name')).toBe('Name is required');
    // A blank address breaks the pattern too; only the first rule is said.
    expect(errorOf('Email')).toBe('Email is required');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(errorOf('Subject')).toBe('Please select a subject');
    expect(errorOf('Message')).toBe('Message is required');
    expect(screen.getByLabelText('Message', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Phone', { exact: false }).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('With the country code')).toBeTruthy();
    // Message is the schema's last field but the form's first.
    expect(document.activeElement).toBe(screen.getByLabelText('Message', { exact: false }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'rahim@');
    await send();
    await screen.findByText('Please enter a valid email address');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(screen.getByLabelText('Message', { exact: false }));
  });

  it('loads a schema given as a loader when the form is first sent, once, and checks with it', async () => {
    const loadRules = vi.fn(async () => ContactInput);
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} rules={loadRules} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: false }), 'Rahim');
    expect(loadRules).not.toHaveBeenCalled();

    await send();
    await screen.findByText('Email is required');
    expect(errorOf('Message')).toBe('Message is required');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'rahim@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject', { exact: false }), 'sales');
    await userEvent.type(screen.getByLabelText('Message', { exact: false }), 'Price of soda ash?');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Rahim', subject: 'sales' });
    expect(loadRules).toHaveBeenCalledTimes(1);
  });

  it('clears a field’s error when it is edited, and only that one', async () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    await send();
    await screen.findByText('Name is required');
    await userEvent.type(screen.getByLabelText('Name', { exact: false }), 'R');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(errorOf('Email')).toBe('Email is required');
  });

  it('sends the values as the contract parses them when every rule holds', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: false }), '  Rahim Uddin ');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'rahim@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject', { exact: false }), 'sales');
    await userEvent.type(screen.getByLabelText('Message', { exact: false }), 'Price of soda ash?');
    await send();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: null,
      subject: 'sales',
      message: 'Price of soda ash?',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says only the first broken rule, as a toast, where the form asks for one', async () => {
    render(
      <>
        <Toaster />
        <ContactForm onSubmit={vi.fn()} errors="toast" />
      </>,
    );
    await send();
    // The schema's first rule (Name), not the form's first field (Message), and no inline messages.
    await screen.findByText('Name is required');
    expect(screen.queryByText('Message is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name', { exact: false }));
  });
});

// A name and a list of specification rows: the server's errors name nested fields.
const ProductPart = z.object({ name: z.string(), specifications: SpecificationsInput });

function SpecificationsForm({
  failure,
  onSubmitError,
}: {
  failure: ApiError;
  onSubmitError?: (error: unknown, onFields: boolean) => void;
}) {
  const form = useContractForm(ProductPart, {
    defaultValues: { name: 'Acetone', specifications: [{ name: 'Purity', value: '99%' }] },
  });
  return (
    <Form form={form} onSubmit={() => Promise.reject(failure)} onSubmitError={onSubmitError}>
      <Field name="name" label="Product name">
        {(control) => <input {...control} />}
      </Field>
      <Field name="specifications.0.name" label="Specification 1 name">
        {(control) => <input {...control} />}
      </Field>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('server errors', () => {
  it('a failed submission shows the server’s errors[] on the fields they name, nested ones too, and focuses the first', async () => {
    const failure = new ApiError(
      'Specification names must be unique',
      400,
      'Specification names must be unique',
      [
        { path: 'specifications.0.name', message: 'Specification names must be unique' },
        { path: 'name', message: 'A product with this name already exists' },
        { path: 'name', message: 'A second message for the same field' },
      ],
    );
    render(<SpecificationsForm failure={failure} />);
    await send();

    await waitFor(() => expect(errorOf('Product name')).toBe('A product with this name already exists'));
    expect(errorOf('Specification 1 name')).toBe('Specification names must be unique');
    expect(screen.queryByText('A second message for the same field')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Product name'));
  });

  it('tells onSubmitError of the failure and whether it named a field', async () => {
    const onSubmitError = vi.fn();
    const named = new ApiError('Bad', 400, 'Bad', [{ path: 'name', message: 'Bad name' }]);
    const { unmount } = render(<SpecificationsForm failure={named} onSubmitError={onSubmitError} />);
    await send();
    await waitFor(() => expect(onSubmitError).toHaveBeenCalledWith(named, true));
    unmount();
    const unnamed = new ApiError('Server down', 503, 'Server down');
    render(<SpecificationsForm failure={unnamed} onSubmitError={onSubmitError} />);
    await send();
    await waitFor(() => expect(onSubmitError).toHaveBeenLastCalledWith(unnamed, false));
  });
});

describe('the spam guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a new start stamp after a stored submission or a stamp refused as spent, one per submission', async () => {
    let issued = 0;
    vi.spyOn(api, 'get').mockImplementation(async () => ({ stamp: `stamp-${++issued}` }) as never);
    // Each look at the clock is ten seconds on: no submission waits out the minimum fill time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10_000));
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Please reload the page', 409))
      .mockResolvedValue(undefined);
    render(<ContactForm onSubmit={onSubmit} guard />);
    await userEvent.type(screen.getByLabelText('Name', { exact: false }), 'Rahim');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'rahim@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject', { exact: false }), 'sales');
    await userEvent.type(screen.getByLabelText('Message', { exact: false }), 'A price for caustic soda.');

    for (const times of [1, 2, 3]) {
      await send();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(times));
    }
    const stamps = onSubmit.mock.calls.map(
      ([values]) => (values as Record<string, unknown>)[FORM_STAMP_FIELD],
    );
    expect(stamps).toEqual(['stamp-1', 'stamp-2', 'stamp-3']);
  });
});
