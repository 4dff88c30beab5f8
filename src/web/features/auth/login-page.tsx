import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import { PAGES } from '@/contract/pages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { usePageMeta } from '@/web/lib/page-meta';
import { useLogin } from './api/session';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export default function LoginPage() {
  usePageMeta(PAGES['/login']);
  const login = useLogin();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });

  // Login has no client checks (spec §5): the server decides.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(form, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.loggedIn);
        navigate('/');
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? errorMessage(error, 'Login failed')
            : errorMessage(error, 'Login failed. Please try again.'),
        ),
    });
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to comment under your name and have your details filled in when you ask for a price."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <label htmlFor="email" className="label">
            Email
          </label>
          <input
            id="email"
            type="email"
            autoComplete="email"
            className="input"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="password" className="label">
            Password
          </label>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
