// Route guards. They wait for the start-up session check, so they never send a signed-in visitor
// away or show a guest the wrong screen; public pages do not wait (see layout.tsx).
import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/web/components/spinner';
import { useSession } from '@/web/features/auth';
import { useAdminCatalogs, useT } from '@/web/i18n';
import { toast } from '@/web/lib/toast';

export const NO_PERMISSION_MESSAGE = "You don't have permission to access this page";

/** Layout route for admin pages: guests go to /, signed-in non-admins too, told why. */
export function RequireAdmin() {
  const { user, isAdmin, status } = useSession();
  const { msg } = useT();
  const told = useRef(false);
  useEffect(() => {
    if (user && !isAdmin && !told.current) {
      told.current = true;
      toast.error(msg(NO_PERMISSION_MESSAGE), { id: 'no-permission' });
    }
  }, [user, isAdmin, msg]);
  if (status === 'pending') return <PageSpinner />;
  return isAdmin ? <AdminArea /> : <Navigate to="/" replace />;
}

/** The admin pages, once the admin area's texts are loaded (guests never download them). */
function AdminArea() {
  useAdminCatalogs();
  return <Outlet />;
}

/** Layout route for login and signup: a signed-in visitor is sent to the catalogue. */
export function GuestOnly() {
  const { user, status } = useSession();
  if (status === 'pending') return <PageSpinner />;
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** Layout route for pages that show the account itself (the profile): they wait for the session. */
export function AfterSessionCheck() {
  const { status } = useSession();
  return status === 'pending' ? <PageSpinner /> : <Outlet />;
}
