import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../domain/paths';
import { isRole } from '../../../domain/roles';
import { endSession, useSession } from '../../lib/session-store';

/** Every route except the public ones needs a session; otherwise go to /login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'authenticated') {
    // After an expired session, come back to the same page once logged in again; not after Log Out.
    const from =
      session.status === 'anonymous' && session.endedBy === 'logout' ? undefined : location.pathname + location.search;
    return <Navigate to={paths.login()} replace state={from ? { from } : null} />;
  }
  if (!isRole(session.user.role)) return <EndSessionAndLogin />;
  return <Outlet />;
}

/** A user without a role may do nothing: sign them out locally. */
function EndSessionAndLogin() {
  useEffect(() => endSession('logout'), []);
  return null;
}
