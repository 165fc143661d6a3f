import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { calls } from '../../db/schema/calls';
import { leads } from '../../db/schema/leads';
import { aCall, addLead, api, people, sync, t, withCallsWorld } from './calls-fixture';

/**
 * Calls the phone app timed (decision 209): it knows how long it was away, ringing included, so the
 * call is stored with source app and answered only by an outcome in which someone spoke.
 */
withCallsWorld();

const stored = async (deviceCallId: string) =>
  (await t.database.db.select().from(calls).where(eq(calls.deviceCallId, deviceCallId)))[0]!;

describe('calls measured by the app', () => {
  it('takes answered from the outcome, stores source app, and says so on the timeline', async () => {
    const leadId = await addLead('Gauri Joshi', '9822055501', people.executive.id);
    const talked = aCall({ number: '9822055501', durationSeconds: 95, measuredBy: 'app', outcome: 'interested' });
    const rang = aCall({ number: '9822055501', durationSeconds: 40, measuredBy: 'app', outcome: 'not_answering' });
    const silent = aCall({ number: '9822055501', durationSeconds: 25, measuredBy: 'app' });
    const wrong = aCall({ number: '9822055501', durationSeconds: 0, measuredBy: 'app', outcome: 'connected' });
    const log = aCall({ number: '9822055501', durationSeconds: 25 });
    const res = await sync([rang, silent, wrong, log, talked]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ accepted: 5, matched: 5 });

    expect(await stored(talked.deviceCallId)).toMatchObject({ source: 'app', answered: true, durationSeconds: 95 });
    expect(await stored(rang.deviceCallId)).toMatchObject({ source: 'app', answered: false, durationSeconds: 40 });
    // No outcome: nobody can say someone spoke.
    expect(await stored(silent.deviceCallId)).toMatchObject({ source: 'app', answered: false });
    expect(await stored(wrong.deviceCallId)).toMatchObject({ source: 'app', answered: false });
    // Left out, the phone's call log measured it, as before.
    expect(await stored(log.deviceCallId)).toMatchObject({ source: 'phone', answered: true });

    const summaries = (
      await t.database.db
        .select({ payload: activities.payload })
        .from(activities)
        .where(and(eq(activities.leadId, leadId), eq(activities.kind, 'call')))
    ).map((r) => (r.payload as { summary: string }).summary);
    expect(summaries.sort()).toEqual([
      'Outgoing call, 25s',
      'Outgoing call, about 1m 35s (timed by the app)',
      'Outgoing call, not answered',
      'Outgoing call, not answered',
      'Outgoing call, not answered',
    ]);
    // A lead the app rang for 40 s with nobody answering is still new: no answered call moved it.
    const unreached = await addLead('Harish Menon', '9822055502', people.executive.id);
    const ring = aCall({ number: '9822055502', durationSeconds: 40, measuredBy: 'app', outcome: 'busy' });
    expect((await sync([ring])).statusCode).toBe(200);
    const [lead] = await t.database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, unreached));
    expect(lead?.status).toBe('new');

    // The history says who measured it; its figures count talk time of answered calls only.
    const history = await api('GET', `/api/callhistory/byLead/${leadId}`, undefined, people.executive.token);
    const byDevice = new Map(history.data.items.map((c: { id: string; source: string }) => [c.id, c]));
    expect(byDevice.get((await stored(talked.deviceCallId)).id)).toMatchObject({ source: 'app', answered: true });
    const stats = await api(
      'GET',
      '/api/callhistory/getCallHistoryStats?from=2026-05-01&to=2026-05-01',
      undefined,
      people.executive.token,
    );
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.data.totals ?? stats.data).toMatchObject({ connected: 2, talkSeconds: 95 + 25 });
  });

  it('refuses an unknown measure, changing nothing', async () => {
    const before = (await t.database.db.select().from(calls)).length;
    const res = await sync([aCall({ measuredBy: 'stopwatch' })]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.data.fields)).toContain('Measured by is phone_log or app.');
    expect((await t.database.db.select().from(calls)).length).toBe(before);
  });
});
