// The header's links for a signed-in visitor (the admin area, the profile) and the logout, in a chunk
// of their own: a guest's page never loads them (header.tsx shows Login and Sign Up instead).
import { LogOut, Shield, User as UserIcon } from 'lucide-react';
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import { useLogout } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { NavLink, useNavigate } from '@/web/lib/router';
import { navClass } from './nav-class';

export default function AccountLinks({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useT();
  const logout = useLogout();
  const navigate = useNavigate();
  // A failure is toasted by the query client (useLogout's meta).
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => notifySuccess(AUTH_MESSAGES.loggedOut),
      onSettled: () => navigate('/'),
    });
  return (
    <>
      {isAdmin && (
        <NavLink to="/admin" className={navClass}>
          <span className="inline-flex items-center gap-1.5">
            <Shield className="h-4 w-4" /> {t('common.account.admin')}
          </span>
        </NavLink>
      )}
      <NavLink to="/profile" className={navClass}>
        <span className="inline-flex items-center gap-1.5">
          <UserIcon className="h-4 w-4" /> {t('common.account.profile')}
        </span>
      </NavLink>
      <button type="button" onClick={onLogout} className="btn-ghost px-3 py-2 font-medium">
        <LogOut className="h-4 w-4" /> {t('common.account.logout')}
      </button>
    </>
  );
}
