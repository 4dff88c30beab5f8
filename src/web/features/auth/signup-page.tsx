import { Trans } from '@lingui/react';
import { AUTH_MESSAGES, PASSWORD_MIN, SignupInput } from '@/contract/auth';
import { PAGES } from '@/contract/pages';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useNavigate } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { useSignup } from './api/sign-in';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export default function SignupPage() {
  usePageMeta(PAGES['/signup']);
  const { t, msg } = useT();
  const format = useFormat();
  const signup = useSignup();
  const navigate = useNavigate();
  // The server's rules, checked in the spec's order; the first broken one is a toast (spec §5).
  const form = useContractForm(SignupInput, { defaultValues: { fullName: '', email: '', password: '' } });

  // <Form> ignores a second press while this runs. A failure is toasted by the query client.
  const onSubmit = async (values: SignupInput) => {
    await signup.mutateAsync(values);
    toast.success(msg(AUTH_MESSAGES.accountCreated));
    navigate('/');
  };

  return (
    <AuthCard title={t('account.signup.title')} subtitle={t('account.signup.subtitle')}>
      <Form form={form} onSubmit={onSubmit} errors="toast" className="space-y-4">
        <Field name="fullName" label={t('account.signup.fullName')}>
          {(control) => <input {...control} type="text" autoComplete="name" className="input" />}
        </Field>
        <Field name="email" label={t('account.auth.email')}>
          {(control) => <input {...control} type="email" autoComplete="email" className="input" />}
        </Field>
        <Field
          name="password"
          label={t('account.auth.password')}
          hint={t('account.signup.passwordHint', { min: format.number(PASSWORD_MIN) })}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={signup.isPending}>
          {t(signup.isPending ? 'account.signup.submitting' : 'account.signup.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          id="account.signup.haveAccount"
          components={{ 0: <Link to="/login" className="font-semibold text-brand-700 hover:underline" /> }}
        />
      </p>
    </AuthCard>
  );
}
