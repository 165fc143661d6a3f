import { describe, expect, it } from 'vitest';
import type { PhoneFollowUp, PhoneLead, PhoneTask, PhoneVisit } from '../schemas/phone-app';
import { spanParts, todayQueue } from './today-queue';

// 2026-11-28 14:00 India = 08:30 UTC.
const now = new Date('2026-11-28T08:30:00Z');

const lead = (id: string, extra: Partial<PhoneLead> = {}): PhoneLead => ({
  _id: id,
  name: `Lead ${id}`,
  mobile: '9876543210',
  alternateMobile: null,
  email: null,
  status: 'contacted',
  source: null,
  project: null,
  projectId: null,
  projectName: null,
  budget: null,
  requirement: null,
  city: null,
  notes: null,
  createdAt: '2026-11-01T05:00:00Z',
  assignedAt: null,
  updatedAt: '2026-11-01T05:00:00Z',
  nextFollowUpAt: null,
  lastContactedAt: '2026-11-20T05:00:00Z',
  ...extra,
});
const followUp = (id: string, leadId: string, dueAt: string): PhoneFollowUp => ({
  _id: id,
  leadId,
  type: 'call',
  dueAt,
  note: null,
  siteVisitId: null,
});
const visit = (id: string, leadId: string, at: string, status: PhoneVisit['status'] = 'scheduled'): PhoneVisit => ({
  _id: id,
  leadId,
  project: 'Sahyadri Heights',
  projectId: null,
  at,
  pickup: false,
  pickupAddress: null,
  note: null,
  status,
  checkIn: null,
});
const task = (id: string, dueAt: string): PhoneTask => ({
  _id: id,
  title: `Task ${id}`,
  description: null,
  status: 'open',
  priority: 'medium',
  dueAt,
  lead: null,
});

describe('todayQueue', () => {
  it('orders overdue oldest first, then today by time, visits, fresh leads oldest first, tasks due', () => {
    const q = todayQueue(
      {
        leads: [
          lead('a'),
          lead('b'),
          lead('c'),
          lead('d'),
          lead('v'),
          lead('f1', { lastContactedAt: null, assignedAt: '2026-11-27T05:00:00Z' }),
          lead('f2', { lastContactedAt: null, assignedAt: '2026-11-26T05:00:00Z' }),
        ],
        followUps: [
          followUp('today-late', 'c', '2026-11-28T17:00:00Z'), // 22:30 India today
          followUp('old', 'a', '2026-11-25T05:00:00Z'),
          followUp('today-early', 'd', '2026-11-28T10:00:00Z'), // 15:30 India
          followUp('yesterday', 'b', '2026-11-27T12:00:00Z'),
        ],
        visits: [visit('v1', 'v', '2026-11-28T06:00:00Z')],
        tasks: [task('t-today', '2026-11-28T12:00:00Z'), task('t-tomorrow', '2026-11-29T05:00:00Z')],
      },
      now,
    );
    expect(
      q.entries.map((e) =>
        e.kind === 'task' ? e.task._id : e.kind === 'visit' ? e.visit._id : `${e.kind}:${e.lead._id}`,
      ),
    ).toEqual(['overdue:a', 'overdue:b', 'followUp:d', 'followUp:c', 'v1', 'fresh:f2', 'fresh:f1', 't-today']);
    expect(q.counts).toEqual({ overdue: 2, followUp: 2, visit: 1, fresh: 2, task: 1 });
    const first = q.entries[0];
    expect(first?.kind === 'overdue' && first.lateMinutes).toBe(3 * 1440 + 210);
  });

  it("cuts today at India's midnight, not the phone's or UTC's", () => {
    // 23:50 India on the 28th is 18:20 UTC the same day; 00:10 India on the 29th is 18:40 UTC the 28th.
    const late = new Date('2026-11-28T18:00:00Z'); // 23:30 India
    const q = todayQueue(
      {
        leads: [lead('x'), lead('y')],
        followUps: [followUp('1', 'x', '2026-11-28T18:20:00Z'), followUp('2', 'y', '2026-11-28T18:40:00Z')],
        visits: [],
        tasks: [],
      },
      late,
    );
    expect(q.entries.map((e) => e.kind === 'followUp' && e.followUp._id)).toEqual(['1']);
  });

  it('lists a lead once, leaves out closed or other days’ visits and follow-ups of leads not on the phone', () => {
    const q = todayQueue(
      {
        leads: [lead('f', { lastContactedAt: null }), lead('v')],
        followUps: [followUp('1', 'f', '2026-11-28T12:00:00Z'), followUp('2', 'gone', '2026-11-28T12:00:00Z')],
        visits: [
          visit('done', 'v', '2026-11-28T06:00:00Z', 'done'),
          visit('tomorrow', 'v', '2026-11-29T06:00:00Z'),
          visit('yesterday', 'v', '2026-11-27T06:00:00Z'),
        ],
        tasks: [],
      },
      now,
    );
    expect(q.entries.map((e) => e.kind)).toEqual(['followUp']);
  });

  it('lists a booked visit once: under the visits, not again as its own follow-up', () => {
    const visitFollowUp = (id: string, leadId: string, dueAt: string, siteVisitId: string): PhoneFollowUp => ({
      ...followUp(id, leadId, dueAt),
      type: 'site_visit',
      siteVisitId,
    });
    const q = todayQueue(
      {
        leads: [lead('v', { lastContactedAt: null }), lead('w')],
        followUps: [
          visitFollowUp('fv', 'v', '2026-11-28T10:00:00Z', 'v1'), // 15:30 India, the visit's own
          visitFollowUp('fw', 'w', '2026-11-28T11:00:00Z', 'w-tomorrow'), // its visit is not today's
          followUp('call', 'v', '2026-11-28T12:00:00Z'), // a call to make besides the visit
        ],
        visits: [visit('v1', 'v', '2026-11-28T10:00:00Z'), visit('w-tomorrow', 'w', '2026-11-29T06:00:00Z')],
        tasks: [],
      },
      now,
    );
    expect(
      q.entries.map((e) =>
        e.kind === 'followUp'
          ? `followUp:${e.followUp._id}`
          : e.kind === 'task'
            ? e.task._id
            : `${e.kind}:${e.lead._id}`,
      ),
    ).toEqual(['followUp:fw', 'followUp:call', 'visit:v']);
    expect(q.counts).toEqual({ overdue: 0, followUp: 2, visit: 1, fresh: 0, task: 0 });
  });

  it('is empty on a free day', () => {
    expect(todayQueue({ leads: [lead('a')], followUps: [], visits: [], tasks: [] }, now)).toEqual({
      entries: [],
      counts: { overdue: 0, followUp: 0, visit: 0, fresh: 0, task: 0 },
    });
  });
});

describe('spanParts', () => {
  it('reads in minutes, then hours, then days', () => {
    expect(spanParts(59)).toEqual({ value: 59, unit: 'min' });
    expect(spanParts(125)).toEqual({ value: 2, unit: 'h' });
    expect(spanParts(47 * 60 + 59)).toEqual({ value: 47, unit: 'h' });
    expect(spanParts(3 * 1440)).toEqual({ value: 3, unit: 'd' });
  });
});
