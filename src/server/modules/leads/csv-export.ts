import { Readable } from 'node:stream';
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { defaultLeadOrder, type LeadSort, type SortOrder } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import { runInBackground } from '../../db/interactive-first';
import { leadStatusRank, leads } from '../../db/schema/leads';
import { LONG_WORK_BATCH_ROWS, yieldToLoop } from '../../lib/yield-to-loop';
import { fromLeadsWithNames, type LeadActor, type LeadFilters, leadOrder, leadWhere } from '../lead-records/public';
import { EXPORT_COLUMNS, exportLineSql, LEAD_EXPORT_HEADER } from './export-columns';
import { idleCutoff } from './service';

type Filters = LeadFilters & {
  sort?: LeadSort | undefined;
  order?: SortOrder | undefined;
  idle?: 'true' | 'false' | undefined;
};

/** The sort key of each row, as text, so the next batch starts exactly after it (microseconds included). */
const keyColumns = {
  kCreated: sql<string>`${leads.createdAt}::text`.as('k_created'),
  kName: sql<string>`lower(${leads.name})`.as('k_name'),
  kRank: sql<number>`${leadStatusRank(leads.status)}`.as('k_rank'),
  kFollowUp: sql<string | null>`${leads.nextFollowUpAt}::text`.as('k_follow_up'),
};
type Keyed = { id: string; kCreated: string; kName: string; kRank: number; kFollowUp: string | null };

/**
 * Rows after `last` in the list's order (leadOrder): a row comparison on the same columns as the
 * order's index, so every batch starts with an index seek instead of rescanning what earlier
 * batches read (OFFSET did: 10 s for 50,000 rows against 0.57 s for one SELECT).
 */
function after(sort: LeadSort, order: SortOrder, last: Keyed): SQL {
  const cmp = sql.raw(order === 'asc' ? '>' : '<');
  const id = sql`${last.id}::uuid`;
  switch (sort) {
    case 'name':
      return sql`(lower(${leads.name}), ${leads.id}) ${cmp} (${last.kName}, ${id})`;
    case 'status':
      return sql`(${leadStatusRank(leads.status)}, ${leads.createdAt}, ${leads.id}) ${cmp} (${last.kRank}::int, ${last.kCreated}::timestamptz, ${id})`;
    case 'nextFollowUp':
      // Leads without a follow-up come last in both directions: they are their own phase (see phases).
      return last.kFollowUp === null
        ? sql`${leads.id} ${cmp} ${id}`
        : sql`(${leads.nextFollowUpAt}, ${leads.id}) ${cmp} (${last.kFollowUp}::timestamptz, ${id})`;
    default:
      return sql`(${leads.createdAt}, ${leads.id}) ${cmp} (${last.kCreated}::timestamptz, ${id})`;
  }
}

/** A follow-up sort reads the dated leads, then the undated ones; NULLs have no place in a row comparison. */
const phases = (sort: LeadSort): (SQL | undefined)[] =>
  sort === 'nextFollowUp' ? [isNotNull(leads.nextFollowUpAt), isNull(leads.nextFollowUpAt)] : [undefined];

type ExportDeps = Pick<AppContext, 'db' | 'clock' | 'settings'> & {
  database?: Pick<AppContext['database'], 'kind'>;
};

/**
 * The export's query: its batches in the list's order (keyset), and the phases they run in. Each
 * row is its sort key and either the whole CSV record (`line`) or its cells (c0, c1, …), made by
 * the database from EXPORT_COLUMNS.
 */
async function exportReader(deps: ExportDeps, viewer: LeadActor, filters: Filters, output: 'line' | 'cells') {
  const idleSince = filters.idle === 'true' ? await idleCutoff(deps) : undefined;
  const where = leadWhere(viewer, { ...filters, idleSince });
  const sort = filters.sort ?? 'created';
  const order = filters.order ?? defaultLeadOrder(sort);
  // The file lists the leads in the order the screen shows them.
  const orderBy = leadOrder(sort, order);
  // PGlite: LONG_WORK_BATCH_ROWS, each batch a hold of the only connection (decision 097).
  // PostgreSQL: 5,000, one pool connection for a moment while others serve other requests. With the
  // records written by the database, each batch's fixed cost (planning the formatting, the keyset
  // seek, a round trip) became the export's overhead: 1.44-1.97x one SELECT in 5,000s against
  // 1.91-3.05x in 1,000s, alternating on the same million leads at load 3-4 (decision 149).
  const size = deps.database?.kind === 'postgres' ? 5 * LONG_WORK_BATCH_ROWS : LONG_WORK_BATCH_ROWS;
  const fields =
    output === 'line' ? { line: exportLineSql } : Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [`c${i}`, c.cell]));
  const batch = async (phase: SQL | undefined, last: Keyed | null) =>
    (await fromLeadsWithNames(deps.db, { id: leads.id, ...keyColumns, ...fields })
      .where(and(where, phase, last ? after(sort, order, last) : undefined))
      .orderBy(...orderBy)
      .limit(size)) as (Keyed & Record<string, string | null>)[];
  return { batch, size, steps: phases(sort) };
}

/**
 * The filtered leads as CSV (every getLeads filter, idle included), read in keyset batches of
 * LONG_WORK_BATCH_ROWS and streamed, so a large export neither waits for the whole set nor
 * holds it in memory, and yields between batches so other people's requests run meanwhile
 * (decision 097). The first batch is read before the answer starts, so a query that fails is an error answer
 * rather than a 200 that breaks off.
 */
export async function exportLeadsCsv(deps: ExportDeps, viewer: LeadActor, filters: Filters): Promise<Readable> {
  const { batch, size, steps } = await exportReader(deps, viewer, filters, 'line');
  const first = await batch(steps[0], null);
  // On PostgreSQL the next batch is asked for before this one is passed on, so the database reads
  // and formats it while this process sends (one SELECT of the set is the yardstick). On PGlite
  // the query would run on this thread straight after, with no yield between: not there.
  const prefetch = deps.database?.kind === 'postgres';
  // Once the download has started, its batches are background work: on the embedded database
  // other people's requests go before each of them (decision 151).
  const later: typeof batch = (phase, after) => runInBackground(() => batch(phase, after));
  async function* generate() {
    yield CSV_BOM + csvRow(LEAD_EXPORT_HEADER);
    for (const [i, phase] of steps.entries()) {
      let rows = i === 0 ? first : await later(phase, null);
      while (rows.length > 0) {
        const more = rows.length === size;
        // Awaited below; a client that goes away first must not leave its failure unhandled.
        const next = more && prefetch ? later(phase, rows[rows.length - 1]!) : null;
        next?.catch(() => {});
        yield rows.map((r) => r.line).join('');
        if (!more) break;
        await yieldToLoop();
        rows = await (next ?? later(phase, rows[rows.length - 1]!));
      }
    }
  }
  return Readable.from(generate());
}

/**
 * The same leads, order and keyset batches as exportLeadsCsv, as cells a batch at a time: the lead
 * report's rows export (decision 136) is a job that writes them to a CSV or Excel file with progress.
 */
export async function* leadExportBatches(deps: ExportDeps, viewer: LeadActor, filters: Filters) {
  const { batch, size, steps } = await exportReader(deps, viewer, filters, 'cells');
  const cells = (r: Record<string, string | null>) => EXPORT_COLUMNS.map((_, i) => r[`c${i}`] ?? null);
  for (const phase of steps) {
    let rows = await batch(phase, null);
    while (rows.length > 0) {
      yield rows.map(cells);
      if (rows.length < size) break;
      await yieldToLoop();
      rows = await batch(phase, rows[rows.length - 1]!);
    }
  }
}
