// Route guards. They run after the start-up session check (the layout waits for it).
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/web/features/auth/api/session';

export const NO_PERMISSION_MESSAGE = "You don't have permission to access this page";

/** Layout route for admin pages: guests go to /, signed-in non-admins too, told why. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  const told = useRef(false);
  useEffect(() => {
    if (user && !isAdmin && !told.current) {
      told.current = true;
      toast.error(NO_PERMISSION_MESSAGE, { id: 'no-permission' });
    }
  }, [user, isAdmin]);
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** Layout route for login and signup: a signed-in visitor is sent to the catalogue. */
export function GuestOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}
