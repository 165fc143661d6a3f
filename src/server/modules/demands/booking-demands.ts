import { sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import { percentToBasisPoints } from '../../../domain/schemas/collections';
import type { BookingDemands, HomeLoanInput } from '../../../domain/schemas/demands';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { bookingEvents } from '../../db/schema/bookings';
import { bookingHomeLoans } from '../../db/schema/demand-runs';
import { notFound } from '../../lib/app-error';
import { readCollectionSettings } from '../collections/public';
import { demandFigures } from './raise';
import { raiseDemandsJob } from './raise-job';

const bookingMissing = () => notFound('That booking does not exist.');

async function assertBooking(db: DbOrTx, id: string) {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from bookings where id = ${id}`));
  if (!row) throw bookingMissing();
}

/** A booking's demands, its RERA refusals waiting, and the home loan its letters go to. */
export async function bookingDemands(db: DbOrTx, bookingId: string): Promise<BookingDemands> {
  await assertBooking(db, bookingId);
  const [loan] = rowsOf<{ bank: string; branch: string; loan_account: string | null }>(
    await db.execute(sql`select bank, branch, loan_account from booking_home_loans where booking_id = ${bookingId}`),
  );
  const [buyer] = rowsOf<{ name: string; address: string | null; email: string | null }>(
    await db.execute(
      sql`select name, address, email from booking_applicants where booking_id = ${bookingId} and position = 1`,
    ),
  );
  const addressedTo = loan
    ? `The Manager, ${loan.bank}, ${loan.branch}`
    : [buyer?.name, buyer?.address].filter(Boolean).join(', ') || 'The buyer';
  const rows = rowsOf<{
    id: string;
    demand_no: string;
    instalment: string;
    raised_on: string;
    due_on: string;
    amount_paise: string | number;
    gst_percent: string;
    gst_paise: string | number;
    arrears_paise: string | number;
    interest_paise: string | number;
    total_paise: string | number;
    settled_paise: string | number;
    tds_applies: boolean;
    status: BookingDemands['demands'][number]['status'];
    letter_file_id: string | null;
    override_by: string | null;
    override_reason: string | null;
  }>(
    await db.execute(sql`
      select d.id, d.demand_no, i.name as instalment, d.raised_on::text, d.due_on::text, d.amount_paise, d.gst_percent::text,
             d.gst_paise, d.arrears_paise, d.interest_paise, d.total_paise, d.settled_paise, d.tds_applies, d.status,
             d.letter_file_id, u.name as override_by, o.reason as override_reason
      from demands d join booking_instalments i on i.id = d.instalment_id
      left join rera_overrides o on o.id = d.rera_override_id left join users u on u.id = o.by
      where d.booking_id = ${bookingId}
      order by d.raised_on, d.demand_no`),
  );
  const refusals = rowsOf<{ id: string; instalment: string; reason: string; refused_at: Date | string }>(
    await db.execute(sql`
      select f.id, i.name as instalment, f.reason, f.refused_at from demand_refusals f
      join booking_instalments i on i.id = f.instalment_id
      where f.booking_id = ${bookingId} and f.demand_id is null order by f.refused_at`),
  );
  const rupees = (v: string | number) => fromPaise(Number(v));
  return {
    demands: rows.map((r) => ({
      _id: r.id,
      demandNo: r.demand_no,
      instalment: r.instalment,
      raisedOn: r.raised_on,
      dueOn: r.due_on,
      amount: rupees(r.amount_paise),
      gstPercent: Number(r.gst_percent),
      gst: rupees(r.gst_paise),
      arrears: rupees(r.arrears_paise),
      interest: rupees(r.interest_paise),
      total: rupees(r.total_paise),
      settled: rupees(r.settled_paise),
      tdsApplies: r.tds_applies,
      status: r.status,
      addressedTo,
      letterFileId: r.letter_file_id,
      reraOverride: r.override_reason ? { by: r.override_by ?? 'A former member', reason: r.override_reason } : null,
    })),
    refusals: refusals.map((f) => ({
      _id: f.id,
      instalment: f.instalment,
      reason: f.reason,
      refusedAt: new Date(f.refused_at).toISOString(),
    })),
    homeLoan: loan ? { bank: loan.bank, branch: loan.branch, loanAccount: loan.loan_account } : null,
    buyerEmail: buyer?.email ?? null,
  };
}

export async function saveHomeLoan(ctx: AppContext, bookingId: string, input: HomeLoanInput, userId: string) {
  await ctx.db.transaction(async (tx) => {
    await assertBooking(tx, bookingId);
    const now = ctx.clock();
    const values = {
      bank: input.bank.trim(),
      branch: input.branch.trim(),
      loanAccount: input.loanAccount?.trim() || null,
      updatedBy: userId,
      updatedAt: now,
    };
    await tx
      .insert(bookingHomeLoans)
      .values({ bookingId, ...values })
      .onConflictDoUpdate({ target: bookingHomeLoans.bookingId, set: values });
    await tx.insert(bookingEvents).values({
      bookingId,
      at: now,
      by: userId,
      kind: 'home_loan',
      detail: { summary: `Home loan recorded: ${values.bank}, ${values.branch}. Demand letters go to the bank.` },
    });
  });
  return bookingDemands(ctx.db, bookingId);
}

/**
 * An administrator overrides RERA section 13 for one refused demand with a written reason: the
 * override is recorded and the demand raised with it, in one transaction; its email goes out with
 * the stage's next raise run, queued here.
 */
export async function overrideRefusal(ctx: AppContext, refusalId: string, reason: string, userId: string) {
  // Read before the transaction: the settings store has its own connection (PGlite has one).
  const settings = await readCollectionSettings(ctx);
  const bookingId = await ctx.db.transaction(async (tx) => {
    const [f] = rowsOf<{
      id: string;
      booking_id: string;
      instalment_id: string;
      tower_stage_id: string | null;
      demanded_paise: string | number;
      limit_paise: string | number;
      demand_id: string | null;
    }>(await tx.execute(sql`select * from demand_refusals where id = ${refusalId} for update`));
    if (!f) throw notFound('That refused demand does not exist.');
    if (f.demand_id) return f.booking_id;
    const now = ctx.clock();
    const raisedOn = istDate(now);
    const [o] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into rera_overrides (booking_id, instalment_id, reason, demanded_paise, limit_paise, by, at)
        values (${f.booking_id}, ${f.instalment_id}, ${reason}, ${f.demanded_paise}, ${f.limit_paise}, ${userId}, ${now})
        returning id`),
    );
    const [c] = rowsOf<Parameters<typeof demandFigures>[0] & { instalment: string }>(
      await tx.execute(sql`select i.amount_paise, i.name as instalment, b.gst_percent::text as gst_percent, b.cost_sheet,
          b.agreement_value::text as agreement_value,
          exists (select 1 from booking_applicants a where a.booking_id = b.id and a.pan is not null) as has_pan
        from booking_instalments i join bookings b on b.id = i.booking_id where i.id = ${f.instalment_id}`),
    );
    if (!c) throw notFound('That instalment is no longer on the booking’s schedule.');
    const prior = rowsOf<Parameters<typeof demandFigures>[1][number]>(
      await tx.execute(sql`select id, booking_id, row_number() over (order by created_at, demand_no)::int as seq,
          raised_on::text, due_on::text, amount_paise, gst_paise, (interest_paise > 0 or arrears_paise > 0) as carried
        from demands where booking_id = ${f.booking_id} and status <> 'cancelled'`),
    );
    const receipts = rowsOf<Parameters<typeof demandFigures>[2][number]>(
      await tx.execute(sql`select id, booking_id, row_number() over (order by created_at, receipt_no)::int as seq,
          received_on::text, amount_paise, tds_paise,
          case when reversed_at is not null or cheque_status = 'bounced' then coalesce(cheque_status_on, received_on)::text end as bounced_on
        from receipts where booking_id = ${f.booking_id}`),
    );
    const rateBp = percentToBasisPoints(settings.interestRatePercent);
    const fig = demandFigures(c, prior, receipts, raisedOn, rateBp);
    const [d] = rowsOf<{ id: string; demand_no: string }>(
      await tx.execute(sql`insert into demands (demand_no, booking_id, instalment_id, tower_stage_id, raised_on, due_on,
          amount_paise, gst_percent, gst_paise, arrears_paise, interest_paise, total_paise, tds_applies, status,
          rera_override_id, created_by, created_at, updated_at)
        values ('DM-' || ${raisedOn.slice(0, 4)} || '-' || lpad(nextval('demand_no_seq')::text, 6, '0'), ${f.booking_id},
          ${f.instalment_id}, ${f.tower_stage_id}, ${raisedOn}::date, (${raisedOn}::date + ${settings.demandDueDays}::int),
          ${fig.amount_paise}, ${fig.gst_percent}, ${fig.gst_paise}, ${fig.arrears_paise}, ${fig.interest_paise},
          ${fig.total_paise}, ${fig.tds_applies}, 'raised', ${o!.id}, ${userId}, ${now}, ${now})
        on conflict (booking_id, instalment_id) do nothing returning id, demand_no`),
    );
    if (d) {
      await tx.execute(sql`update demand_refusals set demand_id = ${d.id} where id = ${f.id}`);
      await tx.insert(bookingEvents).values({
        bookingId: f.booking_id,
        at: now,
        by: userId,
        kind: 'demand_raised',
        detail: {
          summary: `Demand ${d.demand_no} raised for ${c.instalment} over RERA section 13's 10% limit, overridden: ${reason}`,
          demandId: d.id,
        },
      });
      const [lead] = rowsOf<{ lead_id: string | null; booking_no: string; actor: string | null }>(
        await tx.execute(sql`select b.lead_id, b.booking_no, (select name from users where id = ${userId}) as actor
          from bookings b where b.id = ${f.booking_id}`),
      );
      if (lead?.lead_id) {
        await tx.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
          values (${lead.lead_id}, 'booking', ${userId}, ${lead.actor ?? 'Administrator'}, ${now},
            ${JSON.stringify({ summary: `${lead.booking_no}: demand ${d.demand_no} raised for ${c.instalment} (RERA override)`, refId: f.booking_id })}::jsonb)`);
      }
      if (f.tower_stage_id) {
        await ctx.jobs.enqueue(
          tx,
          raiseDemandsJob,
          { towerStageId: f.tower_stage_id },
          { idempotencyKey: `demands.raise:${f.tower_stage_id}:override:${d.id}`, createdBy: userId },
        );
      }
    }
    return f.booking_id;
  });
  return bookingDemands(ctx.db, bookingId);
}
