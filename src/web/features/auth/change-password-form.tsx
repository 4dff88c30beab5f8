// The profile's "Change password": the current password proves it is the account's owner; the
// account's other sessions end, this one stays. A wrong current password is shown on its field.
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { ChangePasswordInput, PASSWORD_MIN } from '@/contract/auth';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useChangePassword } from './api/change-password';
import { PasswordInput } from './password-input';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useT();
  const format = useFormat();
  const change = useChangePassword();
  const form = useContractForm(ChangePasswordInput, { defaultValues: EMPTY });
  const headingId = useId();

  const onSubmit = async (values: ChangePasswordInput) => {
    notifySuccess((await change.mutateAsync(values)).message);
    form.reset(EMPTY);
  };
  const onSubmitError = (error: unknown, onFields: boolean) => {
    if (!onFields) notifyError(error, t('account.password.failed'));
  };

  return (
    <section aria-labelledby={headingId} className="card mt-6 p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound className="h-5 w-5 text-brand-700" aria-hidden /> {t('account.password.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.password.intro')}</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        onSubmitError={onSubmitError}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        {/* Tells a password manager which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field name="currentPassword" label={t('account.password.current')}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </Field>
        <Field
          name="newPassword"
          label={t('account.password.new')}
          hint={t('account.signup.passwordHint', { min: format.number(PASSWORD_MIN) })}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {t(change.isPending ? 'account.password.submitting' : 'account.password.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
