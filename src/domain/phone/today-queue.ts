import { bucketEdges, overdueMinutes } from '../follow-ups/buckets';
import type { PhoneFollowUp, PhoneLead, PhoneTask, PhoneVisit } from '../schemas/phone-app';

/** One line of the executive's day on the phone's home screen (issue 29). */
export type QueueEntry =
  | { kind: 'overdue'; lead: PhoneLead; followUp: PhoneFollowUp; lateMinutes: number }
  | { kind: 'followUp'; lead: PhoneLead; followUp: PhoneFollowUp }
  | { kind: 'visit'; lead: PhoneLead; visit: PhoneVisit }
  | { kind: 'fresh'; lead: PhoneLead; ageMinutes: number }
  | { kind: 'task'; task: PhoneTask; lateMinutes: number };

export type QueueKind = QueueEntry['kind'];
export const QUEUE_KINDS: readonly QueueKind[] = ['overdue', 'followUp', 'visit', 'fresh', 'task'];

export interface TodayQueue {
  entries: QueueEntry[];
  counts: Record<QueueKind, number>;
}

export interface QueueInput {
  leads: readonly PhoneLead[];
  followUps: readonly PhoneFollowUp[];
  visits: readonly PhoneVisit[];
  tasks: readonly PhoneTask[];
}

const time = (iso: string) => Date.parse(iso);

/**
 * Today's queue in the order an executive works it: overdue follow-ups (oldest first), today's
 * follow-ups by time, today's site visits still to happen, fresh leads never contacted (oldest
 * first, as the call queue takes them) and tasks due by the end of today. `now` is the server's
 * clock (the snapshot's `now` moved on by the phone's elapsed time), so "today" is India's day
 * whatever zone the phone is set to. A lead shows once: a fresh lead with a follow-up or a visit
 * today is listed under it, and a visit's own site_visit follow-up is listed as the visit alone.
 */
export function todayQueue(input: QueueInput, now: Date): TodayQueue {
  const { todayStart, tomorrowStart } = bucketEdges(now);
  const leads = new Map(input.leads.map((l) => [l._id, l]));
  const listed = new Set<string>();
  const overdue: QueueEntry[] = [];
  const today: QueueEntry[] = [];

  const visits: QueueEntry[] = [];
  const listedVisits = new Set<string>();
  for (const visit of [...input.visits].sort((a, b) => time(a.at) - time(b.at))) {
    const at = new Date(visit.at);
    const lead = leads.get(visit.leadId);
    if (!lead || visit.status !== 'scheduled' || at < todayStart || at >= tomorrowStart) continue;
    visits.push({ kind: 'visit', lead, visit });
    listedVisits.add(visit._id);
    listed.add(lead._id);
  }

  const followUps = [...input.followUps].sort((a, b) => time(a.dueAt) - time(b.dueAt));
  for (const followUp of followUps) {
    const lead = leads.get(followUp.leadId);
    const due = new Date(followUp.dueAt);
    if (!lead || due >= tomorrowStart) continue;
    // A booked visit brings its own follow-up: the visit's row stands for both.
    if (followUp.siteVisitId !== null && listedVisits.has(followUp.siteVisitId)) continue;
    listed.add(lead._id);
    // Due earlier today but not yet done is late too: it goes with the overdue, as the office lists mark it red.
    const late = overdueMinutes(due, now);
    if (late > 0) overdue.push({ kind: 'overdue', lead, followUp, lateMinutes: late });
    else today.push({ kind: 'followUp', lead, followUp });
  }

  const fresh: QueueEntry[] = input.leads
    .filter((l) => l.lastContactedAt === null && !listed.has(l._id))
    .map((lead) => ({ lead, since: time(lead.assignedAt ?? lead.createdAt) }))
    .sort((a, b) => a.since - b.since)
    .map(({ lead, since }) => ({
      kind: 'fresh' as const,
      lead,
      ageMinutes: Math.max(0, Math.floor((now.getTime() - since) / 60_000)),
    }));

  const tasks: QueueEntry[] = [...input.tasks]
    .filter((t) => new Date(t.dueAt) < tomorrowStart)
    .sort((a, b) => time(a.dueAt) - time(b.dueAt))
    .map((task) => ({ kind: 'task' as const, task, lateMinutes: overdueMinutes(new Date(task.dueAt), now) }));

  const entries = [...overdue, ...today, ...visits, ...fresh, ...tasks];
  const counts = { overdue: 0, followUp: 0, visit: 0, fresh: 0, task: 0 } as Record<QueueKind, number>;
  for (const e of entries) counts[e.kind] += 1;
  return { entries, counts };
}

/** "3 h 5 min", "2 days": how late, or how old, in the largest unit that reads well on a phone. */
export function spanParts(minutes: number): { value: number; unit: 'min' | 'h' | 'd' } {
  if (minutes < 60) return { value: minutes, unit: 'min' };
  if (minutes < 48 * 60) return { value: Math.floor(minutes / 60), unit: 'h' };
  return { value: Math.floor(minutes / 1440), unit: 'd' };
}
