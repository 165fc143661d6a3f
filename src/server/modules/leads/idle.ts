import { and, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { pickAssignee } from '../assignment-rules/public';
import { handOverLeadWork, handoverPairs } from '../follow-ups/public';
import { idleLead, type LeadActor, selectLeads } from '../lead-records/public';
import { assigneeName } from './refs';
import { idleCutoff } from './service';

/**
 * Hands every idle lead (still new N hours after assignment, decision 054) to someone else in one
 * transaction: to `assignedTo` when given, otherwise by the assignment rules, skipping the current
 * assignee. A lead no rule can place stays where it is and is counted as left.
 */
export async function reassignIdleLeads(deps: AppContext, assignedTo: string | null | undefined, actor: LeadActor) {
  const now = deps.clock();
  const since = await idleCutoff(deps);
  return deps.db.transaction(async (tx) => {
    const target = assignedTo ? { id: assignedTo, name: await assigneeName(tx, assignedTo) } : null;
    const rows = await selectLeads(tx)
      .where(and(isNull(leads.deletedAt), idleLead(since)))
      .orderBy(leads.assignedAt, leads.id)
      .for('update', { of: leads });
    const moves: { leadId: string; fromId: string | null; toId: string }[] = [];
    for (const { lead } of rows) {
      const next = target ?? (await pickAssignee(tx, lead, now, lead.assignedTo));
      if (!next || next.id === lead.assignedTo) continue;
      moves.push({ leadId: lead.id, fromId: lead.assignedTo, toId: next.id });
    }
    const moved = moves.length;
    if (moved > 0) {
      await tx.execute(sql`
        update leads l set assigned_to = m.to_id, assigned_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        from unnest(${`{${moves.map((m) => m.leadId).join(',')}}`}::uuid[], ${`{${moves.map((m) => m.toId).join(',')}}`}::uuid[])
          as m(lead_id, to_id)
        where l.id = m.lead_id`);
      await handOverLeadWork(tx, handoverPairs(moves), actor, now, {
        record: 'always',
        verb: 'Idle lead reassigned to',
      });
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
