import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../test/users';
import { aCall, addLead, api, farhan, ist, NOON, people, sync, t, withCallsWorld } from './calls-fixture';

/**
 * A member's call figures per India day and the team report, and the missed-calls-not-returned flag
 * the writers keep (decision 106), checked against a from-scratch judgement. The company is
 * calls-fixture's.
 */
withCallsWorld();

describe('figures', () => {
  it('counts per India day: connected, talk time, unique leads, missed calls not returned within 2 h', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Gita Stats', email: 'gita@example.in', role: 2 });
    const lead = await addLead('Hari Joshi', '9822077777', m.id);
    await sync(
      [
        aCall({ number: '9822077777', startedAt: ist('2026-04-29T09:05:00'), durationSeconds: 100 }),
        aCall({ number: '9822077777', startedAt: ist('2026-04-29T09:30:00'), durationSeconds: 0 }),
        aCall({
          number: '9822077777',
          direction: 'incoming',
          startedAt: ist('2026-04-29T12:00:00'),
          durationSeconds: 50,
        }),
        // Missed at 13:00 and returned at 14:30: returned.
        aCall({ number: '9700000010', direction: 'missed', startedAt: ist('2026-04-29T13:00:00'), durationSeconds: 0 }),
        aCall({ number: '9700000010', startedAt: ist('2026-04-29T14:30:00'), durationSeconds: 20 }),
        // Missed and called back after 3 h: not returned.
        aCall({
          number: '9700000011',
          direction: 'rejected',
          startedAt: ist('2026-04-29T15:00:00'),
          durationSeconds: 0,
        }),
        aCall({ number: '9700000011', startedAt: ist('2026-04-29T18:00:00'), durationSeconds: 0 }),
        // 23:30 IST is still the 29th in India (18:00 UTC).
        aCall({ number: '9700000012', direction: 'missed', startedAt: ist('2026-04-29T23:30:00'), durationSeconds: 0 }),
        aCall({ number: '9822077777', startedAt: ist('2026-04-30T00:30:00'), durationSeconds: 10 }),
      ],
      m.token,
    );
    const res = await api('GET', `/api/callhistory/getCallHistoryStats?memberId=${m.id}&from=2026-04-28&to=2026-04-30`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.days.map((d: { date: string }) => d.date)).toEqual(['2026-04-28', '2026-04-29', '2026-04-30']);
    expect(res.data.days[0]).toMatchObject({ calls: 0, firstCallAt: null });
    expect(res.data.days[1]).toEqual({
      date: '2026-04-29',
      calls: 8,
      connected: 3,
      talkSeconds: 170,
      avgTalkSeconds: 57,
      uniqueLeads: 1,
      missedNotReturned: 2,
      firstCallAt: ist('2026-04-29T09:05:00'),
    });
    expect(res.data.days[2]).toMatchObject({ calls: 1, connected: 1, talkSeconds: 10 });
    expect(res.data.totals).toMatchObject({ calls: 9, connected: 4, talkSeconds: 180, uniqueLeads: 1 });
    expect(lead).toBeTruthy();

    const report = await api('GET', '/api/callhistory/getCallHistoryReportByMember?from=2026-04-29&to=2026-04-30');
    expect(report.statusCode, report.body).toBe(200);
    const gita = report.data.members.find((r: { memberId: string }) => r.memberId === m.id);
    expect(gita).toMatchObject({ calls: 9, connected: 4, missedNotReturned: 2, memberName: 'Gita Stats' });
    const execReport = await api('GET', '/api/callhistory/getCallHistoryReportByMember', undefined, m.token);
    expect(execReport.statusCode).toBe(403);
    const tooLong = await api('GET', '/api/callhistory/getCallHistoryStats?from=2024-01-01&to=2026-01-01');
    expect(tooLong.statusCode).toBe(400);
  });
});

/** Missed calls whose stored flag differs from judging them from scratch (decision 106). */
async function flagsOffFromScratch() {
  const res = await t.database.db.execute(sql`
    select count(*)::int as n from calls m
    where m.not_returned <> (m.direction in ('missed', 'rejected') and m.number <> '' and not exists (
      select 1 from calls o where o.number = m.number and o.direction = 'outgoing'
        and o.started_at > m.started_at and o.started_at <= m.started_at + interval '2 hours'))`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('missed calls not returned, kept by the writers', () => {
  it('equals a from-scratch judgement after out-of-order batches and resends, around India midnight', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Indu Night', email: 'indu@example.in', role: 2 });
    // The callback comes first (another member's phone synced earlier): 00:30 IST on the 30th
    // returns the call missed at 23:00 IST on the 29th, across India midnight.
    const returning = aCall({ number: '9600000001', startedAt: ist('2026-04-30T00:30:00'), durationSeconds: 0 });
    expect((await sync([returning], farhan.token)).data.accepted).toBe(1);
    const missedLate = [
      aCall({ number: '9600000001', direction: 'missed', startedAt: ist('2026-04-29T23:00:00'), durationSeconds: 0 }),
      // 23:50 and called back at 02:00 (2 h 10 min): not returned.
      aCall({
        number: '+91 96000 00002',
        direction: 'missed',
        startedAt: ist('2026-04-29T23:50:00'),
        durationSeconds: 0,
      }),
      aCall({ number: '9600000002', startedAt: ist('2026-04-30T02:00:00'), durationSeconds: 40 }),
      // Missed just after midnight, returned later in the same batch by this member: returned.
      aCall({ number: '9600000003', direction: 'rejected', startedAt: ist('2026-04-30T00:05:00'), durationSeconds: 0 }),
      aCall({ number: '09600000003', startedAt: ist('2026-04-30T01:00:00'), durationSeconds: 0 }),
      // Missed after midnight and not yet returned (until the later batch below).
      aCall({ number: '9600000004', direction: 'missed', startedAt: ist('2026-04-30T00:10:00'), durationSeconds: 0 }),
    ];
    expect((await sync(missedLate, m.token)).data.accepted).toBe(6);
    expect(await flagsOffFromScratch()).toBe(0);
    const days = async () => {
      const res = await api(
        'GET',
        `/api/callhistory/getCallHistoryStats?memberId=${m.id}&from=2026-04-29&to=2026-04-30`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.data.days.map((d: { missedNotReturned: number }) => d.missedNotReturned);
    };
    expect(await days()).toEqual([1, 1]);
    // A resend of the same batch changes nothing.
    expect((await sync(missedLate, m.token)).data.duplicates).toBe(6);
    expect(await days()).toEqual([1, 1]);
    // A later batch (out of order, by another member) returns the 00:10 call at 02:09.
    await sync(
      [aCall({ number: '9600000004', startedAt: ist('2026-04-30T02:09:00'), durationSeconds: 5 })],
      farhan.token,
    );
    expect(await flagsOffFromScratch()).toBe(0);
    expect(await days()).toEqual([1, 0]);
    // A missed call not yet 2 hours old is not counted, though nobody has called back yet.
    t.clock.now = new Date(ist('2026-04-30T03:00:00'));
    await sync(
      [aCall({ number: '9600000005', direction: 'missed', startedAt: ist('2026-04-30T02:30:00'), durationSeconds: 0 })],
      m.token,
    );
    expect(await days()).toEqual([1, 0]);
    t.clock.now = new Date(ist('2026-04-30T05:00:00'));
    expect(await days()).toEqual([1, 1]);
    t.clock.now = NOON;
    const report = await api('GET', '/api/callhistory/getCallHistoryReportByMember?from=2026-04-29&to=2026-04-30');
    expect(report.data.members.find((r: { memberId: string }) => r.memberId === m.id)).toMatchObject({
      missedNotReturned: 2,
    });
    expect(await flagsOffFromScratch()).toBe(0);
  });
});
