import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { pickAssignee } from '../assignment-rules/public';
import { recordLeadHistory } from './history';
import { idleLead, selectLeads, type Viewer } from './lead-view';
import { assigneeName } from './refs';
import { idleCutoff } from './service';

/**
 * Hands every idle lead (still new N hours after assignment, decision 054) to someone else in one
 * transaction: to `assignedTo` when given, otherwise by the assignment rules, skipping the current
 * assignee. A lead no rule can place stays where it is and is counted as left.
 */
export async function reassignIdleLeads(deps: AppContext, assignedTo: string | null | undefined, actor: Viewer) {
  const now = deps.clock();
  const since = await idleCutoff(deps);
  return deps.db.transaction(async (tx) => {
    const target = assignedTo ? { id: assignedTo, name: await assigneeName(tx, assignedTo) } : null;
    const rows = await selectLeads(tx)
      .where(and(isNull(leads.deletedAt), idleLead(since)))
      .orderBy(leads.assignedAt, leads.id)
      .for('update', { of: leads });
    let moved = 0;
    for (const row of rows) {
      const { lead } = row;
      const next = target ?? (await pickAssignee(tx, lead, now, lead.assignedTo));
      if (!next || next.id === lead.assignedTo) continue;
      await tx.update(leads).set({ assignedTo: next.id, assignedAt: now, updatedAt: now }).where(eq(leads.id, lead.id));
      await recordLeadHistory(tx, {
        leadId: lead.id,
        action: 'assigned',
        summary: `Idle lead reassigned to ${next.name}`,
        changes: [{ field: 'Assigned to', from: row.assigneeName, to: next.name }],
        actor,
        at: now,
      });
      moved++;
    }
    const left = rows.length - moved;
    const noun = (n: number) => `${n} idle ${n === 1 ? 'lead' : 'leads'}`;
    return {
      message:
        rows.length === 0
          ? 'There are no idle leads.'
          : `${noun(moved)} reassigned.${left ? ` ${left} could not be placed: no rule has another free member.` : ''}`,
      updated: moved,
      left,
    };
  });
}
