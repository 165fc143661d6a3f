import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEAD_STATUS_LABELS } from '../../../domain/leads/statuses';
import { branches } from '../../db/schema/branches';
import { leads } from '../../db/schema/leads';
import { sources } from '../../db/schema/sources';
import { sqlList } from '../../db/sql-list';
import { assignee, creator } from '../lead-records/public';

/**
 * An instant as India's wall clock, `dd/mm/yyyy, hh:mm` (domain/india-date.ts's indiaDateTime),
 * in SQL: India keeps UTC+05:30 all year, so a fixed shift needs no zone database and reads the
 * same on PostgreSQL and PGlite (as lib/india-day-sql.ts does for days).
 */
const indiaDateTimeSql = (column: AnyPgColumn) =>
  sql<string | null>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'DD/MM/YYYY, HH24:MI')`;

/** The status's label (domain/leads/statuses.ts), in SQL. */
const statusLabelSql = sql<string>`case ${leads.status} ${sql.join(
  Object.entries(LEAD_STATUS_LABELS).map(([key, label]) => sql`when ${sqlList([key])} then ${sqlList([label])}`),
  sql` `,
)} else ${leads.status} end`;

/**
 * The lead export's columns: its header and each cell as text, written by the database — the one
 * definition of the file, for the CSV download and the lead report's rows job (CSV or Excel).
 * Formatting in SQL rather than in JavaScript: turning 50,000 rows into objects, Dates and strings
 * here cost more than the SELECT of them (decision 149). The names come
 * from the joins of `fromLeadsWithNames`.
 */
export const EXPORT_COLUMNS: readonly { header: string; cell: SQL<string | null> }[] = [
  { header: 'Name', cell: sql`${leads.name}` },
  { header: 'Mobile', cell: sql`${leads.mobile}` },
  { header: 'Alternate mobile', cell: sql`${leads.alternateMobile}` },
  { header: 'Email', cell: sql`${leads.email}` },
  { header: 'Source', cell: sql`${sources.name}` },
  { header: 'Branch', cell: sql`${branches.name}` },
  { header: 'Assigned to', cell: sql`${assignee.name}` },
  { header: 'Status', cell: statusLabelSql },
  { header: 'Project', cell: sql`${leads.project}` },
  // numeric(14, 2) as text keeps its two decimals: 7250000.50.
  { header: 'Budget (₹)', cell: sql`${leads.budget}::text` },
  { header: 'Requirement', cell: sql`${leads.requirement}` },
  { header: 'City', cell: sql`${leads.city}` },
  { header: 'Next follow-up', cell: indiaDateTimeSql(leads.nextFollowUpAt) },
  { header: 'Notes', cell: sql`${leads.notes}` },
  { header: 'Created by', cell: sql`${creator.name}` },
  { header: 'Created on', cell: indiaDateTimeSql(leads.createdAt) },
];

export const LEAD_EXPORT_HEADER: readonly string[] = EXPORT_COLUMNS.map((c) => c.header);

/**
 * One cell of domain/leads/csv.ts's csvCell, in SQL: a value a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR first) gets an apostrophe, and a value with a quote, comma or line break is
 * quoted with its quotes doubled. Tested against csvCell (export-columns.test.ts).
 */
export function csvCellSql(value: SQL): SQL<string> {
  const guarded = sql`case when ${value} ~ '^[-=+@\t\r]' then '''' || ${value} else ${value} end`;
  return sql<string>`case when ${value} ~ '[",\r\n]' then '"' || replace(${guarded}, '"', '""') || '"' else coalesce(${guarded}, '') end`;
}

/** A whole record of the export, CRLF-ended as csvRow writes it. */
export const exportLineSql = sql<string>`concat_ws(',', ${sql.join(
  EXPORT_COLUMNS.map((c) => csvCellSql(c.cell)),
  sql`, `,
)}) || ${'\r\n'}`;
