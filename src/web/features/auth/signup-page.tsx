import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MIN, SignupInput } from '@/contract/auth';
import { PAGES } from '@/contract/pages';
import { Field, Form, showServerErrors, useContractForm } from '@/web/components/form';
import { errorMessage } from '@/web/lib/api-client';
import { usePageMeta } from '@/web/lib/page-meta';
import { useSignup } from './api/session';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export default function SignupPage() {
  usePageMeta(PAGES['/signup']);
  const signup = useSignup();
  const navigate = useNavigate();
  // The server's rules, checked in the spec's order; the first broken one is a toast (spec §5).
  const form = useContractForm(SignupInput, { defaultValues: { fullName: '', email: '', password: '' } });

  const onSubmit = (values: SignupInput) => {
    signup.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.accountCreated);
        navigate('/');
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast.error(errorMessage(error, 'Signup failed. Please try again.'));
      },
    });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Follow your inquiries and quotations, comment under your name and ask for prices without typing your details again."
    >
      <Form form={form} onSubmit={onSubmit} errors="toast" className="space-y-4">
        <Field name="fullName" label="Full name">
          {(control) => <input {...control} type="text" autoComplete="name" className="input" />}
        </Field>
        <Field name="email" label="Email">
          {(control) => <input {...control} type="email" autoComplete="email" className="input" />}
        </Field>
        <Field name="password" label="Password" hint={`At least ${PASSWORD_MIN} characters.`}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
