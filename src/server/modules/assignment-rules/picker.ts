import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { DbOrTx } from '../../db/database';
import { assignmentDailyCounts, assignmentRuleMembers, assignmentRules } from '../../db/schema/assignment-rules';
import { users } from '../../db/schema/users';

export interface LeadFacts {
  sourceId?: string | null | undefined;
  branchId?: string | null | undefined;
  project?: string | null | undefined;
}

const r = assignmentRules;
const conditionCount = sql`((${r.sourceId} is not null)::int + (${r.branchId} is not null)::int + (${r.project} is not null)::int)`;
// Among rules with as many conditions, source outranks project and project outranks branch.
const precedence = sql`((${r.sourceId} is not null)::int * 4 + (${r.project} is not null)::int * 2 + (${r.branchId} is not null)::int)`;

/** The rules that match a lead, most specific first (decision 054). */
function matchingRules(tx: DbOrTx, lead: LeadFacts) {
  const project = lead.project?.trim().toLowerCase() || null;
  return tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        lead.sourceId ? or(isNull(r.sourceId), eq(r.sourceId, lead.sourceId)) : isNull(r.sourceId),
        lead.branchId ? or(isNull(r.branchId), eq(r.branchId, lead.branchId)) : isNull(r.branchId),
        project ? or(isNull(r.project), sql`lower(trim(${r.project})) = ${project}`) : isNull(r.project),
      ),
    )
    .orderBy(sql`${conditionCount} desc`, sql`${precedence} desc`, asc(r.createdAt), asc(r.id));
}

/**
 * Takes the next round-robin slot of the first matching rule that has someone free, inside the
 * lead's transaction. The rule row is locked FOR UPDATE, so two leads created at once queue on it
 * and never read the same cursor. A deactivated member, one at the rule's daily cap (India day)
 * and `exclude` (the current assignee when reassigning) are skipped; when every member of a rule
 * is skipped the next rule is tried, and with none left the lead stays unassigned (null).
 */
export async function pickAssignee(
  tx: DbOrTx,
  lead: LeadFacts,
  now: Date,
  exclude?: string | null,
): Promise<{ id: string; name: string } | null> {
  const day = istDate(now);
  for (const { id: ruleId } of await matchingRules(tx, lead)) {
    const [rule] = await tx.select().from(r).where(eq(r.id, ruleId)).for('update');
    if (!rule) continue;
    const members = await tx
      .select({
        id: users.id,
        name: users.name,
        active: sql<boolean>`${users.status} = 'active' and ${isNotNull(users.role)}`,
        count: sql<number>`coalesce(${assignmentDailyCounts.count}, 0)`.mapWith(Number),
      })
      .from(assignmentRuleMembers)
      .innerJoin(users, eq(users.id, assignmentRuleMembers.userId))
      .leftJoin(
        assignmentDailyCounts,
        and(
          eq(assignmentDailyCounts.ruleId, ruleId),
          eq(assignmentDailyCounts.userId, users.id),
          eq(assignmentDailyCounts.day, day),
        ),
      )
      .where(eq(assignmentRuleMembers.ruleId, ruleId))
      .orderBy(asc(assignmentRuleMembers.position));
    for (let step = 0; step < members.length; step++) {
      const index = (rule.cursor + step) % members.length;
      const m = members[index]!;
      if (!m.active || m.id === exclude || (rule.dailyCap !== null && m.count >= rule.dailyCap)) continue;
      await tx
        .update(r)
        .set({ cursor: (index + 1) % members.length })
        .where(eq(r.id, ruleId));
      await tx
        .insert(assignmentDailyCounts)
        .values({ ruleId, userId: m.id, day, count: 1 })
        .onConflictDoUpdate({
          target: [assignmentDailyCounts.ruleId, assignmentDailyCounts.userId, assignmentDailyCounts.day],
          set: { count: sql`${assignmentDailyCounts.count} + 1` },
        });
      return { id: m.id, name: m.name };
    }
  }
  return null;
}
