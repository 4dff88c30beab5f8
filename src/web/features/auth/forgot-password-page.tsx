// /forgot-password: asks for a reset link by mail. The answer is the server's, the same for any
// address, so the page never tells whether an account exists.
import { Trans } from '@lingui/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PasswordResetRequestInput } from '@/contract/auth';
import { PAGES } from '@/contract/pages';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { notifyError } from '@/web/lib/notify';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  usePageMeta(PAGES['/forgot-password']);
  const { t } = useT();
  const request = useRequestPasswordReset();
  const form = useContractForm(PasswordResetRequestInput, { defaultValues: { email: '' } });
  const [answer, setAnswer] = useState<string | null>(null);

  // <Form> ignores a second press while this runs: one press, one mail.
  const onSubmit = async (values: PasswordResetRequestInput) => {
    setAnswer((await request.mutateAsync(values)).message);
  };
  const onSubmitError = (error: unknown) => notifyError(error, t('account.forgot.failed'));

  return (
    <AuthCard title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      {answer ? (
        <LinkSent message={answer} onOtherAddress={() => setAnswer(null)} />
      ) : (
        <Form form={form} onSubmit={onSubmit} onSubmitError={onSubmitError} className="space-y-4">
          <Field name="email" label={t('account.auth.email')}>
            {(control) => <input {...control} type="email" autoComplete="email" className="input" />}
          </Field>
          <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
            {t(request.isPending ? 'account.forgot.submitting' : 'account.forgot.submit')}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          id="account.forgot.remembered"
          components={{ 0: <Link to="/login" className="font-semibold text-brand-700 hover:underline" /> }}
        />
      </p>
    </AuthCard>
  );
}

/** The server's answer where the form was, its heading focused so that it is read out. */
function LinkSent({ message, onOtherAddress }: { message: string; onOtherAddress: () => void }) {
  const { t, msg } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg bg-brand-50 p-4 text-center">
      <MailCheck className="mx-auto h-8 w-8 text-accent-600" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="mt-2 font-semibold text-slate-900 outline-none">
        {t('account.forgot.sentHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{msg(message)}</p>
      <p className="mt-2 text-xs text-muted">{t('account.forgot.spamHint')}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onOtherAddress}>
        {t('account.forgot.otherAddress')}
      </button>
    </div>
  );
}
