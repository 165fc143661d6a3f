import { isRole } from '../../../domain/roles';
import type { SessionUser } from '../../../domain/schemas/auth';

interface UserRow {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  role: number | null;
  branchId: string | null;
}

/** The user object the client stores. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: isRole(row.role) ? row.role : null,
    branchId: row.branchId,
  };
}
