import { and, inArray, isNull } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { CallDirection } from '../../../domain/schemas/call';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { type CallRecordInput, callsOnLeads, insertCalls } from './sync';

const DAY = 86_400_000;

/** An India wall-clock time `offset` India days from `now`'s India day. */
function indiaAt(now: Date, offset: number, minutes: number): Date {
  const day = istDate(new Date(Date.parse(`${istDate(now)}T12:00:00+05:30`) + offset * DAY));
  return new Date(new Date(`${day}T09:30:00+05:30`).getTime() + minutes * 60_000);
}

/**
 * A week of calls for every member who takes calls, through the same insert and
 * timeline step the phone's sync uses: calls to their worked leads (most answered), a few
 * unanswered calls to new leads (so the queue has retries; a new lead stays fresh), incoming calls,
 * and missed calls from unknown numbers — some returned within 2 hours, some not — so the history,
 * the day figures and the team report all have something to show. Nothing dated after `now`.
 */
export async function seedDemoCalls(ctx: AppContext) {
  const { db } = ctx;
  const now = ctx.clock();
  const members = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.role, [1, 2]));
  for (const [m, member] of members.entries()) {
    const own = await db
      .select({ mobile: leads.mobile, status: leads.status })
      .from(leads)
      .where(and(isNull(leads.deletedAt), inArray(leads.assignedTo, [member.id])))
      .orderBy(leads.createdAt, leads.id);
    const worked = own.filter((l) => l.status !== 'new');
    const fresh = own.filter((l) => l.status === 'new');
    const records: CallRecordInput[] = [];
    let n = 0;
    const add = (number: string, direction: CallDirection, at: Date, seconds: number) => {
      if (at > now) return;
      records.push({
        deviceCallId: `demo-${member.id.slice(0, 8)}-${++n}`,
        rawNumber: n % 3 === 0 ? `+91 ${number}` : number,
        direction,
        startedAt: at,
        durationSeconds: seconds,
        line: n % 4 === 0 ? 'SIM 2' : 'SIM 1',
      });
    };
    for (let day = -6; day <= 0; day++) {
      const base = (m * 17 + day * 7) % 40;
      worked.slice(0, 6).forEach((lead, i) => {
        const talked = (i + day + m) % 4 !== 0;
        add(lead.mobile, 'outgoing', indiaAt(now, day, base + i * 37), talked ? 45 + ((i * 53 + m * 11) % 420) : 0);
      });
      if (fresh[0] && day === 0) add(fresh[0].mobile, 'outgoing', indiaAt(now, 0, -90 + base), 0);
      if (worked[1]) add(worked[1].mobile, 'incoming', indiaAt(now, day, 300 + base), 60 + ((m + 7) % 200));
      const stranger = `98${String(20_000_000 + m * 1000 + ((day + 7) % 7) * 10).padStart(8, '0')}`;
      add(stranger, day % 2 === 0 ? 'missed' : 'rejected', indiaAt(now, day, 200 + base), 0);
      // Every other missed call is returned within the hour.
      if (day % 2 === 0) add(stranger, 'outgoing', indiaAt(now, day, 240 + base), 30 + m);
    }
    if (records.length === 0) continue;
    const stored = await insertCalls(db, member.id, records, now);
    await callsOnLeads(db, { id: member.id, name: member.name, role: null }, stored, now);
  }
}
