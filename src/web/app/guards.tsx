// Route guards. They wait for the start-up session check, so they never send a signed-in visitor
// away or show a guest the wrong screen; public pages do not wait (see layout.tsx).
import { type ReactNode, useEffect, useRef } from 'react';
import { PageSpinner } from '@/web/components/spinner';
import { useSession } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { useAdminCatalogs } from '@/web/i18n/admin-catalogs';
import { Navigate } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';

export const NO_PERMISSION_MESSAGE = "You don't have permission to access this page";

/** Around admin pages: guests go to /, signed-in non-admins too, told why. */
export function RequireAdmin({ children }: { children: ReactNode }) {
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
  return isAdmin ? <AdminArea>{children}</AdminArea> : <Navigate to="/" replace />;
}

/** The admin pages, once the admin area's texts are loaded (guests never download them). */
function AdminArea({ children }: { children: ReactNode }) {
  useAdminCatalogs();
  return children;
}

/** Around login and signup: a signed-in visitor is sent to the catalogue. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  if (status === 'pending') return <PageSpinner />;
  return user ? <Navigate to="/" replace /> : children;
}

/** Around pages that show the account itself (the profile): they wait for the session. */
export function AfterSessionCheck({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'pending' ? <PageSpinner /> : children;
}
