import { and, eq, isNull, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { FollowUpOutcome, FollowUpType } from '../../../domain/schemas/follow-up';
import { siteVisitCompleteSchema, siteVisitScheduleSchema } from '../../../domain/schemas/site-visit';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { closeOpenFollowUp, replaceOpenFollowUp } from '../follow-ups/public';
import { completeVisit, scheduleVisit } from './service';

const DAY = 86_400_000;

/** An India wall-clock time `offset` India days from `now`'s India day. */
function indiaAt(now: Date, offset: number, time: string): Date {
  const day = istDate(new Date(Date.parse(`${istDate(now)}T12:00:00+05:30`) + offset * DAY));
  return new Date(`${day}T${time}:00+05:30`);
}

/** Earlier of the two, so a demo write is never dated after the seeding clock. */
const notAfter = (at: Date, now: Date) => new Date(Math.min(at.getTime(), now.getTime()));

const OUTCOMES: FollowUpOutcome[] = [
  'connected',
  'not_answering',
  'call_back_later',
  'interested',
  'busy',
  'connected',
];
const TYPES: FollowUpType[] = ['call', 'call', 'whatsapp', 'meeting', 'call', 'email'];
const NOTES = [
  'Asked for the cost sheet of the 2 BHK.',
  'Did not pick up; try after 6 pm.',
  'Wants to discuss with family first.',
  'Keen on a corner flat, east facing.',
  null,
  'Home loan in process with HDFC.',
];
/**
 * Where each lead's next follow-up falls, in India days from today and India time: overdue from
 * earlier days (Pending), earlier today (overdue, still in Today), later today, tomorrow, and later.
 * Taken in this order for each member's leads, so every member with worked leads has one today.
 */
const PLAN: [number, string][] = [
  [0, '10:00'],
  [-2, '16:30'],
  [1, '11:00'],
  [0, '23:30'],
  [4, '17:30'],
  [-4, '11:00'],
  [0, '00:30'],
  [1, '15:00'],
  [-1, '10:30'],
  [2, '12:00'],
];

const LIVE_PIPELINE = ['contacted', 'interested', 'site_visit_scheduled', 'site_visit_done', 'negotiation'];

/**
 * Follow-ups through the follow-ups module's own writers: for the leads already worked, a call
 * logged some days ago with its outcome (which also marks them contacted), then the next follow-up
 * spread over pending, today, tomorrow and upcoming. New leads keep what the lead form gave them
 * and stay "fresh" (never contacted).
 */
export async function seedDemoFollowUps(ctx: AppContext, actor: { id: string; name: string }) {
  const { db } = ctx;
  const now = ctx.clock();
  const admin = { ...actor, role: 0 as const };
  const rows = await db
    .select({ id: leads.id, status: leads.status, assignedTo: leads.assignedTo })
    .from(leads)
    .where(isNull(leads.deletedAt))
    .orderBy(leads.createdAt, leads.id);
  const worked = rows.filter((r) => LIVE_PIPELINE.includes(r.status));
  const seen = new Map<string | null, number>();
  for (const [i, lead] of worked.entries()) {
    const j = seen.get(lead.assignedTo) ?? 0;
    seen.set(lead.assignedTo, j + 1);
    const [offset, time] = PLAN[j % PLAN.length]!;
    const dueAt = indiaAt(now, offset, time);
    const calledAt = notAfter(new Date(dueAt.getTime() - (2 + (i % 3)) * DAY), now);
    await db.transaction(async (tx) => {
      await closeOpenFollowUp(
        tx,
        { leadId: lead.id, outcome: OUTCOMES[i % OUTCOMES.length], note: NOTES[i % NOTES.length], status: 'done' },
        admin,
        calledAt,
      );
      await tx.update(leads).set({ lastContactedAt: calledAt }).where(eq(leads.id, lead.id));
      await replaceOpenFollowUp(tx, { leadId: lead.id, type: TYPES[i % TYPES.length]!, dueAt }, admin, calledAt);
    });
  }
}

/** Visits: done (hot / warm / cold), a no-show, a cancellation, and some booked for today, tomorrow and later. */
const VISITS: {
  offset: number;
  time: string;
  result?: 'done' | 'no_show' | 'cancelled';
  interest?: 'hot' | 'warm' | 'cold';
}[] = [
  { offset: -9, time: '11:00', result: 'done', interest: 'hot' },
  { offset: -6, time: '16:00', result: 'done', interest: 'warm' },
  { offset: -4, time: '12:30', result: 'no_show' },
  { offset: -3, time: '11:30', result: 'done', interest: 'cold' },
  { offset: -2, time: '15:00', result: 'cancelled' },
  { offset: 0, time: '11:00' },
  { offset: 0, time: '17:30' },
  { offset: 1, time: '10:30' },
  { offset: 1, time: '16:00' },
  { offset: 3, time: '12:00' },
  { offset: 6, time: '11:00' },
];
const FEEDBACK = {
  hot: 'Liked the 2 BHK in wing B; wants the payment plan.',
  warm: 'Liked the amenities, finds the price a little high.',
  cold: 'Found the site too far from the office.',
};
const ADDRESSES = ['Flat 12, Shanti Nagar, Baner, Pune', 'Near Kothrud depot, Pune', 'Sector 21, Nerul, Navi Mumbai'];

/**
 * About a dozen site visits booked and closed through the visit service, on the leads interested
 * enough for one, each booked two days before it happens (India time), so the Schedules screen,
 * Today's visits and the lead timelines have real entries.
 */
export async function seedDemoVisits(ctx: AppContext, actor: { id: string; name: string }) {
  const { db } = ctx;
  const now = ctx.clock();
  const viewer = { ...actor, role: 0 as const, branchId: null };
  const candidates = await db
    .select({ id: leads.id, project: leads.project, assignedTo: leads.assignedTo })
    .from(leads)
    .where(
      and(
        isNull(leads.deletedAt),
        sql`${leads.status} in ('interested', 'site_visit_scheduled', 'negotiation', 'contacted')`,
      ),
    )
    .orderBy(leads.createdAt, leads.id);
  const holders = [...new Set(candidates.flatMap((c) => (c.assignedTo ? [c.assignedTo] : [])))];
  for (const [i, plan] of VISITS.entries()) {
    const lead = candidates[i];
    if (!lead) break;
    // Some visits a colleague goes along to, some the holder goes alone, some nobody is named for.
    const companion =
      i % 4 === 0 ? holders.find((h) => h !== lead.assignedTo) : i % 4 === 2 ? lead.assignedTo : undefined;
    const at = indiaAt(now, plan.offset, plan.time);
    const bookedAt = new Date(Math.min(at.getTime() - 2 * DAY, now.getTime() - 3_600_000));
    const input = siteVisitScheduleSchema.parse({
      project: lead.project ?? 'Sahyadri Heights',
      at: at.toISOString(),
      pickup: i % 3 === 0,
      pickupAddress: i % 3 === 0 ? ADDRESSES[i % ADDRESSES.length] : undefined,
      accompaniedBy: companion ?? undefined,
      note: i % 4 === 1 ? 'Buyer comes with parents; keep the sample flat open.' : undefined,
    });
    const { visit } = await scheduleVisit({ ...ctx, clock: () => bookedAt }, lead.id, input, viewer);
    if (!plan.result) continue;
    const closedAt = notAfter(new Date(at.getTime() + 2 * 3_600_000), now);
    const done = siteVisitCompleteSchema.parse({
      result: plan.result,
      interest: plan.interest,
      feedback: plan.interest ? FEEDBACK[plan.interest] : plan.result === 'no_show' ? 'Phone switched off.' : undefined,
      leadStatus: plan.result === 'done' && plan.interest !== 'cold' ? 'site_visit_done' : undefined,
    });
    await completeVisit({ ...ctx, clock: () => closedAt }, visit._id, done, viewer);
  }
}
