import { sql } from 'drizzle-orm';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';

/**
 * A booking transferred to another buyer hands its schedule to the new booking (decision 203), in one
 * statement: every instalment with its share, trigger and amount. An instalment the earlier buyer
 * was given a demand for (not cancelled) points at that demand, so it is never demanded again and
 * keeps its share like a raised one; the rest are demanded of the new buyer as their stages come.
 * Returns the history sentence for the new booking, or null when there was no schedule.
 */
export async function carryScheduleToTransfer(
  tx: DbOrTx,
  from: { id: string; bookingNo: string },
  toId: string,
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const [carried] = rowsOf<{ rows: number; to_demand: number; demanded: string | null }>(
    await tx.execute(sql`
      with carried as (
        insert into booking_instalments (booking_id, position, name, trigger, stage_key, due_on, due_after_days,
                                         percent_bp, parking_bp, location_bp, amount_paise, earlier_demand_id,
                                         created_at, updated_at)
        select ${toId}::uuid, i.position, i.name, i.trigger, i.stage_key, i.due_on, i.due_after_days, i.percent_bp,
               i.parking_bp, i.location_bp, i.amount_paise, coalesce(d.id, i.earlier_demand_id),
               ${at}::timestamptz, ${at}::timestamptz
        from booking_instalments i
        left join demands d on d.instalment_id = i.id and d.status <> 'cancelled'
        where i.booking_id = ${from.id}::uuid
        returning earlier_demand_id
      )
      select count(*)::int as rows,
             (count(*) filter (where c.earlier_demand_id is null))::int as to_demand,
             string_agg(d.demand_no, ', ' order by d.demand_no) as demanded
      from carried c left join demands d on d.id = c.earlier_demand_id`),
  );
  if (!carried || carried.rows === 0) return null;
  // What the earlier buyer still owes on their demands stays on their booking's account (decision 203).
  const [owed] = rowsOf<{ paise: string | number }>(
    await tx.execute(sql`
      select coalesce(sum(amount_paise + gst_paise + interest_paise - settled_paise), 0) as paise
      from demands where booking_id = ${from.id}::uuid and status in ('raised', 'sent', 'part_paid')`),
  );
  const unpaid = Number(owed?.paise ?? 0);
  const demanded = carried.rows - carried.to_demand;
  const parts = [
    `Payment schedule carried from ${from.bookingNo}: ${carried.rows} instalment${carried.rows === 1 ? '' : 's'}`,
    `${carried.to_demand} to be demanded of this buyer`,
  ];
  if (demanded > 0) {
    parts.push(
      `${demanded} already demanded of the earlier buyer (${carried.demanded})${
        unpaid > 0 ? `, ${formatInrPaise(unpaid)} of it unpaid on ${from.bookingNo}’s account` : ''
      }`,
    );
  }
  return parts.join('; ');
}
