import { sql } from 'drizzle-orm';
import { addDays, istDate } from '../../domain/india-date';
import { receiptBounceSchema, receiptInputSchema } from '../../domain/schemas/collections';
import { homeLoanInputSchema } from '../../domain/schemas/demands';
import { paymentPlanInputSchema } from '../../domain/schemas/payment-plan';
import { chequeClearedSchema } from '../../domain/schemas/receipts';
import type { AppContext } from '../context';
import { rowsOf } from '../db/rows';
import { inProcessJob } from '../jobs/in-process-job';
import { AppError } from '../lib/app-error';
import { createSmtpMailer } from '../mail/mailer';
import { scheduleFromPlan } from '../modules/bookings/schedule-service';
import { saveHomeLoan } from '../modules/demands/booking-demands';
import { raiseDemandsJob } from '../modules/demands/raise-job';
import { recordStage } from '../modules/demands/stages';
import { createPaymentPlan } from '../modules/payment-plans/service';
import { bounceCheque, clearCheque } from '../modules/receipts/cheque-actions';
import { bookingReceipts, recordReceipt } from '../modules/receipts/service';
import { createSettingsStore } from '../settings/settings-store';
import type { ReceivedUpload } from '../storage/receive-upload';
import { BANKS, CONSTRUCTION_LINKED, milestone, STAGES } from './demo-collections-data';
import type { DemoContext } from './demo-data';

/**
 * The money loop of issue 28 on the demo's bookings: payment plans, each booking's schedule, tower
 * stages reached on past days raising demands (the demands.raise job body run in-process), and the
 * buyers' payments by cheque, RTGS and UPI with TDS, cleared and one bounced cheque, an advance and
 * two home loans. Everything goes through the services the routes call, replayed in date order
 * with the clock set to each day, so demands see the receipts before them (arrears, interest),
 * RERA's 10% guard sees the registrations, and every rollup, history and timeline is the one the
 * app would have written.
 */

/** A stage recorded without attachments: the form's fields alone. */
function fieldsOnly(fields: Record<string, string>): ReceivedUpload {
  return {
    fields,
    files: [],
    has: (field) => field in fields,
    commit: async () => ({}),
    discard: async () => {},
  };
}

interface Event {
  day: string;
  /** Same day: schedules, then loans, stages, payments, then cheque news. */
  order: number;
  run: () => Promise<void>;
}

interface BookingRow {
  id: string;
  booking_no: string;
  booking_date: string;
  project: string;
  tower: string;
}

interface RaisedDemand {
  id: string;
  booking_id: string;
  booking_no: string;
  raised_on: string;
  due_on: string;
  amount_paise: string | number;
  gst_paise: string | number;
  tds_applies: boolean;
}

export async function seedDemoCollections(ctx: DemoContext, admin: { id: string; name: string }) {
  const now = ctx.clock();
  const today = istDate(now);
  // The settings store (and the mailer that reads it) read through the seeding transaction: PGlite has one connection, so a read
  // outside it would wait for the transaction that waits for it.
  const settings = createSettingsStore({ db: ctx.db, clock: ctx.clock, secretsKey: ctx.config.secretsKey });
  const base: AppContext = { ...ctx, settings, mailer: createSmtpMailer(settings) };
  let tick = 0;
  // Each event's clock: noon of its India day plus a second per event, so rows keep the order they
  // were made in; never after the demo's now.
  const at = (day: string): AppContext => {
    tick += 1;
    const t = new Date(Math.min(new Date(`${day}T12:00:00+05:30`).getTime() + tick * 1000, now.getTime()));
    return { ...base, clock: () => t };
  };
  const viewer = { id: admin.id, name: admin.name, role: 0 as const };
  const backOffice = rowsOf<{ id: string; name: string }>(
    await ctx.db.execute(sql`select id, name from users where email = 'sneha.deshpande@sahyadrihomes.example'`),
  )[0] ?? { id: admin.id, name: admin.name };
  const cashier = { ...backOffice, role: 0 as const };

  const projects = rowsOf<{ id: string; name: string; launch_date: string }>(
    await ctx.db.execute(sql`select id, name, launch_date::text from projects order by name`),
  );
  const plans = new Map<string, { construction: string; down?: string }>();
  for (const p of projects) {
    const made = at(p.launch_date);
    const construction = await createPaymentPlan(
      made,
      paymentPlanInputSchema.parse({
        projectId: p.id,
        name: 'Construction-linked',
        kind: 'construction_linked',
        note: 'Instalments as the towers reach each stage; parking and location charges with every instalment.',
        milestones: CONSTRUCTION_LINKED.map(([name, trigger, percent]) => milestone(name, trigger, percent)),
      }),
      admin.id,
    );
    const entry: { construction: string; down?: string } = { construction: construction._id };
    if (p.name === 'Thane Skyline') {
      const down = await createPaymentPlan(
        made,
        paymentPlanInputSchema.parse({
          projectId: p.id,
          name: 'Down payment 10:80:10',
          kind: 'down_payment',
          note: 'A lower price for paying 80% within 30 days of booking.',
          milestones: [
            milestone('On booking', 'booking', 10),
            milestone('Down payment', 'days_after_booking', 80, { dueAfterDays: 30 }),
            milestone('Possession', 'stage', 10),
          ],
        }),
        admin.id,
      );
      entry.down = down._id;
    }
    plans.set(p.id, entry);
  }

  const bookingRows = rowsOf<BookingRow & { project_id: string }>(
    await ctx.db.execute(sql`
      select b.id, b.booking_no, b.booking_date::text, b.project_id, p.name as project, t.name as tower
      from bookings b join units u on u.id = b.unit_id join towers t on t.id = u.tower_id
      join projects p on p.id = b.project_id
      order by b.booking_date, b.booking_no`),
  );

  const events: Event[] = [];
  const push = (e: Event) => {
    if (e.day <= today) events.push(e);
  };

  // Each booking's schedule copied from its project's plan on the day it was booked; every third
  // Thane booking chose the down payment plan.
  let thane = 0;
  for (const b of bookingRows) {
    const plan = plans.get(b.project_id)!;
    const planId = plan.down && thane++ % 3 === 2 ? plan.down : plan.construction;
    push({
      day: b.booking_date,
      order: 0,
      run: () => scheduleFromPlan(at(b.booking_date), viewer, b.id, planId).then(),
    });
  }

  // Two buyers pay through a home loan: their demand letters go to the bank.
  const loans: [BookingRow | undefined, { bank: string; branch: string; loanAccount: string }][] = [
    [
      bookingRows.find((b) => b.tower === 'B'),
      { bank: 'State Bank of India', branch: 'Baner, Pune', loanAccount: 'HL-40071893521' },
    ],
    [
      bookingRows.find((b) => b.project === 'Thane Skyline'),
      { bank: 'HDFC Bank', branch: 'Thane West', loanAccount: 'HL-61204477' },
    ],
  ];
  for (const [b, loan] of loans) {
    if (!b) continue;
    const day = addDays(b.booking_date, 7);
    push({ day, order: 1, run: () => saveHomeLoan(at(day), b.id, homeLoanInputSchema.parse(loan), admin.id).then() });
  }

  const towers = rowsOf<{ id: string; name: string; project: string }>(
    await ctx.db.execute(
      sql`select t.id, t.name, p.name as project from towers t join projects p on p.id = t.project_id`,
    ),
  );
  let bouncePicked = false;
  let advanceGiven = false;
  const demanded = new Set<string>();
  const payer = new Map(bookingRows.map((b, j) => [b.id, j]));
  let serial = 0;
  for (const tower of towers) {
    const stages = STAGES[tower.project]?.[tower.name] ?? [];
    for (const [s, [name, daysAgo]] of stages.entries()) {
      const day = addDays(today, -daysAgo);
      push({
        day,
        order: 2,
        run: async () => {
          const stageCtx = at(day);
          const stage = await recordStage(
            stageCtx,
            tower.id,
            fieldsOnly({ name, reachedOn: day, note: `Certified by the site engineer on ${day}.` }),
            admin.id,
          );
          const [raise] = rowsOf<{ job_id: string }>(
            await ctx.db.execute(sql`select job_id from tower_stage_raises where tower_stage_id = ${stage._id}`),
          );
          const result = await raiseDemandsJob.run(stageCtx, inProcessJob(raise!.job_id, { towerStageId: stage._id }));
          const done = stageCtx.clock();
          await ctx.db.execute(sql`update jobs set status = 'succeeded', attempts = 1, started_at = ${done},
            finished_at = ${done}, result = ${JSON.stringify(result)}::jsonb where id = ${raise!.job_id}`);
          const raised = rowsOf<RaisedDemand>(
            await ctx.db.execute(sql`
              select d.id, d.booking_id, b.booking_no, d.raised_on::text, d.due_on::text, d.amount_paise, d.gst_paise,
                     d.tds_applies
              from demands d join bookings b on b.id = d.booking_id
              where d.tower_stage_id = ${stage._id} order by b.booking_no`),
          );
          for (const [i, d] of raised.entries()) planPayment(d, i, s);
        },
      });
    }
  }

  /**
   * How each buyer meets a demand, by the buyer (a buyer who skipped one demand would settle it
   * with the next payment, oldest first, and leave no old arrears): half pay within two weeks, one
   * in six a few weeks after the due date, one in six around the due date, and one in six paid
   * their first demand and nothing since — the defaulters who fill the older overdue buckets.
   */
  function planPayment(d: RaisedDemand, i: number, s: number) {
    const habit = (payer.get(d.booking_id) ?? 0) % 6;
    const first = !demanded.has(d.booking_id);
    demanded.add(d.booking_id);
    if (habit === 4 && !first) return;
    const day =
      habit === 3
        ? addDays(d.due_on, 25 + (i % 20))
        : habit === 5
          ? addDays(d.raised_on, 14 + (i % 7))
          : addDays(d.raised_on, 6 + ((i * 7 + s * 3) % 9));
    const amount = Number(d.amount_paise);
    const tdsPaise = d.tds_applies ? Math.round(amount / 100) : 0;
    const paise = amount + Number(d.gst_paise) - tdsPaise;
    // One buyer pays ₹1,00,000 more than their first demand, kept as an advance (with nothing older
    // due, so none of it settles arrears).
    const extra = !advanceGiven && habit < 3 && first;
    if (extra) advanceGiven = true;
    const pick = (i * 5 + s) % 10;
    const mode = extra ? 'rtgs' : pick < 4 ? 'cheque' : pick === 9 && paise <= 50_000_000 ? 'upi' : 'rtgs';
    serial += 1;
    const n = serial;
    const reference =
      mode === 'cheque'
        ? String(104_000 + serial * 37).padStart(6, '0')
        : mode === 'upi'
          ? `6${String(31_000_000_000 + serial * 7919).padStart(11, '0')}`
          : `${['HDFC', 'ICIC', 'SBIN', 'UTIB'][serial % 4]}R5${day.replaceAll('-', '')}${String(serial).padStart(5, '0')}`;
    const input = receiptInputSchema.parse({
      receivedOn: day,
      mode,
      reference,
      bank: mode === 'rtgs' ? undefined : BANKS[serial % BANKS.length],
      amount: (paise + (extra ? 10_000_000 : 0)) / 100,
      tdsAmount: tdsPaise / 100,
      // Form 16B arrives within a couple of months; the recent ones are still awaited.
      form16bStatus: day < addDays(today, -75) ? 'received' : 'pending',
      note: extra ? 'Paid ₹1,00,000 ahead towards the next slab.' : undefined,
      acceptAdvance: extra,
    });
    push({
      day,
      order: 3,
      run: async () => {
        const receipt = await pay(at(day), d.booking_id, input);
        if (!receipt) return;
        if (mode !== 'cheque') return;
        // One cheque of the last few weeks comes back unpaid; the others clear in four to nine days (the last few are still with
        // the bank).
        if (!bouncePicked && day >= addDays(today, -20) && day <= addDays(today, -8)) {
          bouncePicked = true;
          const bounced = addDays(day, 4);
          push({
            day: bounced,
            order: 4,
            run: () =>
              bounceCheque(
                at(bounced),
                receipt._id,
                receiptBounceSchema.parse({ bouncedOn: bounced, charge: 590, reason: 'Funds insufficient' }),
                cashier,
              ).then(),
          });
          return;
        }
        const cleared = addDays(day, 4 + (n % 6));
        push({
          day: cleared,
          order: 4,
          run: () =>
            clearCheque(at(cleared), receipt._id, chequeClearedSchema.parse({ clearedOn: cleared }), cashier).then(),
        });
      },
    });
  }

  /**
   * A buyer who paid ahead (the advance) owes less than the instalment: they pay what is due, and
   * nothing when the advance covered it, rather than leaving a second advance.
   */
  async function pay(payCtx: AppContext, bookingId: string, input: ReturnType<typeof receiptInputSchema.parse>) {
    try {
      return (await recordReceipt(payCtx, bookingId, input, cashier)).receipt;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'ADVANCE_NOT_CONFIRMED') throw error;
      const { due } = await bookingReceipts(payCtx, cashier, bookingId);
      if (due - input.tdsAmount <= 0) return null;
      return (
        await recordReceipt(
          payCtx,
          bookingId,
          { ...input, amount: Math.round((due - input.tdsAmount) * 100) / 100 },
          cashier,
        )
      ).receipt;
    }
  }

  // In date order; an event may add later ones (a payment, its cheque clearing).
  for (;;) {
    if (events.length === 0) break;
    let next = 0;
    for (let i = 1; i < events.length; i++) {
      const e = events[i]!;
      const n = events[next]!;
      if (e.day < n.day || (e.day === n.day && e.order < n.order)) next = i;
    }
    const [event] = events.splice(next, 1);
    await event!.run();
  }
}
