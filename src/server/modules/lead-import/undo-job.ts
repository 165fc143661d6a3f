import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/rows';
import { leadImports } from '../../db/schema/lead-imports';
import { defineJob, PermanentJobError } from '../../jobs/job-definition';
import { LONG_WORK_BATCH_ROWS, yieldToLoop } from '../../lib/yield-to-loop';
import { handOverLeadWork, syncFollowUpsWithLeads } from '../follow-ups/public';
import { analyzeLeads } from './apply-batch';
import { UPDATABLE } from './matched-leads';

const UNDO_BATCH = LONG_WORK_BATCH_ROWS;

type Checkpoint = { afterRow?: number; deleted?: number; kept?: number; restored?: number };

/**
 * Undoes an import (decision 091), in short batches like the import itself:
 * 1. deletes the leads it created, except those someone worked on since (edited after the import
 *    finished, or with any activity besides the import's own): those are kept and counted;
 * 2. puts back each field it changed on an existing lead, and returns restored leads to the
 *    recycle bin, but only where the field still holds what the import wrote, so a later edit by a
 *    person is never overwritten. Each such lead gets an activity row.
 * Every step is idempotent, so a resumed undo repeats a batch harmlessly.
 */
export const leadImportUndoJob = defineJob<{ importId: string; userId: string | null }>({
  kind: 'lead.import.undo',
  payload: z.object({ importId: z.uuid(), userId: z.uuid().nullable() }),
  maxAttempts: 5,
  async run(ctx, job) {
    const { importId, userId } = job.payload;
    const [record] = await ctx.db.select().from(leadImports).where(eq(leadImports.id, importId));
    if (!record) throw new PermanentJobError('The import no longer exists.');
    const finishedAt = record.finishedAt ?? ctx.clock();
    const [actorRow] = userId
      ? rowsOf<{ name: string }>(await ctx.db.execute(sql`select name from users where id = ${userId}`))
      : [];
    const actorName = actorRow?.name ?? 'Undo';
    const state: Required<Checkpoint> = {
      afterRow: 0,
      deleted: 0,
      kept: 0,
      restored: 0,
      ...(job.checkpoint as Checkpoint),
    };

    for (;;) {
      job.signal.throwIfAborted();
      const [gone] = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`
          with d as (
            delete from leads where id in (
              select l.id from leads l
              where l.import_id = ${importId} and l.updated_at <= ${finishedAt}::timestamptz
                and not exists (select 1 from activities a where a.lead_id = l.id and a.kind <> 'imported')
              limit ${UNDO_BATCH}
            ) returning 1
          ) select count(*)::int as n from d`),
      );
      const n = Number(gone?.n ?? 0);
      state.deleted += n;
      await job.saveCheckpoint(state, { done: state.deleted, message: 'Removing the leads the import created' });
      if (n < UNDO_BATCH) break;
      await yieldToLoop();
    }
    const [kept] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from leads where import_id = ${importId}`),
    );
    state.kept = Number(kept?.n ?? 0);

    const setList = sql.join(
      UPDATABLE.map(
        ([column, type]) => sql`${sql.raw(column)} = case
          when o.previous ? ${column}::text and l.${sql.raw(column)}::text is not distinct from o.previous -> ${column}::text ->> 1
          then (o.previous -> ${column}::text ->> 0)::${sql.raw(type)} else l.${sql.raw(column)} end`,
      ),
      sql`, `,
    );
    for (;;) {
      job.signal.throwIfAborted();
      const done = await ctx.db.transaction(async (tx) => {
        const batch = rowsOf<{ row_no: number }>(
          await tx.execute(sql`
            select row_no from lead_import_outcomes
            where import_id = ${importId} and outcome in ('updated', 'restored') and row_no > ${state.afterRow}
            order by row_no limit ${UNDO_BATCH}`),
        );
        if (batch.length === 0) return true;
        const last = batch[batch.length - 1]!.row_no;
        const [changed] = rowsOf<{ n: number }>(
          await tx.execute(sql`
            with o as (
              select lead_id, previous from lead_import_outcomes
              where import_id = ${importId} and outcome in ('updated', 'restored') and row_no > ${state.afterRow} and row_no <= ${last}
            ), u as (
              update leads l set ${setList},
                deleted_at = case when o.previous ? 'deleted_at' and l.deleted_at is null
                  then (o.previous -> 'deleted_at' ->> 0)::timestamptz else l.deleted_at end,
                updated_at = ${ctx.clock()}::timestamptz
              from o where l.id = o.lead_id
              returning l.id
            ), a as (
              insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
              select u.id, 'imported', ${userId}::uuid, ${actorName}, ${ctx.clock()}::timestamptz,
                jsonb_build_object('summary', ${`Import of ${record.fileName} undone: its changes were put back.`}::text, 'refId', ${importId}::text)
              from u
            ) select count(*)::int as n from u`),
        );
        await syncFollowUpsWithLeads(
          tx,
          sql`select lead_id from lead_import_outcomes
            where import_id = ${importId} and outcome in ('updated', 'restored') and row_no > ${state.afterRow} and row_no <= ${last}`,
          userId,
          ctx.clock(),
        );
        // An assignee put back takes the lead's open follow-up and upcoming visits back (decision 155);
        // a repeated batch finds them moved already and records nothing.
        await handOverLeadWork(
          tx,
          sql`select lead_id, (previous -> 'assigned_to' ->> 1)::uuid from lead_import_outcomes
            where import_id = ${importId} and outcome in ('updated', 'restored') and row_no > ${state.afterRow}
              and row_no <= ${last} and previous ? 'assigned_to'`,
          { id: userId, name: actorName },
          ctx.clock(),
          { record: 'when-moved' },
        );
        state.restored += Number(changed?.n ?? 0);
        state.afterRow = last;
        return false;
      });
      await job.saveCheckpoint(state, { done: state.deleted + state.restored, message: 'Putting back changed leads' });
      if (done) break;
      await yieldToLoop();
    }

    await ctx.db
      .update(leadImports)
      .set({ undoneAt: ctx.clock(), undoneBy: userId })
      .where(eq(leadImports.id, importId));
    await analyzeLeads(ctx.db, ctx.database.kind);
    return { deleted: state.deleted, kept: state.kept, restored: state.restored };
  },
});
