import { sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { LeadFacts } from './picker';

interface RuleState {
  id: string;
  sourceId: string | null;
  branchId: string | null;
  /** lower(trim(project)) as the per-lead picker compares it in SQL. */
  projectKey: string | null;
  dailyCap: number | null;
  cursor: number;
  /** Sort key of the per-lead picker: conditions desc, precedence desc, created_at, id. */
  conditions: number;
  precedence: number;
  createdAt: string;
  members: { id: string; name: string; active: boolean; count: number }[];
  /** Cursor or counts moved by this call. */
  touched: boolean;
}

/**
 * The set-based twin of `pickAssignee` for many leads at once (an import batch): the same rules
 * in the same order, the same cursors and daily caps, the same result for each lead as calling
 * `pickAssignee` for the leads one after another in the given order — proven by a test that runs
 * both on the same state. Instead of three to five statements per lead it reads every rule, its
 * members and today's counts in three statements (the rules locked FOR UPDATE, in id order, for
 * the rest of the caller's transaction), walks the leads in memory, and writes the moved cursors
 * and the day's counts back in one statement (decision 099).
 */
export async function pickAssignees(
  tx: DbOrTx,
  leads: readonly LeadFacts[],
  now: Date,
): Promise<({ id: string; name: string } | null)[]> {
  if (leads.length === 0) return [];
  const day = istDate(now);
  const ruleRows = rowsOf<{
    id: string;
    source_id: string | null;
    branch_id: string | null;
    project_key: string | null;
    daily_cap: number | null;
    cursor: number;
    conditions: number;
    precedence: number;
    created_at: string;
  }>(
    await tx.execute(sql`
      select id, source_id, branch_id, lower(trim(project)) as project_key, daily_cap, cursor,
        ((source_id is not null)::int + (branch_id is not null)::int + (project is not null)::int) as conditions,
        ((source_id is not null)::int * 4 + (project is not null)::int * 2 + (branch_id is not null)::int) as precedence,
        created_at::text as created_at
      from assignment_rules order by id for update`),
  );
  if (ruleRows.length === 0) return leads.map(() => null);
  const memberRows = rowsOf<{ rule_id: string; id: string; name: string; active: boolean; count: number }>(
    await tx.execute(sql`
      select m.rule_id, u.id, u.name, (u.status = 'active' and u.role is not null) as active,
        coalesce(c.count, 0)::int as count
      from assignment_rule_members m
      join users u on u.id = m.user_id
      left join assignment_daily_counts c on c.rule_id = m.rule_id and c.user_id = u.id and c.day = ${day}
      order by m.rule_id, m.position`),
  );
  const rules: RuleState[] = ruleRows.map((r) => ({
    id: r.id,
    sourceId: r.source_id,
    branchId: r.branch_id,
    projectKey: r.project_key,
    dailyCap: r.daily_cap === null ? null : Number(r.daily_cap),
    cursor: Number(r.cursor),
    conditions: Number(r.conditions),
    precedence: Number(r.precedence),
    createdAt: r.created_at,
    members: [],
    touched: false,
  }));
  const byId = new Map(rules.map((r) => [r.id, r]));
  for (const m of memberRows) {
    byId.get(m.rule_id)?.members.push({ id: m.id, name: m.name, active: m.active, count: Number(m.count) });
  }
  // The per-lead picker's order. created_at compares as text of one timestamptz type and zone,
  // so string order is time order; ids (uuid) compare as their lower-case text, as in SQL.
  rules.sort(
    (a, b) =>
      b.conditions - a.conditions ||
      b.precedence - a.precedence ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

  const picks = leads.map((lead) => {
    const project = lead.project?.trim().toLowerCase() || null;
    for (const rule of rules) {
      if (rule.sourceId !== null && rule.sourceId !== (lead.sourceId || null)) continue;
      if (rule.branchId !== null && rule.branchId !== (lead.branchId || null)) continue;
      if (rule.projectKey !== null && rule.projectKey !== project) continue;
      const { members } = rule;
      for (let step = 0; step < members.length; step++) {
        const index = (rule.cursor + step) % members.length;
        const m = members[index]!;
        if (!m.active || (rule.dailyCap !== null && m.count >= rule.dailyCap)) continue;
        rule.cursor = (index + 1) % members.length;
        m.count += 1;
        rule.touched = true;
        return { id: m.id, name: m.name };
      }
    }
    return null;
  });

  const moved = rules.filter((r) => r.touched);
  if (moved.length > 0) {
    const counts = moved.flatMap((r) => r.members.map((m) => ({ rule: r.id, user: m.id, count: m.count })));
    // One statement for both writes: each is a round trip while the rules stay locked, and every
    // other set of leads waits on those locks. Only rows whose count this call raised are written;
    // the absolute count is what the memory walk saw plus its own.
    await tx.execute(sql`
      with moved as (
        update assignment_rules r set cursor = x.cursor
        from unnest(${`{${moved.map((r) => r.id).join(',')}}`}::uuid[], ${`{${moved.map((r) => r.cursor).join(',')}}`}::int[]) as x(id, cursor)
        where r.id = x.id
      )
      insert into assignment_daily_counts (rule_id, user_id, day, count)
      select x.rule_id, x.user_id, ${day}::date, x.count
      from unnest(${`{${counts.map((c) => c.rule).join(',')}}`}::uuid[], ${`{${counts.map((c) => c.user).join(',')}}`}::uuid[],
        ${`{${counts.map((c) => c.count).join(',')}}`}::int[]) as x(rule_id, user_id, count)
      where x.count > 0
      on conflict (rule_id, user_id, day) do update set count = excluded.count`);
  }
  return picks;
}
