import { Navigate } from 'react-router';
import { navigationFor } from '../../../domain/navigation';
import { paths } from '../../../domain/paths';
import { homePathFor, type Role } from '../../../domain/roles';
import { useSessionUser } from '../../lib/session-store';
import { firstNavPath } from '../shell/nav-active';

/**
 * Where `/` goes: homePathFor(role). When that screen is not built yet (role 1's
 * /automation/pull-api), the first sidebar page the role may open that has a screen is used
 * instead, so nobody lands on "Page not found" after logging in.
 */
export function resolveHomePath(role: Role | null, registeredPaths: ReadonlySet<string>): string {
  const home = homePathFor(role);
  if (home === paths.login() || registeredPaths.has(home)) return home;
  return firstNavPath(navigationFor(role), (path) => registeredPaths.has(path)) ?? home;
}

export function HomeRedirect({ registeredPaths }: { registeredPaths: ReadonlySet<string> }) {
  const user = useSessionUser();
  return <Navigate to={resolveHomePath(user.role, registeredPaths)} replace />;
}
