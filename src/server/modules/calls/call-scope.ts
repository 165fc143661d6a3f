import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../../domain/permissions';
import { scopeMemberIds } from '../lead-records/public';
import type { Actor } from './sync';

/**
 * The members whose calls, queue and figures an actor may see (decision 156): anyone's for an
 * administrator, the members of a manager's scope for a manager (calls.view), one's own otherwise.
 * `member` is the column (or SQL) holding the member's id. undefined means everyone.
 */
export function callMemberScope(actor: Pick<Actor, 'id' | 'role'>, member: AnyPgColumn | SQL): SQL | undefined {
  if (can(actor.role, 'leads.all')) return undefined;
  if (can(actor.role, 'calls.view')) return sql`${member} = any(array(${scopeMemberIds(actor.id)}))`;
  return sql`${member} = ${actor.id}::uuid`;
}
