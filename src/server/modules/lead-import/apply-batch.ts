import { sql } from 'drizzle-orm';
import type { ImportedLeadValues } from '../../../domain/leads/import/row-values';
import type { LeadImportOptions } from '../../../domain/schemas/lead-import';
import { copyRows } from '../../db/copy-rows';
import type { DatabaseHandle, Db, Tx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { projectTextKey } from '../../db/schema/project-aliases';
import { pickAssignees } from '../assignment-rules/public';
import { followUpsOfNewLeads, handOverLeadWork, syncFollowUpsWithLeads } from '../follow-ups/public';
import { projectMatchesSql } from '../lead-projects/public';
import { updateMatchedLeads } from './matched-leads';

/**
 * After an import or its undo has added or removed many leads: the lead list's count estimate
 * (decision 096) and its plans read the statistics, and PGlite has no autovacuum to refresh them.
 * On PGlite the ANALYZE holds the only connection and the event loop for as long as it samples:
 * 6.4 s after a 100,000-row import on a busy machine, the longest hold of the whole import; 1.4–2.1 s
 * for 100,000 leads in memory at load 4–6. A statistics target of 10 samples 3,000 rows instead
 * of 30,000: 147 ms there. The filters' estimates stayed within 10% of the counts; a trigram
 * search's fell to the planner's floor (it was already half the truth at the full sample), so a
 * search past 10,000 matches shows "about 10,000". PostgreSQL keeps the full sample: nobody
 * waits for it there (decision 098's addendum).
 */
export async function analyzeLeads(db: Db, kind: DatabaseHandle['kind']) {
  if (kind === 'postgres') {
    await db.execute(sql`analyze leads`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze leads`);
  });
}

/** A row read from the file: the values to import, or the reason it is refused; the original cells either way. */
export type BatchRow =
  | { rowNo: number; cells: string[]; values: ImportedLeadValues; reason?: undefined }
  | { rowNo: number; cells: string[]; reason: string; values?: undefined };

export interface BatchContext {
  importId: string;
  kind: DatabaseHandle['kind'];
  now: Date;
  fileName: string;
  actor: { id: string | null; name: string };
  options: LeadImportOptions;
  /** Active members chosen for round-robin, and the next slot (kept on the import row). */
  roundRobin: { memberIds: string[]; next: number };
}

export interface BatchResult {
  created: number;
  updated: number;
  restored: number;
  skipped: number;
  rejected: number;
  roundRobinNext: number;
}

/**
 * The batch's rows live in a session-local temporary copy of lead_import_batch that empties
 * itself at commit: no WAL, no dead rows left behind by a DELETE per batch (PGlite has no
 * autovacuum, so a shared staging table grew with every batch and so did each scan of it), and
 * the truncate at commit costs nothing (decision 090). One statement, so no notice on later calls;
 * the same statement sets the transaction's settings (`set_config(…, true)` is `set local`), as
 * each statement is a fixed cost per batch.
 *
 * PostgreSQL: JIT off (decision 152). The batch's statements are costed past `jit_above_cost` (the
 * match's per-row probes, the INSERT, the follow-up sync, the rollup triggers' queries over their
 * transition tables) and each was compiled anew in every batch: 0.4 s of LLVM for a match that
 * runs in 13 ms on 5,000 rows. The reports' rollup reads turn it off for the same reason (137).
 *
 * PGlite: the trigram (GIN) indexes on leads gather new entries in a pending list and merge it into
 * the index when it passes gin_pending_list_limit (4 MB): one INSERT then does seconds of merging
 * while it holds PGlite and the event loop. A small list merges often and briefly (decision 098);
 * PostgreSQL's autovacuum merges it there, and other requests use other connections.
 */
const BATCH_TABLE = 'lead_import_batch';
const batchSetup = (kind: DatabaseHandle['kind']) =>
  sql.raw(`do $$ begin
  if to_regclass('pg_temp.${BATCH_TABLE}') is null then
    create temp table ${BATCH_TABLE} (like lead_import_staging) on commit delete rows;
    -- Every row's cells, read back only for the refused ones: text, not parsed as jsonb per row.
    alter table ${BATCH_TABLE} alter column cells type text;
  end if;
  ${kind === 'postgres' ? "perform set_config('jit', 'off', true);" : "perform set_config('gin_pending_list_limit', '128kB', true);"}
end $$`);
const BATCH_SETUP = { postgres: batchSetup('postgres'), pglite: batchSetup('pglite') };

/** Columns of the batch table. */
const STAGING_COLUMNS = [
  'import_id',
  'row_no',
  'reason',
  'cells',
  'name',
  'mobile',
  'alternate_mobile',
  'email',
  'source_id',
  'branch_id',
  'assigned_to',
  'project',
  'requirement',
  'budget',
  'city',
  'status',
  'next_follow_up_at',
  'notes',
  'created_at',
] as const;

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Applies one batch in the caller's transaction, set-based: COPY into staging, reject the rows
 * that repeat a mobile seen earlier in the file, match live and binned leads by mobile, then one
 * INSERT for the new leads and one UPDATE for the matched ones, each with its activity rows.
 */
export async function applyBatch(tx: Tx, batch: BatchContext, rows: readonly BatchRow[]): Promise<BatchResult> {
  const { importId } = batch;
  await tx.execute(BATCH_SETUP[batch.kind]);
  await copyRows(
    tx,
    batch.kind,
    BATCH_TABLE,
    STAGING_COLUMNS,
    rows.map((r) => {
      const v = r.values;
      return [
        importId,
        r.rowNo,
        r.reason ?? null,
        JSON.stringify(r.cells),
        v?.name,
        v?.mobile,
        v?.alternateMobile,
        v?.email,
        v?.sourceId,
        v?.branchId,
        v?.assignedTo,
        v?.project,
        v?.requirement,
        v?.budget,
        v?.city,
        v?.status,
        v?.nextFollowUpAt,
        v?.notes,
        v?.createdAt,
      ];
    }),
  );

  // Without statistics the planner takes the fresh table for a few rows and joins it to itself by
  // nested loops; sampling the columns it joins and filters on costs a few milliseconds.
  await tx.execute(sql.raw(`analyze ${BATCH_TABLE} (row_no, mobile, reason, lead_id)`));

  // The first row with a mobile wins: within the batch, then against the earlier batches' mobiles,
  // which are in the outcomes (looked up by primary key, one probe per row of the batch). The
  // batch's own outcomes are inserted once, with their final outcome, by the statements below.
  // The lookups into the growing tables (outcomes, leads) are correlated subqueries on purpose: an
  // index probe per row of the batch, whatever the statistics say. As joins the planner chose to
  // read all of the import's outcomes for every batch, so each batch cost more than the last.
  // One statement for both kinds of repeat: every statement is a fixed cost per batch, and on
  // PGlite batches are small (decision 098). A repeat names the row that was kept: an earlier
  // batch's row when there is one (its outcome), else the batch's first row. The batch's first
  // row with the mobile is itself a repeat when an earlier batch had it, so pointing later rows
  // at it named a refused row, and which rows did depended on where batches fell (decision 154).
  await tx.execute(sql`
    update lead_import_batch b set reason = 'Duplicate in file, row ' || d.first_row
    from (
      select f.row_no, coalesce(
        (select o.row_no from lead_import_outcomes o where o.import_id = ${importId} and o.mobile = f.mobile),
        nullif(f.first_row, f.row_no)) as first_row
      from (
        select row_no, mobile, min(row_no) over (partition by mobile) as first_row from lead_import_batch where reason is null
      ) f
    ) d
    where d.row_no = b.row_no and d.first_row is not null`);
  const [counted] = rowsOf<{ rejected: number; valid: number }>(
    await tx.execute(sql`
      with r as (
        insert into lead_import_rejects (import_id, row_no, reason, cells)
        select ${importId}::uuid, row_no, reason, cells::jsonb from lead_import_batch where reason is not null
        on conflict do nothing returning 1
      ) select (select count(*)::int from r) as rejected,
        (select count(*)::int from lead_import_batch where reason is null) as valid`),
  );

  // A live lead with the mobile, else the most recently binned one: an index probe per row (the
  // unique live-mobile index), a second one (the binned-mobile index) only when there is no live
  // lead, and the ordered look for the newest binned lead only for the rare rows that have one.
  // Written as one ORDER BY … LIMIT 1 per row, the planner walked the deleted_at index backwards
  // and set up a sort per row: 40% of an import's time (decision 098). Each OFFSET 0 keeps a
  // subquery as written, so its probes run once per row and the binned one by mobile.
  await tx.execute(sql`
    update lead_import_batch b set lead_id = coalesce(m.live, m.binned),
      match = case when m.live is not null then 'live' else 'binned' end
    from (
      select y.row_no, y.live,
        -- A scalar probe, not EXISTS: an EXISTS may be planned as one hashed scan of every binned lead.
        case when y.live is null
          and (select true from leads l where l.mobile = y.mobile and l.deleted_at is not null limit 1)
          then (
            select s.id from (
              select l.id, l.deleted_at from leads l where l.mobile = y.mobile and l.deleted_at is not null offset 0
            ) s order by s.deleted_at desc, s.id limit 1)
        end as binned
      from (
        select x.row_no, x.mobile, (select l.id from leads l where l.mobile = x.mobile and l.deleted_at is null) as live
        from lead_import_batch x where x.reason is null offset 0
      ) y
      offset 0
    ) m
    where m.row_no = b.row_no and (m.live is not null or m.binned is not null)`);

  const roundRobinNext = await assignNewLeads(tx, batch);
  const created = await insertNewLeads(tx, batch);
  const { updated, restored } = await updateMatchedLeads(tx, batch);
  // A follow-up date from the file becomes the lead's open follow-up (decision 055: one open per
  // lead); a created lead got its own in the INSERT.
  await syncFollowUpsWithLeads(
    tx,
    sql`select lead_id from lead_import_batch where match = 'changed'`,
    batch.actor.id,
    batch.now,
  );
  // A file that names another assignee for a matched lead hands its open follow-up and upcoming
  // visits to them (decision 155); the old assignee is in the outcome's `previous`.
  await handOverLeadWork(
    tx,
    sql`select o.lead_id, (o.previous -> 'assigned_to' ->> 0)::uuid
      from lead_import_batch b join lead_import_outcomes o on o.import_id = ${importId} and o.mobile = b.mobile
      where b.match = 'changed' and o.previous -> 'assigned_to' is not null`,
    batch.actor,
    batch.now,
    { record: 'when-moved' },
  );
  // Valid rows that neither created nor changed a lead: skipped (their outcome keeps the row's
  // number). A row without a lead is one that created its lead: it has its outcome already.
  await tx.execute(sql`
    insert into lead_import_outcomes (import_id, mobile, row_no, outcome)
    select ${importId}::uuid, mobile, row_no, 'skipped' from lead_import_batch
    where reason is null and lead_id is not null and match is distinct from 'changed'
    on conflict do nothing`);
  return {
    created,
    updated,
    restored,
    skipped: Number(counted?.valid ?? 0) - created - updated - restored,
    rejected: Number(counted?.rejected ?? 0),
    roundRobinNext,
  };
}

/** Assignees of the leads about to be created that the file left unassigned. */
async function assignNewLeads(tx: Tx, batch: BatchContext): Promise<number> {
  const { options, roundRobin } = batch;
  const unassigned = sql`lead_id is null and reason is null and assigned_to is null`;
  if (options.assignment === 'none') {
    if (options.defaults.assignedTo) {
      await tx.execute(
        sql`update lead_import_batch set assigned_to = ${options.defaults.assignedTo}::uuid where ${unassigned}`,
      );
    }
    return roundRobin.next;
  }
  if (options.assignment === 'round_robin') {
    const members = roundRobin.memberIds;
    if (members.length === 0) return roundRobin.next;
    const [done] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with r as (
          select row_no, row_number() over (order by row_no) as rn from lead_import_batch where ${unassigned}
        ), u as (
          update lead_import_batch b
          set assigned_to = (${uuidArray(members)}::uuid[])[1 + ((${roundRobin.next} + r.rn - 1) % ${members.length})::int]
          from r where r.row_no = b.row_no returning 1
        ) select count(*)::int as n from u`),
    );
    return (roundRobin.next + Number(done?.n ?? 0)) % members.length;
  }
  // The assignment rules decide, in row order, exactly as they would lead by lead (decision 099).
  const pending = rowsOf<{
    row_no: number;
    source_id: string | null;
    branch_id: string | null;
    project: string | null;
  }>(
    await tx.execute(sql`
      select row_no, coalesce(source_id, ${options.defaults.sourceId ?? null}::uuid) as source_id,
        coalesce(branch_id, ${options.defaults.branchId ?? null}::uuid) as branch_id, project
      from lead_import_batch where ${unassigned} order by row_no`),
  );
  const picks = await pickAssignees(
    tx,
    pending.map((lead) => ({ sourceId: lead.source_id, branchId: lead.branch_id, project: lead.project })),
    batch.now,
  );
  const rowNos: number[] = [];
  const ids: string[] = [];
  for (const [i, picked] of picks.entries()) {
    if (picked) {
      rowNos.push(pending[i]!.row_no);
      ids.push(picked.id);
    }
  }
  if (rowNos.length > 0) {
    await tx.execute(sql`
      update lead_import_batch b set assigned_to = x.a
      from unnest(${`{${rowNos.join(',')}}`}::int[], ${uuidArray(ids)}::uuid[]) as x(r, a)
      where b.row_no = x.r`);
  }
  return roundRobin.next;
}

async function insertNewLeads(tx: Tx, batch: BatchContext): Promise<number> {
  const { importId, now, options, actor } = batch;
  const d = options.defaults;
  const summary = `Imported from ${batch.fileName} (row `;
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with ins as (
        insert into leads (name, mobile, alternate_mobile, email, source_id, branch_id, assigned_to, assigned_at, status,
          project, project_id, budget, requirement, city, notes, next_follow_up_at, created_by, created_at, updated_at,
          import_id)
        select b.name, b.mobile, b.alternate_mobile, b.email, coalesce(b.source_id, ${d.sourceId ?? null}::uuid),
          coalesce(b.branch_id, ${d.branchId ?? null}::uuid), b.assigned_to,
          case when b.assigned_to is not null then ${now}::timestamptz end,
          coalesce(b.status, ${d.status ?? 'new'}), b.project, pm.project_id, b.budget, b.requirement, b.city, b.notes,
          b.next_follow_up_at, ${actor.id}::uuid, coalesce(b.created_at, ${now}::timestamptz), ${now}::timestamptz,
          ${importId}::uuid
        from lead_import_batch b
        -- The project each row's text names, matched for the whole batch in this statement (decision 184).
        left join (${projectMatchesSql}) pm on pm.key = ${projectTextKey(sql`b.project`)}
        where b.lead_id is null and b.reason is null order by b.row_no
        returning id, mobile, next_follow_up_at, assigned_to
      ), o as (
        insert into lead_import_outcomes (import_id, mobile, row_no, outcome, lead_id)
        select ${importId}::uuid, ins.mobile, b.row_no, 'created', ins.id
        from ins join lead_import_batch b on b.mobile = ins.mobile and b.reason is null
      ), f as (${followUpsOfNewLeads(sql`ins`, actor.id, now)}
      ), a as (
        insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
        select ins.id, 'imported', ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz,
          jsonb_build_object('summary', ${summary} || b.row_no || ').', 'refId', ${importId}::text)
        from ins join lead_import_batch b on b.mobile = ins.mobile and b.reason is null
      )
      select count(*)::int as n from ins`),
  );
  return Number(row?.n ?? 0);
}
