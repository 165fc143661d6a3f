import { sql } from 'drizzle-orm';
import { formatInr } from '../../../domain/billing/indian-format';
import { allocate, type Charge, type Receipt } from '../../../domain/collections/allocation';
import { tdsForInstalment } from '../../../domain/collections/demand';
import { interestOnLateDemands } from '../../../domain/collections/interest';
import { checkReraAdvance } from '../../../domain/collections/rera';
import { addDays, indiaDisplayDate } from '../../../domain/india-date';
import type { CostSheet } from '../../../domain/inventory/cost-sheet';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { fromPaise, percentOfPaise, toPaise } from '../../../domain/money/paise';
import { percentToBasisPoints } from '../../../domain/schemas/collections';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { sqlList } from '../../db/sql-list';

/**
 * Raising one tower stage's demands, a batch of bookings at a time (decision 196). Every figure
 * comes from the money engine (src/domain/collections): GST on the instalment at the booking's
 * rate, the section 194-IA note, RERA section 13's 10% guard, and the arrears of earlier demands
 * with interest for the days late. The writes are one statement per batch: the demands
 * (INSERT … SELECT … ON CONFLICT (booking, instalment) DO NOTHING), their booking events and the
 * leads' timeline rows from what was inserted, and the refusals — so a retried batch, a stage
 * raised twice or a restart after a kill never makes a second demand.
 */

export interface RaiseStage {
  id: string;
  towerId: string;
  stageKey: string;
  name: string;
}

export interface RaiseTerms {
  raisedOn: string;
  dueDays: number;
  interestRatePercent: number;
  by: string | null;
  byName: string;
  now: Date;
}

export interface BatchResult {
  /** The last booking the batch looked at; null when there was none left. */
  lastBookingId: string | null;
  raised: number;
  refused: number;
}

interface Candidate {
  booking_id: string;
  booking_no: string;
  agreement_value: string;
  gst_percent: string;
  registered: boolean;
  cost_sheet: CostSheet;
  has_pan: boolean;
  instalment_id: string;
  instalment: string;
  amount_paise: string | number;
}

interface PriorDemand {
  id: string;
  booking_id: string;
  seq: number;
  raised_on: string;
  due_on: string;
  amount_paise: string | number;
  gst_paise: string | number;
  carried: boolean;
}

interface PriorReceipt {
  id: string;
  booking_id: string;
  seq: number;
  received_on: string;
  amount_paise: string | number;
  tds_paise: string | number;
  bounced_on: string | null;
}

const live = sqlList(LIVE_BOOKING_STATUSES);

/** What the TDS threshold is tested on: the agreement value and the other charges of the frozen sheet. */
export function considerationPaise(sheet: CostSheet, agreementPaise: number): number {
  let other = 0;
  for (const line of sheet.lines ?? []) {
    if (line.part === 'other' && !line.key.endsWith(':gst')) other += toPaise(line.amount);
  }
  return agreementPaise + other;
}

// The query reads every date as ::text (yyyy-mm-dd), so no instant is ever turned into a day here.
const day = (v: unknown) => String(v).slice(0, 10);

/** One batch of up to `limit` bookings after `after` (by id): their demands and refusals, written at once. */
export async function raiseBatch(
  db: DbOrTx,
  stage: RaiseStage,
  terms: RaiseTerms,
  after: string | null,
  limit: number,
): Promise<BatchResult> {
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      with batch as (
        select b.id from bookings b join units u on u.id = b.unit_id
        where u.tower_id = ${stage.towerId} and b.status in (${live})
          and (${after}::uuid is null or b.id > ${after}::uuid)
          and exists (select 1 from booking_instalments i where i.booking_id = b.id and i.stage_key = ${stage.stageKey}
                        and i.earlier_demand_id is null)
        order by b.id limit ${limit}
      )
      select b.id as booking_id, b.booking_no, b.agreement_value::text as agreement_value,
             b.gst_percent::text as gst_percent, b.agreement_registered_on is not null as registered,
             b.cost_sheet,
             exists (select 1 from booking_applicants a where a.booking_id = b.id and a.pan is not null) as has_pan,
             i.id as instalment_id, i.name as instalment, i.amount_paise
      from batch join bookings b on b.id = batch.id
      -- An instalment carried by a transfer was demanded of the earlier buyer (decision 203).
      join booking_instalments i on i.booking_id = b.id and i.stage_key = ${stage.stageKey}
        and i.earlier_demand_id is null
      order by b.id, i.position, i.id`),
  );
  if (candidates.length === 0) return { lastBookingId: null, raised: 0, refused: 0 };
  const ids = [...new Set(candidates.map((c) => c.booking_id))];
  const idList = sql`${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}`;

  const [priorDemands, priorReceipts, done] = [
    rowsOf<PriorDemand>(
      await db.execute(sql`
        select id, booking_id, row_number() over (partition by booking_id order by created_at, demand_no)::int as seq,
               raised_on::text, due_on::text, amount_paise, gst_paise,
               (interest_paise > 0 or arrears_paise > 0) as carried
        from demands where booking_id in (${idList}) and status <> 'cancelled'`),
    ),
    rowsOf<PriorReceipt>(
      await db.execute(sql`
        select id, booking_id, row_number() over (partition by booking_id order by created_at, receipt_no)::int as seq,
               received_on::text, amount_paise, tds_paise,
               case when reversed_at is not null or cheque_status = 'bounced'
                    then coalesce(cheque_status_on, received_on)::text end as bounced_on
        from receipts where booking_id in (${idList})`),
    ),
    // Demands and refusals already made for this stage's instalments: skipped, not computed again.
    rowsOf<{ instalment_id: string }>(
      await db.execute(sql`
        select instalment_id from demands where booking_id in (${idList})
        union all select instalment_id from demand_refusals where booking_id in (${idList})`),
    ),
  ];
  const skip = new Set(done.map((d) => d.instalment_id));
  const demandsOf = group(priorDemands);
  const receiptsOf = group(priorReceipts);
  const rateBp = percentToBasisPoints(terms.interestRatePercent);
  const dueOn = addDays(terms.raisedOn, terms.dueDays);

  const demandRows: Record<string, unknown>[] = [];
  const refusalRows: Record<string, unknown>[] = [];
  const demandedSoFar = new Map<string, number>();
  for (const c of candidates) {
    if (skip.has(c.instalment_id)) continue;
    const prior = demandsOf.get(c.booking_id) ?? [];
    const amount = Number(c.amount_paise);
    const agreementPaise = toPaise(Number(c.agreement_value));
    const demandedBefore = demandedSoFar.get(c.booking_id) ?? prior.reduce((s, d) => s + Number(d.amount_paise), 0);
    const rera = checkReraAdvance({
      costPaise: agreementPaise,
      demandedBeforePaise: demandedBefore,
      newDemandPaise: amount,
      agreementRegistered: c.registered,
    });
    if (!rera.allowed) {
      refusalRows.push({
        booking_id: c.booking_id,
        instalment_id: c.instalment_id,
        reason: rera.reason,
        demanded_paise: rera.totalPaise,
        limit_paise: rera.limitPaise,
      });
      continue;
    }
    demandedSoFar.set(c.booking_id, demandedBefore + amount);
    const figures = demandFigures(c, prior, receiptsOf.get(c.booking_id) ?? [], terms.raisedOn, rateBp);
    demandRows.push({
      booking_id: c.booking_id,
      instalment_id: c.instalment_id,
      ...figures,
      summary: `raised for ${c.instalment}: ${formatInr(fromPaise(figures.total_paise))} due by ${indiaDisplayDate(dueOn)}.`,
    });
  }
  const written = await writeBatch(db, stage, terms, dueOn, demandRows, refusalRows);
  return { lastBookingId: ids[ids.length - 1] ?? null, ...written };
}

/** The figures of one new demand: its instalment, GST, TDS flag, and the arrears carried with their interest. */
export function demandFigures(
  c: Pick<Candidate, 'amount_paise' | 'gst_percent' | 'cost_sheet' | 'agreement_value' | 'has_pan'>,
  prior: PriorDemand[],
  receipts: PriorReceipt[],
  raisedOn: string,
  rateBp: number,
) {
  const amount = Number(c.amount_paise);
  const gstPercent = Number(c.gst_percent);
  const gst = percentOfPaise(amount, gstPercent);
  const tds = tdsForInstalment(amount, {
    considerationPaise: considerationPaise(c.cost_sheet, toPaise(Number(c.agreement_value))),
    stampDutyValuePaise: null,
    buyerHasPan: c.has_pan,
  });
  // Interest already carried by a later demand's letter is charged up to that demand's day.
  const carriedTo = prior
    .filter((d) => d.carried)
    .map((d) => day(d.raised_on))
    .sort()
    .at(-1);
  const charges: Charge[] = prior.map((d) => ({
    id: d.id,
    kind: 'demand',
    seq: d.seq,
    raisedOn: day(d.raised_on),
    dueOn: day(d.due_on),
    label: d.id,
    amountPaise: Number(d.amount_paise),
    gstPaise: Number(d.gst_paise),
    interestChargedTo: carriedTo && carriedTo > day(d.raised_on) ? carriedTo : null,
  }));
  const paid: Receipt[] = receipts.map((r) => ({
    id: r.id,
    seq: r.seq,
    receivedOn: day(r.received_on),
    amountPaise: Number(r.amount_paise),
    tdsPaise: Number(r.tds_paise),
    bouncedOn: r.bounced_on ? day(r.bounced_on) : null,
  }));
  const balances = allocate(charges, paid, raisedOn);
  const arrears = balances.charges.reduce((s, b) => s + b.duePaise, 0);
  const interest = charges.length ? interestOnLateDemands(charges, paid, raisedOn, rateBp).interestPaise : 0;
  return {
    amount_paise: amount,
    gst_percent: gstPercent,
    gst_paise: gst,
    arrears_paise: arrears,
    interest_paise: interest,
    total_paise: amount + gst + arrears + interest,
    tds_applies: tds !== null,
  };
}

async function writeBatch(
  db: DbOrTx,
  stage: RaiseStage,
  terms: RaiseTerms,
  dueOn: string,
  demandRows: Record<string, unknown>[],
  refusalRows: Record<string, unknown>[],
): Promise<{ raised: number; refused: number }> {
  let raised = 0;
  let refused = 0;
  const year = terms.raisedOn.slice(0, 4);
  if (demandRows.length) {
    const inserted = rowsOf<{ id: string }>(
      await db.execute(sql`
        with x as (
          select * from jsonb_to_recordset(${JSON.stringify(demandRows)}::jsonb) as x(
            booking_id uuid, instalment_id uuid, amount_paise bigint, gst_percent numeric, gst_paise bigint,
            arrears_paise bigint, interest_paise bigint, total_paise bigint, tds_applies boolean, summary text)
        ),
        ins as (
          insert into demands (demand_no, booking_id, instalment_id, tower_stage_id, raised_on, due_on, amount_paise,
            gst_percent, gst_paise, arrears_paise, interest_paise, total_paise, tds_applies, status, created_by,
            created_at, updated_at)
          select 'DM-' || ${year} || '-' || lpad(nextval('demand_no_seq')::text, 6, '0'), x.booking_id,
            x.instalment_id, ${stage.id}::uuid, ${terms.raisedOn}::date, ${dueOn}::date, x.amount_paise,
            x.gst_percent, x.gst_paise, x.arrears_paise, x.interest_paise, x.total_paise, x.tds_applies, 'raised',
            ${terms.by}::uuid, ${terms.now}, ${terms.now}
          from x order by x.booking_id
          on conflict (booking_id, instalment_id) do nothing
          returning id, booking_id, instalment_id, demand_no
        ),
        ev as (
          insert into booking_events (booking_id, at, by, kind, detail)
          select ins.booking_id, ${terms.now}, ${terms.by}::uuid, 'demand_raised',
            jsonb_build_object('summary', 'Demand ' || ins.demand_no || ' ' || x.summary, 'demandId', ins.id)
          from ins join x on x.booking_id = ins.booking_id and x.instalment_id = ins.instalment_id
        ),
        act as (
          insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
          select b.lead_id, 'booking', ${terms.by}::uuid, ${terms.byName}, ${terms.now},
            jsonb_build_object('summary', b.booking_no || ': demand ' || ins.demand_no || ' ' || x.summary, 'refId', b.id)
          from ins join x on x.booking_id = ins.booking_id and x.instalment_id = ins.instalment_id
          join bookings b on b.id = ins.booking_id
          where b.lead_id is not null
        )
        select id from ins`),
    );
    raised = inserted.length;
  }
  if (refusalRows.length) {
    const inserted = rowsOf<{ id: string }>(
      await db.execute(sql`
        with x as (
          select * from jsonb_to_recordset(${JSON.stringify(refusalRows)}::jsonb) as x(
            booking_id uuid, instalment_id uuid, reason text, demanded_paise bigint, limit_paise bigint)
        ),
        ins as (
          insert into demand_refusals (booking_id, instalment_id, tower_stage_id, reason, demanded_paise, limit_paise, refused_at)
          select x.booking_id, x.instalment_id, ${stage.id}::uuid, x.reason, x.demanded_paise, x.limit_paise, ${terms.now}
          from x
          on conflict (booking_id, instalment_id) do nothing
          returning id, booking_id, reason
        ),
        ev as (
          insert into booking_events (booking_id, at, by, kind, detail)
          select ins.booking_id, ${terms.now}, ${terms.by}::uuid, 'demand_refused',
            jsonb_build_object('summary', ${`Demand for ${stage.name} refused: `} || ins.reason)
          from ins
        )
        select id from ins`),
    );
    refused = inserted.length;
  }
  return { raised, refused };
}

function group<T extends { booking_id: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.booking_id) ?? [];
    list.push(r);
    out.set(r.booking_id, list);
  }
  return out;
}
