import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { enqueueRaise } from './stages';

/**
 * A tower (from projects' insertInventory, at least `n` units: 20 a floor makes the floors
 * `Math.ceil(n / 20)`) given `n` bookings, each with a registered agreement of ₹50 lakh, GST 5%, a buyer with an
 * email and a "Plinth" instalment of 15% — written set-based (one INSERT … SELECT per table), for
 * the crash test and the bench. Then the Plinth stage reached and its raise job queued, as
 * POST /api/towers/:id/stages does.
 */
export async function towerWithBookings<I extends { project: { id: string }; tower: { id: string } }>(
  ctx: AppContext,
  inv: I,
  n: number,
  userId: string,
  batchSize?: number,
) {
  await ctx.db.execute(sql`
    insert into bookings (booking_no, unit_id, project_id, booking_date, status, cost_sheet, agreement_value,
      total_amount, gst_percent, agreement_registered_on, created_by)
    select 'BK-DB-' || lpad(g.n::text, 6, '0') || '-' || substr(${inv.tower.id}::text, 1, 8), g.id, ${inv.project.id},
      '2026-09-01', 'booked', '{"lines":[]}'::jsonb, 5000000, 5250000, 5, '2026-09-10', ${userId}
    from (select u.id, row_number() over (order by u.id) as n from units u where u.tower_id = ${inv.tower.id}) g
    where g.n <= ${n}`);
  await ctx.db.execute(sql`
    insert into booking_applicants (booking_id, position, name, email)
    select b.id, 1, 'Buyer ' || b.booking_no, lower(b.booking_no) || '@example.in'
    from bookings b join units u on u.id = b.unit_id where u.tower_id = ${inv.tower.id}`);
  await ctx.db.execute(sql`
    insert into booking_instalments (booking_id, position, name, trigger, stage_key, percent_bp, amount_paise)
    select b.id, 1, 'Plinth', 'stage', 'plinth', 1500, 75000000
    from bookings b join units u on u.id = b.unit_id where u.tower_id = ${inv.tower.id}`);
  const now = ctx.clock();
  const stageId = await ctx.db.transaction(async (tx) => {
    const [stage] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into tower_stages (tower_id, stage_key, name, reached_on, recorded_by, recorded_at)
        values (${inv.tower.id}, 'plinth', 'Plinth', '2026-11-27', ${userId}, ${now}) returning id`),
    );
    await enqueueRaise(ctx, tx, stage!.id, userId, `demands.raise:${stage!.id}`, batchSize);
    return stage!.id;
  });
  return { ...inv, stageId };
}
