import { Outlet } from 'react-router';
import { type Capability, can } from '../../../domain/permissions';
import { AccessDeniedPage } from '../../features/errors/routes/access-denied-page';
import { useSessionUser } from '../../lib/session-store';

/** Screens whose capability the role lacks show an access-denied page; the API refuses them too. */
export function RequireCapability({ capability }: { capability: Capability }) {
  const user = useSessionUser();
  return can(user.role, capability) ? <Outlet /> : <AccessDeniedPage />;
}
