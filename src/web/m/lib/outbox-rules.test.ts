import { describe, expect, it } from 'vitest';
import type { PhoneLead } from '../../../domain/schemas/phone-app';
import { applyWrite, type OutboxItem, requestOf, sendVerdict, withPending } from './outbox-rules';
import { EMPTY_DATA, type PhoneData } from './phone-data';

const lead = {
  _id: 'L1',
  name: 'Asha',
  mobile: '9876543210',
  lastContactedAt: null,
  nextFollowUpAt: null,
} as PhoneLead;
const data: PhoneData = {
  ...EMPTY_DATA,
  leads: [lead],
  followUps: [{ _id: 'F1', leadId: 'L1', type: 'call', dueAt: '2026-11-27T05:00:00Z', note: null, siteVisitId: null }],
  tasks: [
    {
      _id: 'T1',
      title: 'x',
      description: null,
      status: 'open',
      priority: 'low',
      dueAt: '2026-11-28T05:00:00Z',
      lead: null,
    },
  ],
};
const item = (write: OutboxItem['write'], key = 'k-1'): OutboxItem => ({
  key,
  write,
  madeAt: Date.parse('2026-11-28T08:30:00Z'),
  userId: 'U',
});

describe('sendVerdict', () => {
  it('removes a 2xx, keeps a refusal to show, retries what got no answer, waits for sign-in on 401', () => {
    expect([200, 201, 204].map(sendVerdict)).toEqual(['done', 'done', 'done']);
    // A lead reassigned meanwhile (404), a duplicate or a reused key (409), bad input (400, 422).
    expect([400, 403, 404, 409, 413, 415, 422].map(sendVerdict)).toEqual(Array(7).fill('refused'));
    expect([0, 408, 429, 500, 502, 503].map(sendVerdict)).toEqual(Array(6).fill('retry'));
    expect(sendVerdict(401)).toBe('signedOut');
  });
});

describe('requestOf', () => {
  it('sends an app-timed call through the call-log sync, its id from the key so a resend is a duplicate', () => {
    const req = requestOf(
      {
        kind: 'call',
        leadId: 'L1',
        startedAt: '2026-11-28T08:30:00.000Z',
        durationSeconds: 95,
        outcome: 'connected',
        reason: null,
        note: 'Wants 2 BHK',
        nextFollowUpAt: '2026-11-29T11:00',
      },
      () => '9876543210',
      'abc',
    );
    expect(req.path).toBe('/api/callhistory/sync');
    expect(req.body).toEqual({
      calls: [
        expect.objectContaining({
          deviceCallId: 'app-abc',
          number: '9876543210',
          measuredBy: 'app',
          durationSeconds: 95,
        }),
      ],
    });
  });
});

describe('applyWrite', () => {
  it('a call closes the open follow-up, books the next one and marks the lead contacted', () => {
    const after = applyWrite(
      data,
      item({
        kind: 'call',
        leadId: 'L1',
        startedAt: '2026-11-28T08:30:00.000Z',
        durationSeconds: 30,
        outcome: 'not_answering',
        reason: null,
        note: null,
        nextFollowUpAt: '2026-11-28T16:30',
      }),
    );
    expect(after.followUps).toEqual([
      expect.objectContaining({ _id: 'local-k-1', leadId: 'L1', dueAt: '2026-11-28T11:00:00.000Z' }),
    ]);
    expect(after.leads[0]).toMatchObject({
      lastContactedAt: '2026-11-28T08:30:00.000Z',
      nextFollowUpAt: '2026-11-28T11:00:00.000Z',
    });
    // The kept data is not changed: the waiting write is laid over it.
    expect(data.followUps[0]?._id).toBe('F1');
  });

  it('lays every waiting write over the data in order', () => {
    const view = withPending(data, [
      item({ kind: 'taskDone', taskId: 'T1', leadId: null }, 'a'),
      item({ kind: 'lead', localId: 'local-x', name: 'Walk-in', mobile: '9123456789', email: null, note: null }, 'b'),
      item({ kind: 'followUp', leadId: 'local-x', dueAt: '2026-11-29T11:00', note: null }, 'c'),
    ]);
    expect(view.tasks).toEqual([]);
    expect(view.leads.map((l) => l._id)).toEqual(['local-x', 'L1']);
    expect(view.followUps.map((f) => f.leadId)).toEqual(['L1', 'local-x']);
  });

  it('a check-in made offline shows the distance worked out on the phone, at site within 300 m', () => {
    const withVisit: PhoneData = {
      ...data,
      visits: [
        {
          _id: 'V1',
          leadId: 'L1',
          project: 'Sahyadri',
          projectId: 'P1',
          at: '2026-11-28T06:00:00Z',
          pickup: false,
          pickupAddress: null,
          note: null,
          status: 'scheduled',
          checkIn: null,
        },
      ],
    };
    const write = {
      kind: 'checkIn',
      leadId: 'L1',
      visitId: 'V1',
      latitude: 18.5,
      longitude: 73.8,
      accuracyMeters: 12,
      at: '2026-11-28T08:30:00Z',
    } as const;
    expect(applyWrite(withVisit, item({ ...write, distanceMeters: 120 })).visits[0]?.checkIn?.atSite).toBe(true);
    expect(applyWrite(withVisit, item({ ...write, distanceMeters: 301 })).visits[0]?.checkIn?.atSite).toBe(false);
    expect(applyWrite(withVisit, item({ ...write, distanceMeters: null })).visits[0]?.checkIn?.atSite).toBeNull();
  });
});
