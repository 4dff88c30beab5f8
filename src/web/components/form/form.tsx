// The <form> of a contract form: sends the parsed values to onSubmit, or reports what is broken —
// beside each field ('fields'), or the first broken rule as a toast ('toast', where the spec says
// so: signup, comments, replies, products) — and focuses the first broken field. Editing a field
// clears its error. One submission at a time: while onSubmit's promise is pending, another press is
// ignored, so a double click never sends twice. A submission that fails puts the server's errors[]
// on the fields they name (the query client has already said its message). A public form (`guard`)
// also sends the spam rule's honeypot and start stamp (form-guard.tsx) beside its values.
import { createContext, type FormHTMLAttributes, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, useFormState } from 'react-hook-form';
import type { FormGuardValues } from '@/contract/spam';
import { loadMessages, showPageMessage } from '@/web/i18n/catalogs';
import { useT } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { errorPaths, firstMessage, focusFirstError, setServerErrors } from './form-errors';
import { useFormGuard } from './form-guard';
import type { ContractForm } from './use-contract-form';

export type ErrorDisplay = 'fields' | 'toast';

const ErrorDisplayContext = createContext<ErrorDisplay>('fields');
/** Whether fields show their own messages in the enclosing form. */
export const useErrorDisplay = () => useContext(ErrorDisplayContext);

type Props<Values extends FieldValues, Parsed> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: ContractForm<Values, Parsed>;
  /**
   * Return the request's promise (mutateAsync) so a second press waits for its answer; let its
   * failure through, for the form to show.
   */
  onSubmit: (values: Parsed & FormGuardValues) => unknown;
  /** Where a failure needs more than its fields' messages: told whether the answer named any field. */
  onSubmitError?: (error: unknown, onFields: boolean) => void;
  errors?: ErrorDisplay;
  /** A public form the spam rule guards (src/contract/spam.ts). */
  guard?: boolean;
  children: ReactNode;
};

export function Form<Values extends FieldValues, Parsed>({
  form,
  onSubmit,
  onSubmitError,
  errors = 'fields',
  guard = false,
  children,
  ...props
}: Props<Values, Parsed>) {
  const { subscribe, clearErrors, getFieldState, handleSubmit } = form;
  const spamGuard = useFormGuard();
  // The rules' and answers' messages in the page's language: a Bengali page loads them with its first
  // form, well before its first submission (the texts follow, should they come after).
  useEffect(() => void loadMessages(), []);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return; // a reset
          // With one message for the whole form, any edit answers it; otherwise only the field's own.
          const field = errors === 'toast' ? undefined : name.split('.')[0];
          if (!field) return clearErrors();
          if (getFieldState(field as never).error) clearErrors(field as never);
          if (getFieldState('root' as never).error) clearErrors('root' as never);
        },
      }),
    [subscribe, clearErrors, getFieldState, errors],
  );

  // The ref says "busy" at once, before any re-render can disable the submit button.
  const busy = useRef(false);
  const submitOnce = async (values: Parsed) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await onSubmit(
        guard ? { ...values, ...(await spamGuard.values()) } : (values as Parsed & FormGuardValues),
      );
      spamGuard.spent();
    } catch (error) {
      // A conflict may be the stamp refused as spent: the visitor's next try takes a new one.
      if (error instanceof ApiError && error.status === 409) spamGuard.spent();
      const onFields = showServerErrors(form, error);
      onSubmitError?.(error, onFields);
    } finally {
      busy.current = false;
    }
  };

  const onInvalid = (found: FieldErrors<Values>) => {
    if (errors === 'toast') {
      const message = firstMessage(found);
      if (message) showPageMessage(message, (text) => toast.error(text));
    }
    focusFirstError(form.formRef.current, errorPaths(found), errors === 'toast' ? 'reported' : 'in-form');
  };

  return (
    <FormProvider {...form}>
      <ErrorDisplayContext value={errors}>
        <form
          ref={form.formRef}
          noValidate
          onSubmit={handleSubmit(submitOnce, onInvalid)}
          onFocusCapture={guard ? spamGuard.touch : undefined}
          onPointerDownCapture={guard ? spamGuard.touch : undefined}
          {...props}
        >
          {children}
          {guard && spamGuard.honeypot}
        </form>
      </ErrorDisplayContext>
    </FormProvider>
  );
}

/**
 * Shows a failed submission's `errors[]` on the fields they name and focuses the first; returns
 * whether there were any (the caller still says the server's message where the spec asks).
 */
export function showServerErrors<Values extends FieldValues, Parsed>(
  form: ContractForm<Values, Parsed>,
  error: unknown,
): boolean {
  const paths = setServerErrors(form.setError, error);
  focusFirstError(form.formRef.current, paths, 'in-form');
  return paths.length > 0;
}

/** The form's first message (a broken rule or the server's answer) as an alert, where the spec shows one. */
export function FormAlert({ className }: { className?: string }) {
  const { errors } = useFormState();
  const { msg } = useT();
  const message = firstMessage(errors);
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {msg(message)}
    </p>
  );
}
