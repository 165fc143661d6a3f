import { type SQL, sql } from 'drizzle-orm';
import { leadKindSql } from '../../../db/schema/leads';

/** What a day rollup counts: the tables' statement triggers in migration 0027 mark these subjects. */
export type RollupSubject = 'leads' | 'activities' | 'visits';

/**
 * Groupings per subject: the columns of the subject's rows (rowsOn) they key on, and optionally a
 * boolean column of those rows that narrows what they count.
 */
export const ROLLUP_GROUPINGS = {
  leads: {
    member_status: ['assigned_to', 'status'],
    // The same leads by status alone: 9 rows a day for the charts that need no member.
    status: ['status', null],
    source: ['source_id', null],
    project: ['project', null],
    kind: ['kind', null],
    // Fresh leads (never contacted, decision 055) by member and source: the fresh-lead charts.
    fresh_member_source: ['assigned_to', 'source_id', 'fresh'],
  },
  activities: { member_kind: ['actor_id', 'kind'] },
  visits: { status: ['status', null] },
} as const satisfies Record<RollupSubject, Record<string, readonly [string, string | null, string?]>>;

export type RollupGrouping<S extends RollupSubject> = keyof (typeof ROLLUP_GROUPINGS)[S] & string;

/** [start, end) of an India day column `d.day` as instants, for a range read over a time index. */
const dayStart = sql`((d.day::timestamp - interval '330 minutes') at time zone 'UTC')`;
const dayEnd = sql`(((d.day + 1)::timestamp - interval '330 minutes') at time zone 'UTC')`;

/**
 * The subject's rows on the India days that `days` (a query with one column `day`) lists, with
 * the day and the columns the groupings key on: the counted rows of the reports' own WHERE —
 * live leads by created day (the lead list's), every activity by its time (decision 141). A nested
 * range read per day over leads_live_created_idx / activities_at_idx.
 */
export function rowsOn(subject: RollupSubject, days: SQL): SQL {
  if (subject === 'leads') {
    return sql`select d.day, leads.assigned_to, leads.status, leads.source_id, leads.project, ${leadKindSql} as kind,
        leads.last_contacted_at is null as fresh
      from (${days}) d join leads on leads.created_at >= ${dayStart} and leads.created_at < ${dayEnd}
      where leads.deleted_at is null`;
  }
  if (subject === 'visits') {
    // The Schedules list's visits: those of live leads.
    return sql`select d.day, v.status
      from (${days}) d join site_visits v on v.at >= ${dayStart} and v.at < ${dayEnd}
      join leads l on l.id = v.lead_id and l.deleted_at is null`;
  }
  return sql`select d.day, a.actor_id, a.kind
    from (${days}) d join activities a on a.at >= ${dayStart} and a.at < ${dayEnd}`;
}

/** One grouping of the rows on `days`: (day, key1, key2, n), keys as text as the rollup keeps them. */
export function groupedOn(subject: RollupSubject, grouping: string, days: SQL): SQL {
  const keys = (ROLLUP_GROUPINGS[subject] as Record<string, readonly [string, string | null, string?]>)[grouping];
  if (!keys) throw new Error(`No rollup grouping ${subject}.${grouping}`);
  const [k1, k2, only] = keys;
  const key2 = k2 ? sql`r.${sql.identifier(k2)}::text` : sql`null::text`;
  const where = only ? sql`where r.${sql.identifier(only)}` : sql``;
  return sql`select r.day, r.${sql.identifier(k1)}::text as key1, ${key2} as key2, count(*)::int as n
    from (${rowsOn(subject, days)}) r ${where} group by 1, 2, 3`;
}
