// /reset-password/{token}: the page a mailed reset link opens. The new password is set through the
// token, then the visitor signs in with it; a link that no longer works says so and offers a new one.

import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PASSWORD_MIN, PasswordResetInput } from '@/contract/auth';
import { RESET_PASSWORD_PAGE } from '@/contract/pages';
import { PASSWORD_MESSAGES } from '@/contract/password-rules';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useNavigate, useParams } from '@/web/lib/router';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

/** A refusal of the link itself (unknown, used, expired), not of the new password. */
const isLinkRefused = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  !error.errors?.some((problem) => problem.path === 'newPassword');

export default function ResetPasswordPage() {
  usePageMeta(RESET_PASSWORD_PAGE);
  const { token = '' } = useParams();
  const { t } = useT();
  const format = useFormat();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useContractForm(PasswordResetInput, { defaultValues: { token, newPassword: '' } });
  // A token no link could hold is refused before anything is typed.
  const [refusal, setRefusal] = useState<string | null>(() =>
    PasswordResetInput.shape.token.safeParse(token).success ? null : PASSWORD_MESSAGES.resetLinkInvalid,
  );

  const onSubmit = async (values: PasswordResetInput) => {
    notifySuccess((await reset.mutateAsync(values)).message);
    navigate('/login');
  };
  const onSubmitError = (error: unknown) => {
    if (isLinkRefused(error)) {
      setRefusal((error as ApiError).serverMessage ?? PASSWORD_MESSAGES.resetLinkInvalid);
    } else notifyError(error, t('account.reset.failed'));
  };

  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      {refusal !== null ? (
        <LinkRefused message={refusal} />
      ) : (
        <Form form={form} onSubmit={onSubmit} onSubmitError={onSubmitError} className="space-y-4">
          <Field
            name="newPassword"
            label={t('account.reset.newPassword')}
            hint={t('account.signup.passwordHint', { min: format.number(PASSWORD_MIN) })}
          >
            {(control) => <PasswordInput {...control} autoComplete="new-password" />}
          </Field>
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {t(reset.isPending ? 'account.reset.submitting' : 'account.reset.submit')}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}

/** Where the form was: why the link does not work, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  const { t, msg } = useT();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <div ref={alert} role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-4 text-center outline-none">
      <TriangleAlert className="mx-auto h-8 w-8 text-red-700" aria-hidden />
      <p className="mt-2 text-sm text-slate-800">{msg(message)}</p>
      <Link to="/forgot-password" className="btn-primary mt-4">
        {t('account.reset.newLink')}
      </Link>
    </div>
  );
}
