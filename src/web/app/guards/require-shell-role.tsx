import { Navigate } from 'react-router';
import { paths } from '../../../domain/paths';
import { ROLE_EXECUTIVE } from '../../../domain/roles';
import { useSessionUser } from '../../lib/session-store';
import { AppShellLayout } from '../shell/app-shell';

/** Executives have no sidebar and no web screens; everyone else gets the shell. */
export function RequireShellRole() {
  const user = useSessionUser();
  if (user.role === ROLE_EXECUTIVE) return <Navigate to={paths.executiveAccessDenied()} replace />;
  return <AppShellLayout />;
}
