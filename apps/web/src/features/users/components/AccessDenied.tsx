import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../../lib/notify';

export const NOT_ADMIN_TEXT = 'you must be an admin to access this part of the program';

/** Non-admins are told why and sent to their account page. */
export function NotAdminRedirect() {
  useEffect(() => {
    notify.error(NOT_ADMIN_TEXT, { id: 'not-admin' });
  }, []);
  return <Navigate to="/my-account" replace />;
}
