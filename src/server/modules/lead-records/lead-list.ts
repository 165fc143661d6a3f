import { count, inArray, type SQL, sql } from 'drizzle-orm';
import { LEAD_COUNT_EXACT_UP_TO, type LeadListRow } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { activities } from '../../db/schema/activities';
import { leads } from '../../db/schema/leads';
import { plannedRows } from '../../lib/planned-rows';
import { selectLeads, toLead } from './lead-view';

/**
 * The newest activity of each of the page's rows: one probe of activities_lead_at_idx per row
 * (at most a page of them), never a join over every activity.
 */
const lastActivityAt = sql<string | Date | null>`(
  select ${activities.at} from ${activities} where ${activities.leadId} = ${leads.id}
  order by ${activities.at} desc, ${activities.seq} desc limit 1)`.as('last_activity_at');

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One page of the list, id first (decision 096): the page's ids come from the index that matches
 * the order (only `leads` is read, so a deep OFFSET walks index entries, not joined rows), then
 * the 20 rows are joined to their names.
 */
export async function pageOfLeads(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const ids = (
    await db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await selectLeads(db, { lastActivityAt }).where(inArray(leads.id, ids));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => at.get(a.lead.id)! - at.get(b.lead.id)!)
    .map(
      (row): LeadListRow => ({
        ...toLead(row),
        lastActivityAt: iso(row.lastActivityAt),
        lastContactedAt: row.lead.lastContactedAt?.toISOString() ?? null,
      }),
    );
}

/**
 * The number of leads matching: counted exactly up to LEAD_COUNT_EXACT_UP_TO (a count over a
 * LIMITed subquery stops there), beyond that the planner's row estimate for the same WHERE, which
 * costs a plan, not a scan of a million rows. The plan comes first: when it expects far more than
 * the threshold the capped count is skipped too, because counting 10,001 search matches still reads
 * 10,001 rows (~150 ms cold). The estimate is never below what was counted.
 */
export async function countLeads(
  db: DbOrTx,
  where: SQL | undefined,
  { exact = false } = {},
): Promise<{ total: number; estimate: boolean }> {
  if (exact) {
    const [row] = await db.select({ n: count() }).from(leads).where(where);
    return { total: Number(row?.n ?? 0), estimate: false };
  }
  const matching = db.select({ one: sql`1` }).from(leads).where(where);
  const planned = await plannedRows(db, matching);
  if (planned > LEAD_COUNT_EXACT_UP_TO * 2) return { total: planned, estimate: true };
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(LEAD_COUNT_EXACT_UP_TO + 1);
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${capped}) s`));
  const counted = Number(row?.n ?? 0);
  if (counted <= LEAD_COUNT_EXACT_UP_TO) return { total: counted, estimate: false };
  return { total: Math.max(planned, counted), estimate: true };
}
