import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { projectTextKey } from '../../db/schema/project-aliases';
import { projectMatchesSql } from '../lead-projects/public';
import type { BatchContext } from './apply-batch';

/** Fields an import may change on an existing lead: column and its SQL type (for undo's cast back). */
export const UPDATABLE: readonly [column: string, type: string][] = [
  ['name', 'text'],
  ['alternate_mobile', 'text'],
  ['email', 'text'],
  ['source_id', 'uuid'],
  ['branch_id', 'uuid'],
  ['assigned_to', 'uuid'],
  ['project', 'text'],
  ['requirement', 'text'],
  ['budget', 'numeric'],
  ['city', 'text'],
  ['status', 'text'],
  ['next_follow_up_at', 'timestamptz'],
  ['notes', 'text'],
];

/**
 * Live duplicates (fill empty fields, or overwrite with the file's non-empty values) and binned
 * leads to restore. Each changed field's value before and after is kept in the outcome
 * (`previous`: column → [before, after] as text) for undo.
 */
export async function updateMatchedLeads(tx: Tx, batch: BatchContext): Promise<{ updated: number; restored: number }> {
  const { importId, now, options, actor } = batch;
  const mode = options.duplicates;
  const restoreBinned = options.binned === 'restore';
  if (mode === 'skip' && !restoreBinned) return { updated: 0, restored: 0 };
  const newValue = (column: string): SQL => {
    const c = sql.raw(column);
    if (mode === 'skip') return sql`l.${c}`;
    if (mode === 'overwrite') return sql`coalesce(b.${c}, l.${c})`;
    return sql`coalesce(l.${c}, b.${c})`;
  };
  const selectList = sql.join(
    UPDATABLE.map(
      ([column]) =>
        sql`${newValue(column)} as ${sql.raw(`new_${column}`)}, l.${sql.raw(column)} as ${sql.raw(`old_${column}`)}`,
    ),
    sql`, `,
  );
  const changes = sql.join(
    UPDATABLE.map(
      ([column]) =>
        sql`(${column}::text, jsonb_build_array(s.${sql.raw(`old_${column}`)}::text, s.${sql.raw(`new_${column}`)}::text), s.${sql.raw(`new_${column}`)} is distinct from s.${sql.raw(`old_${column}`)})`,
    ),
    sql`, `,
  );
  const setList = sql.join(
    UPDATABLE.map(([column]) => sql`${sql.raw(column)} = c.${sql.raw(`new_${column}`)}`),
    sql`, `,
  );
  const which =
    mode === 'skip'
      ? sql`b.match = 'binned'`
      : restoreBinned
        ? sql`b.match in ('live', 'binned')`
        : sql`b.match = 'live'`;
  const file = batch.fileName;
  const [counts] = rowsOf<{ updated: number; restored: number }>(
    await tx.execute(sql`
    with s as (
      select b.row_no, b.mobile, l.id, b.match = 'binned' as restore, l.deleted_at as old_deleted_at,
        l.project_id as old_project_id, ${selectList}
      from lead_import_batch b join leads l on l.id = b.lead_id
      where b.reason is null and ${which}
    ), c as (
      select s.*, (
        select jsonb_object_agg(x.k, x.v) from (values ${changes},
          ('deleted_at', jsonb_build_array(s.old_deleted_at::text, null), s.restore)) as x(k, v, changed)
        where x.changed
      ) as previous from s
    ), u as (
      update leads l set ${setList},
        -- A project text the import changed is matched again, in this statement (decision 184).
        project_id = case when c.new_project is distinct from c.old_project
          then (select pm.project_id from (${projectMatchesSql}) pm where pm.key = ${projectTextKey(sql`c.new_project`)})
          else c.old_project_id end,
        deleted_at = case when c.restore then null else l.deleted_at end,
        assigned_at = case when c.new_assigned_to is distinct from c.old_assigned_to then ${now}::timestamptz else l.assigned_at end,
        updated_at = ${now}::timestamptz
      from c where l.id = c.id and c.previous is not null
      returning l.id
    ), o as (
      insert into lead_import_outcomes (import_id, mobile, row_no, lead_id, previous, outcome)
      select ${importId}::uuid, c.mobile, c.row_no, c.id, c.previous,
        case when c.restore then 'restored' when c.previous is not null then 'updated' else 'skipped' end
      from c
    ), m as (
      update lead_import_batch b set match = 'changed' from c where b.row_no = c.row_no and c.previous is not null
    ), a as (
    insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select c.id, 'imported', ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz,
      jsonb_build_object('summary',
        case when c.restore then ${`Restored from the recycle bin by the import of ${file} (row `}
          else ${`Updated by the import of ${file} (row `} end || c.row_no || ').',
        'refId', ${importId}::text)
    from c where c.previous is not null
    )
    select count(*) filter (where c.restore)::int as restored,
      count(*) filter (where not c.restore and c.previous is not null)::int as updated
    from c`),
  );
  return { updated: Number(counts?.updated ?? 0), restored: Number(counts?.restored ?? 0) };
}
