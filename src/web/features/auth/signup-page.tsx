import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, firstSignupError, PASSWORD_MIN } from '@/contract/auth';
import { errorMessage } from '@/web/lib/api-client';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { useSignup } from './api/session';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export default function SignupPage() {
  usePageMeta({ title: pageTitle('Create Account') });
  const signup = useSignup();
  const navigate = useNavigate();
  const [form, setForm] = useState({ fullName: '', email: '', password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules, in the same order, as the server (src/contract/auth.ts).
    const problem = firstSignupError(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    signup.mutate(form, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.accountCreated);
        navigate('/');
      },
      onError: (error) => toast.error(errorMessage(error, 'Signup failed. Please try again.')),
    });
  };

  const field = (name: keyof typeof form) => ({
    id: name,
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.target.value }),
  });

  return (
    <AuthCard title="Create your account" subtitle="Comment under your name and follow your price requests.">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <label htmlFor="fullName" className="label">
            Full name
          </label>
          <input type="text" autoComplete="name" className="input" {...field('fullName')} />
        </div>
        <div>
          <label htmlFor="email" className="label">
            Email
          </label>
          <input type="email" autoComplete="email" className="input" {...field('email')} />
        </div>
        <div>
          <label htmlFor="password" className="label">
            Password
          </label>
          <PasswordInput autoComplete="new-password" {...field('password')} />
          <p className="mt-1 text-xs text-muted">At least {PASSWORD_MIN} characters.</p>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
