import { Camera, CheckCircle2, LogIn, Mail, ShieldCheck, User as UserIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { AUTH_MESSAGES, ProfileNameInput } from '@/contract/auth';
import { profilePhotoError } from '@/contract/auth-rules';
import { PAGES } from '@/contract/pages';
import { Field, Form, useContractForm } from '@/web/components/form';
import { MySamplesSection } from '@/web/features/samples';
import { MyInquiriesSection } from '@/web/features/tracking';
import { useFormat, useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { useSession } from './api/session';
import { useUpdateProfile } from './api/update-profile';
import { ChangePasswordForm } from './change-password-form';

export default function ProfilePage() {
  usePageMeta(PAGES['/profile']);
  const { user } = useSession();
  const photo = useUpdateProfile('photo');
  const rename = useUpdateProfile('name');
  const saving = photo.isPending || rename.isPending;
  const { t, msg } = useT();
  const format = useFormat();
  const fileInput = useRef<HTMLInputElement>(null);

  if (!user) {
    return (
      <div className="container-page flex justify-center py-16">
        <div className="card max-w-md p-8 text-center">
          <LogIn className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
          <h1 className="mt-3 text-xl font-bold text-slate-900">{t('account.profile.signInHeading')}</h1>
          <p className="mt-2 text-sm text-muted">{t('account.profile.signInText')}</p>
          <div className="mt-6 flex justify-center gap-3">
            <Link to="/login" className="btn-primary">
              {t('account.profile.logIn')}
            </Link>
            <Link to="/signup" className="btn-secondary">
              {t('account.profile.signUp')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = profilePhotoError(file);
    if (problem || !file) {
      toast.error(msg(problem ?? AUTH_MESSAGES.noFile));
      return;
    }
    const form = new FormData();
    form.append('profilePic', file);
    // A failure is toasted by the query client.
    photo.mutate(form, { onSuccess: () => toast.success(msg(AUTH_MESSAGES.profileUpdated)) });
  };

  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('account.profile.heading')}</h1>
      <div className="card mt-6 overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-brand-700 to-accent-600" />
        <div className="px-6 pb-6">
          <div className="-mt-12 flex flex-col items-center gap-4 sm:flex-row sm:items-end">
            <div className="relative">
              <img
                src={user.profilePic}
                alt={t('account.profile.avatar', { name: user.fullName })}
                width={96}
                height={96}
                className="h-24 w-24 rounded-full border-4 border-white bg-slate-100 object-cover shadow"
              />
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                disabled={saving}
                className="absolute bottom-0 right-0 rounded-full bg-brand-700 p-2 text-white shadow hover:bg-brand-800 disabled:opacity-60"
                aria-label={t('account.profile.changePhoto')}
              >
                <Camera className="h-4 w-4" />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="hidden"
                onChange={onPhoto}
                data-testid="avatar-input"
              />
            </div>
            <div className="text-center sm:text-left">
              <p className="text-xl font-semibold text-slate-900">{user.fullName}</p>
              <span
                className={`mt-1 inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  user.role === 'admin' ? 'bg-purple-100 text-purple-800' : 'bg-brand-100 text-brand-800'
                }`}
              >
                <ShieldCheck className="h-3.5 w-3.5" />{' '}
                {t(user.role === 'admin' ? 'account.profile.admin' : 'account.profile.user')}
              </span>
            </div>
          </div>
          {saving && <p className="mt-3 text-center text-sm text-muted">{t('account.profile.saving')}</p>}

          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="flex items-center gap-2 text-xs font-medium uppercase text-muted">
                <Mail className="h-4 w-4" /> {t('account.profile.email')}
              </dt>
              <dd className="mt-1 break-all text-sm text-slate-900">{user.email}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-xs font-medium uppercase text-muted">{t('account.profile.memberSince')}</dt>
              <dd className="mt-1 text-sm text-slate-900">{format.date(user.createdAt)}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-xs font-medium uppercase text-muted">{t('account.profile.status')}</dt>
              <dd className="mt-1 flex items-center gap-1.5 text-sm font-medium text-green-700">
                <CheckCircle2 className="h-4 w-4" /> {t('account.profile.active')}
              </dd>
            </div>
          </dl>

          <ProfileNameForm fullName={user.fullName} update={rename} saving={saving} />
        </div>
      </div>
      <ChangePasswordForm email={user.email} />
      <MyInquiriesSection />
      <MySamplesSection />
    </div>
  );
}

/** The name form: sent only when the name changed; its rule and the server's answer are toasts. */
function ProfileNameForm({
  fullName,
  update,
  saving,
}: {
  fullName: string;
  update: ReturnType<typeof useUpdateProfile>;
  saving: boolean;
}) {
  const { t, msg } = useT();
  const form = useContractForm(ProfileNameInput, { defaultValues: { fullName } });
  const name = useWatch({ control: form.control, name: 'fullName' }).trim();

  // <Form> ignores a second press while this runs. A failure is toasted by the query client.
  const onSubmit = async (values: ProfileNameInput) => {
    const body = new FormData();
    body.append('fullName', values.fullName);
    await update.mutateAsync(body);
    toast.success(msg(AUTH_MESSAGES.profileUpdated));
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errors="toast"
      className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <Field
          name="fullName"
          label={
            <>
              <UserIcon className="mr-1 inline h-4 w-4" /> {t('account.profile.fullName')}
            </>
          }
        >
          {(control) => <input {...control} className="input" />}
        </Field>
      </div>
      <button type="submit" className="btn-primary" disabled={saving || name === '' || name === fullName}>
        {t('account.profile.saveName')}
      </button>
    </Form>
  );
}
