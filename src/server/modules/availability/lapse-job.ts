import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { indiaDateTime } from '../../../domain/india-date';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { defineJob } from '../../jobs/job-definition';
import { recordActivities } from '../lead-records/public';

const BATCH = 500;

interface Lapsed {
  unit_id: string;
  lead_id: string;
  held_until: Date | string;
  label: string;
  project: string;
}

/**
 * Ends every hold whose time has passed (decision 180): `end_reason 'lapsed'`, the unit back to
 * available, a line on the lead's timeline, in batches of one statement each. The units are
 * locked first, in the same order as a hold or a release takes them, and a unit someone is
 * holding or releasing right now is skipped (`skip locked`): that request ends the lapsed hold
 * itself, or the next run does.
 */
export async function endLapsedHolds(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock();
  const at = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const rows = rowsOf<Lapsed>(
      await tx.execute(sql`
        with due as (
          select u.id from units u
          join unit_holds h on h.unit_id = u.id and h.ended_at is null and h.held_until <= ${at}::timestamptz
          order by h.held_until
          limit ${BATCH}
          for update of u skip locked
        ), ended as (
          update unit_holds h set ended_at = ${at}::timestamptz, end_reason = 'lapsed'
          from due where h.unit_id = due.id and h.ended_at is null
          returning h.unit_id, h.lead_id, h.held_until
        ), freed as (
          update units u set status = 'available', updated_at = ${at}::timestamptz
          from ended where u.id = ended.unit_id and u.status = 'held'
          returning u.id
        )
        select e.unit_id, e.lead_id, e.held_until, t.name || '-' || u.number as label, p.name as project
        from ended e join units u on u.id = e.unit_id join towers t on t.id = u.tower_id
        join projects p on p.id = u.project_id`),
    );
    await recordActivities(
      tx,
      rows.map((r) => {
        const heldUntil = new Date(r.held_until);
        return {
          leadId: r.lead_id,
          kind: 'unit_released' as const,
          payload: {
            summary: `The hold on ${r.label} (${r.project}) lapsed at ${indiaDateTime(heldUntil)}`,
            unitId: r.unit_id,
            unit: r.label,
            project: r.project,
            heldUntil: heldUntil.toISOString(),
            reason: 'lapsed' as const,
          },
          actor: { id: null, name: 'System' },
          at: now,
        };
      }),
    );
    return rows.length;
  });
}

/** Every minute (India time schedules, job-registry.ts): ends the holds whose time has passed. */
export const holdLapseJob = defineJob({
  kind: 'units.hold-lapse',
  payload: z.object({}),
  maxAttempts: 3,
  async run(ctx, job) {
    let ended = 0;
    for (;;) {
      job.signal.throwIfAborted();
      const n = await endLapsedHolds(ctx);
      ended += n;
      if (n < BATCH) return { ended };
      await job.progress({ done: ended, message: 'Ending lapsed holds' });
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
});
