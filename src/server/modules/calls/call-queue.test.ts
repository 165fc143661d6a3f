import { describe, expect, it } from 'vitest';
import { addMember } from '../../test/users';
import { aCall, addLead, api, ist, NOON, people, sync, t, withCallsWorld } from './calls-fixture';

/**
 * The call queue: overdue follow-ups, today's, fresh leads oldest first, then due retries, and the
 * retry setting. The company is calls-fixture's.
 */
withCallsWorld();

describe('call queue', () => {
  it('orders overdue, today, fresh (oldest first), then due retries; logging an outcome moves on', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Isha Queue', email: 'isha@example.in', role: 2 });
    const freshOld = await addLead('Fresh Old', '9600000001', m.id);
    t.clock.advanceHours(1);
    const freshNew = await addLead('Fresh New', '9600000002', m.id);
    const overdue = await addLead('Overdue Om', '9600000003', m.id, { nextFollowUpAt: '2026-04-29' });
    const today = await addLead('Today Tara', '9600000004', m.id, {
      nextFollowUpAt: new Date(NOON.getTime() + 5 * 3600_000).toISOString(),
    });
    const retry = await addLead('Retry Ravi', '9600000005', m.id);
    // Not answering at 09:00 (more than 2 h before now), once today.
    await sync([aCall({ number: '9600000005', startedAt: ist('2026-05-01T09:00:00'), durationSeconds: 0 })], m.token);
    const tooSoon = await addLead('Soon Sita', '9600000006', m.id);
    await sync(
      [
        aCall({
          number: '9600000006',
          startedAt: new Date(t.clock.now.getTime() - 30 * 60_000).toISOString(),
          durationSeconds: 0,
        }),
      ],
      m.token,
    );

    const q = await api('GET', `/api/callhistory/queue?memberId=${m.id}`);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.data.items.map((i: { leadId: string; reason: string }) => [i.leadId, i.reason])).toEqual([
      [overdue, 'overdue'],
      [today, 'today'],
      [freshOld, 'fresh'],
      [freshNew, 'fresh'],
      [retry, 'retry'],
    ]);
    expect(q.data.counts).toEqual({ overdue: 1, today: 1, fresh: 2, retry: 1 });
    expect(q.data.items[4]).toMatchObject({ triesToday: 1, lastActivity: { kind: expect.any(String) } });
    expect(tooSoon).toBeTruthy();

    // An executive gets their own queue, whatever memberId says.
    const own = await api('GET', `/api/callhistory/queue?memberId=${m.id}`, undefined, people.executive.token);
    expect(own.data.memberId).toBe(people.executive.id);

    // Next: log an outcome on the overdue lead; it leaves the queue.
    const logged = await api('POST', `/api/lead/logOutcome/${overdue}`, { outcome: 'not_answering' }, m.token);
    expect(logged.statusCode, logged.body).toBe(200);
    const after = await api('GET', '/api/callhistory/queue', undefined, m.token);
    expect(after.data.items[0].leadId).toBe(today);
    expect(after.data.items.map((i: { leadId: string }) => i.leadId)).not.toContain(overdue);

    // Three tries a day at most (the setting), after 2 h each.
    const put = await api('PUT', '/api/settings/call-queue', { retryAfterHours: 1, maxTriesPerDay: 1 });
    expect(put.statusCode, put.body).toBe(200);
    const capped = await api('GET', '/api/callhistory/queue', undefined, m.token);
    expect(capped.data.counts.retry).toBe(0);
    await api('PUT', '/api/settings/call-queue', { retryAfterHours: 2, maxTriesPerDay: 3 });
  });
});
