import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import { indiaDisplayDate, istDate } from '../../../domain/india-date';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { towerStages } from '../../db/schema/collections';
import { defineJob } from '../../jobs/job-definition';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { readCollectionSettings } from '../collections/public';
import { queueEmails } from '../mail/public';
import { demandLetterEmailJob } from './demand-letter';
import { queueDemandRaisedSms } from './demand-sms';
import { raiseBatch } from './raise';

/** Bookings per batch: one statement writes a batch's demands, events and timeline rows. */
export const RAISE_BATCH = 250;
/** Demands per transaction when their emails are queued (three statements a batch, decision 197). */
const NOTIFY_BATCH = 250;

interface Checkpoint {
  phase: 'raise' | 'notify';
  after: string | null;
  raised: number;
  refused: number;
}

/**
 * Raises a tower stage's demands (decision 196), as one job per stage. Phase 1 walks the tower's
 * live bookings by id, a batch at a time; each batch is one transaction and the checkpoint the
 * last booking done. Phase 2 queues a batch of new demands' emails through the outbox at once (one
 * per demand by its idempotency key; each letter is kept and attached by its prepare job, decision
 * 197) and marks the demands sent. A retry, a second raise or a restart after a
 * kill resumes from the checkpoint; the unique (booking, instalment) makes any repeat a no-op.
 */
export const raiseDemandsJob = defineJob<{ towerStageId: string; batchSize?: number }>({
  kind: 'demands.raise',
  // batchSize: bookings per transaction and checkpoint; RAISE_BATCH unless a caller (the kill -9
  // test, which needs three batches of a small tower) asks for fewer.
  payload: z.object({ towerStageId: z.uuid(), batchSize: z.number().int().min(1).max(RAISE_BATCH).optional() }),
  maxAttempts: 5,
  async run(ctx, job) {
    const [stage] = await ctx.db.select().from(towerStages).where(eq(towerStages.id, job.payload.towerStageId));
    if (!stage) return { status: 'stage-deleted' };
    const settings = await readCollectionSettings(ctx);
    const by = stage.recordedBy;
    const byName = by
      ? ((await rowsOf<{ name: string }>(await ctx.db.execute(sql`select name from users where id = ${by}`)))[0]
          ?.name ?? 'Demands')
      : 'Demands';
    const now = ctx.clock();
    const terms = {
      raisedOn: istDate(now),
      dueDays: settings.demandDueDays,
      interestRatePercent: settings.interestRatePercent,
      by,
      byName,
      now,
    };
    const saved = job.checkpoint as Checkpoint | null;
    const cp: Checkpoint = saved ?? { phase: 'raise', after: null, raised: 0, refused: 0 };
    const stageRef = { id: stage.id, towerId: stage.towerId, stageKey: stage.stageKey, name: stage.name };

    while (cp.phase === 'raise') {
      job.signal.throwIfAborted();
      const r = await ctx.db.transaction((tx) =>
        raiseBatch(tx, stageRef, terms, cp.after, job.payload.batchSize ?? RAISE_BATCH),
      );
      if (r.lastBookingId === null) {
        cp.phase = 'notify';
        cp.after = null;
      } else {
        cp.after = r.lastBookingId;
        cp.raised += r.raised;
        cp.refused += r.refused;
      }
      await job.saveCheckpoint(cp, { done: cp.raised + cp.refused, message: `${cp.raised} demands raised` });
      await yieldToLoop();
    }

    let emailed = 0;
    for (;;) {
      job.signal.throwIfAborted();
      const n = await ctx.db.transaction((tx) => notifyBatch(ctx, tx, stage.id, stage.name, by));
      emailed += n.emailed;
      if (n.looked < NOTIFY_BATCH) break;
      await job.progress({ done: cp.raised + cp.refused, message: `${emailed} demand emails queued` });
      await yieldToLoop();
    }
    // The demand-raised SMS (decision 199), apart from the emails above: after them, keyed per demand.
    await queueDemandRaisedSms(ctx, stage.id);
    return { raised: cp.raised, refused: cp.refused, emailed };
  },
});

interface Notice {
  id: string;
  demand_no: string;
  booking_no: string;
  instalment: string;
  buyer: string;
  email: string | null;
  due_on: string;
  amount_paise: string | number;
  gst_paise: string | number;
  gst_percent: string;
  arrears_paise: string | number;
  interest_paise: string | number;
  total_paise: string | number;
  tds_applies: boolean;
  bank: string | null;
  branch: string | null;
}

/**
 * The next demands of the stage still `raised` whose buyer has an email: each gets the demand
 * through the outbox and becomes `sent`. A buyer without an email keeps the demand `raised` (the
 * booking page says so: the letter goes by hand or post; once an email is added, raising the stage
 * again sends it). Without SMTP settings nothing is queued and the demands stay
 * `raised`, so a later raise of the stage sends them.
 */
async function notifyBatch(
  ctx: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  stageId: string,
  stageName: string,
  by: string | null,
) {
  const rows = rowsOf<Notice>(
    await tx.execute(sql`
      select d.id, d.demand_no, b.booking_no, i.name as instalment, coalesce(a.name, '') as buyer, a.email,
             d.due_on::text, d.amount_paise, d.gst_paise, d.gst_percent::text, d.arrears_paise, d.interest_paise,
             d.total_paise, d.tds_applies, l.bank, l.branch
      from demands d join bookings b on b.id = d.booking_id
      join booking_instalments i on i.id = d.instalment_id
      left join booking_applicants a on a.booking_id = b.id and a.position = 1
      left join booking_home_loans l on l.booking_id = b.id
      where d.tower_stage_id = ${stageId} and d.status = 'raised' and a.email is not null
      order by d.id limit ${NOTIFY_BATCH}
      for update of d skip locked`),
  );
  if (rows.length === 0) return { looked: 0, emailed: 0 };
  // One INSERT … SELECT of the batch's outbox rows and one of their jobs (decision 197): each
  // job keeps the demand's letter as a PDF and then sends the email with it attached.
  const q = await queueEmails(
    ctx,
    tx,
    rows.map((r) => ({
      to: r.email as string,
      content: demandEmail(r, stageName),
      related: { kind: 'demand', id: r.id },
      createdBy: by,
      idempotencyKey: `demand:${r.id}`,
    })),
    { prepare: demandLetterEmailJob },
  );
  if (!q.queued) return { looked: 0, emailed: 0 };
  await tx.execute(
    sql`update demands set status = 'sent', updated_at = ${ctx.clock()} where status = 'raised' and id in (${sql.join(
      rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    )})`,
  );
  const emailed = rows.length;
  return { looked: rows.length, emailed };
}

export function demandEmail(r: Notice, stageName: string) {
  const lines = [
    `${r.instalment} — ${formatInrPaise(r.amount_paise)}`,
    `GST at ${Number(r.gst_percent)}% — ${formatInrPaise(r.gst_paise)}`,
  ];
  if (Number(r.arrears_paise) > 0) lines.push(`Arrears of earlier demands — ${formatInrPaise(r.arrears_paise)}`);
  if (Number(r.interest_paise) > 0)
    lines.push(`Interest on the arrears for the days late — ${formatInrPaise(r.interest_paise)}`);
  const paragraphs = [
    `Construction of your tower has reached ${stageName}. As your payment plan provides, demand ${r.demand_no} for booking ${r.booking_no} is raised:`,
    ...lines,
    `Total payable: ${formatInrPaise(r.total_paise)}, by ${indiaDisplayDate(r.due_on)}.`,
  ];
  if (r.tds_applies) {
    paragraphs.push(
      'The consideration is ₹50 lakh or more: deduct TDS under section 194-IA on the instalment (before GST), deposit it with Form 26QB and send us Form 16B; it counts as paid.',
    );
  }
  paragraphs.push(
    r.bank
      ? `The demand letter, attached as a PDF, is addressed to ${r.bank}, ${r.branch}, for the disbursement of your home loan.`
      : 'The demand letter is attached as a PDF.',
  );
  return {
    subject: `Demand ${r.demand_no}: ${stageName} — ${formatInrPaise(r.total_paise)} due by ${indiaDisplayDate(r.due_on)}`,
    greeting: r.buyer ? `Dear ${r.buyer},` : 'Dear buyer,',
    paragraphs,
  };
}
