import { Trans } from '@lingui/react';
import { AUTH_MESSAGES, LoginInput } from '@/contract/auth';
import { PAGES } from '@/contract/pages';
import { Field, Form, useContractForm } from '@/web/components/form';
import { goToAccountLanguage, useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useNavigate } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { useLogin } from './api/sign-in';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export default function LoginPage() {
  usePageMeta(PAGES['/login']);
  const { t, msg } = useT();
  const login = useLogin();
  const navigate = useNavigate();
  // Login has no client checks (spec §5): the server decides, and its answer is a toast.
  const form = useContractForm(LoginInput, { defaultValues: { email: '', password: '' } });

  // <Form> ignores a second press while this runs. A failure is toasted by the query client.
  const onSubmit = async (values: LoginInput) => {
    const result = await login.mutateAsync(values);
    // An account that reads the site in the other language goes there (a full page load).
    if (goToAccountLanguage(result.language, '/')) return;
    toast.success(msg(AUTH_MESSAGES.loggedIn));
    navigate('/');
  };

  return (
    <AuthCard title={t('account.login.title')} subtitle={t('account.login.subtitle')}>
      <Form form={form} onSubmit={onSubmit} errors="toast" className="space-y-4">
        <Field name="email" label={t('account.auth.email')}>
          {(control) => <input {...control} type="email" autoComplete="email" className="input" />}
        </Field>
        <Field name="password" label={t('account.auth.password')}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t('account.login.forgot')}
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {t(login.isPending ? 'account.login.submitting' : 'account.login.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          id="account.login.newHere"
          components={{ 0: <Link to="/signup" className="font-semibold text-brand-700 hover:underline" /> }}
        />
      </p>
    </AuthCard>
  );
}
