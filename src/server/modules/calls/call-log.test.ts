import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { calls } from '../../db/schema/calls';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { multipartBody, samples } from '../../test/multipart';
import { wav } from '../../test/wav';
import { aCall, addLead, api, farhan, ist, people, sync, t, withCallsWorld } from './calls-fixture';

/**
 * A phone's call log: syncing it (matching numbers to leads, resends, outcomes, bad input, whose
 * calls one may post or read), then the history it makes — filters by India day, CSV, a number across
 * the team, a lead made from a call, and recordings. The tests run in order on one company
 * (calls-fixture's): the history tests read the calls the sync tests posted.
 */
withCallsWorld();

describe('call log sync', () => {
  it('matches by the last 10 digits (+91, 0, spaces), the alternate mobile, or not at all; a resend changes nothing', async () => {
    const a = await addLead('Anil Kulkarni', '9822012345', people.executive.id);
    const b = await addLead('Bina Shah', '9822099999', people.executive.id, { alternateMobile: '9833300000' });
    const batch = [
      aCall({ number: '+91 98220 12345' }),
      aCall({ number: '098220-12345', direction: 'incoming', durationSeconds: 12 }),
      aCall({ number: '91 9833300000', direction: 'missed', durationSeconds: 0 }),
      aCall({ number: '+1 415 555 0100' }),
      aCall({ number: '', direction: 'missed', durationSeconds: 0 }),
    ];
    const first = await sync(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toEqual({ accepted: 5, duplicates: 0, matched: 3, unmatched: 2, outcomesNotLogged: 0 });

    const db = t.database.db;
    const count = async () => (await db.select().from(calls)).length;
    const acts = async () => (await db.select().from(activities).where(eq(activities.kind, 'call'))).length;
    const before = { calls: await count(), acts: await acts() };
    const again = await sync(batch);
    expect(again.data).toEqual({ accepted: 0, duplicates: 5, matched: 0, unmatched: 0, outcomesNotLogged: 0 });
    expect({ calls: await count(), acts: await acts() }).toEqual(before);

    const stored = await db.select().from(calls).where(eq(calls.memberId, people.executive.id));
    expect(stored.filter((c) => c.leadId === a)).toHaveLength(2);
    expect(stored.filter((c) => c.leadId === b)).toHaveLength(1);
    expect(stored.map((c) => c.number)).toContain('4155550100');
    // The answered outgoing call moved the new lead on; the missed call did not.
    const [la] = await db.select().from(leads).where(eq(leads.id, a));
    const [lb] = await db.select().from(leads).where(eq(leads.id, b));
    expect(la!.status).toBe('contacted');
    expect(la!.lastContactedAt?.toISOString()).toBe(ist('2026-05-01T10:00:00'));
    expect(lb!.status).toBe('new');
    const timeline = await api('GET', `/api/lead/getActivities/${a}`);
    if (timeline.statusCode === 200) {
      expect(JSON.stringify(timeline.data)).toContain('Outgoing call, 30s');
    }
  });

  it('logs an outcome and books the next follow-up with the call, on your own lead', async () => {
    const lead = await addLead('Chetan Rao', '9822055555', people.executive.id);
    const res = await sync([
      aCall({
        number: '9822055555',
        durationSeconds: 60,
        outcome: 'interested',
        nextFollowUpAt: '2026-05-03T11:00',
        note: 'Wants 2 BHK',
      }),
    ]);
    expect(res.data).toMatchObject({ accepted: 1, matched: 1 });
    const open = await t.database.db.select().from(followUps).where(eq(followUps.leadId, lead));
    expect(open.find((f) => f.status === 'open')?.dueAt.toISOString()).toBe(ist('2026-05-03T11:00:00'));
    expect(open.find((f) => f.status === 'done')?.outcome).toBe('interested');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead));
    expect(row!.status).toBe('contacted');
  });

  it('refuses bad input with a sentence, and more than 500 calls', async () => {
    const bad = await sync([aCall({ direction: 'sideways' })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/Direction/);
    const noReason = await sync([aCall({ outcome: 'not_interested' })]);
    expect(noReason.statusCode).toBe(400);
    const many = await sync(Array.from({ length: 501 }, () => aCall()));
    expect(many.statusCode).toBe(400);
    expect(many.data.message).toMatch(/500/);
  });

  it("keeps an executive to their own calls: no posting or reading another's", async () => {
    const post = await sync([aCall()], people.executive.token, farhan.id);
    expect(post.statusCode).toBe(403);
    const read = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${farhan.id}`,
      undefined,
      people.executive.token,
    );
    expect(read.statusCode).toBe(403);
    const csv = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${farhan.id}/export.csv`,
      undefined,
      people.executive.token,
    );
    expect(csv.statusCode).toBe(403);
    // A manager posts for a member; the executive may not read that member's figures either.
    const managed = await sync([aCall({ number: '9700000001' })], people.manager.token, farhan.id);
    expect(managed.data.accepted).toBe(1);
    const stats = await api(
      'GET',
      `/api/callhistory/getCallHistoryStats?memberId=${farhan.id}&from=2026-05-01&to=2026-05-01`,
      undefined,
      people.executive.token,
    );
    expect(stats.statusCode).toBe(403);
  });

  it("gives another member's figures to calls.view only: an executive gets 403 and a sentence, not their own", async () => {
    const figures = (token: string, memberId?: string) =>
      api(
        'GET',
        `/api/callhistory/getCallHistoryStats?from=2026-05-01&to=2026-05-01${memberId ? `&memberId=${memberId}` : ''}`,
        undefined,
        token,
      );
    for (const who of ['admin', 'manager'] as const) {
      const res = await figures(people[who].token, farhan.id);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      // The call the manager posted for Farhan above.
      expect(res.data).toMatchObject({ memberId: farhan.id, totals: { calls: 1 } });
    }
    const refused = await figures(people.executive.token, farhan.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.data).toMatchObject({ message: 'You can work only with your own calls.', code: 'NOT_YOUR_CALLS' });
    // Naming themselves, or nobody, an executive gets their own.
    for (const memberId of [people.executive.id, undefined]) {
      const own = await figures(people.executive.token, memberId);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.data.memberId).toBe(people.executive.id);
    }
  });
});

describe('history, numbers, leads from calls, recordings', () => {
  it('lists with filters and India days, exports CSV, and finds a number across the team', async () => {
    const farhanCalls = await sync(
      [aCall({ number: '9811122233', startedAt: ist('2026-04-30T23:50:00') })],
      farhan.token,
    );
    expect(farhanCalls.data.accepted).toBe(1);
    await sync([aCall({ number: '+919811122233', startedAt: ist('2026-05-01T00:10:00'), durationSeconds: 0 })]);
    const day = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?from=2026-05-01&to=2026-05-01&q=9811122233`,
    );
    expect(day.statusCode, day.body).toBe(200);
    expect(day.data.total).toBe(1);
    expect(day.data.items[0]).toMatchObject({ number: '9811122233', answered: false, memberName: 'Esha Executive' });
    const missed = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?direction=missed&matched=true`,
    );
    expect(
      missed.data.items.every((c: { direction: string; leadId: string }) => c.direction === 'missed' && c.leadId),
    ).toBe(true);

    const byNumber = await api('GET', '/api/callhistory/getCallHistoryByReciever/0981-112-2233');
    expect(byNumber.data.items.map((c: { memberName: string }) => c.memberName)).toEqual([
      'Esha Executive',
      'Farhan Field',
    ]);
    const ownOnly = await api(
      'GET',
      '/api/callhistory/getCallHistoryByReciever/9811122233',
      undefined,
      people.executive.token,
    );
    expect(ownOnly.data.items).toHaveLength(1);

    const csv = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    const all = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?pageSize=200`);
    expect(lines).toHaveLength(all.data.total + 1);
    expect(lines[1]).toContain('2026-05-01');
    const same = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?format=csv&direction=missed&matched=true`,
    );
    expect(same.headers['content-type']).toMatch(/text\/csv/);
    expect(same.body.trim().split('\r\n').length).toBe(missed.data.total + 1);
  });

  it('turns an unmatched call into a lead and links every call with that number', async () => {
    const list = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?q=9811122233`);
    const id = list.data.items[0].id;
    const made = await api('POST', `/api/callhistory/${id}/createLead`, {
      name: 'Dinesh Patil',
      assignedTo: people.executive.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.linkedCalls).toBe(2);
    const again = await api('POST', `/api/callhistory/${id}/createLead`, { name: 'Dinesh Patil' });
    expect(again.statusCode).toBe(400);
    const lead = await api('GET', `/api/callhistory/byLead/${made.data.leadId}`);
    expect(lead.data.items).toHaveLength(2);
    const foreign = await api('GET', '/api/callhistory/getCallHistoryByReciever/4155550100');
    // Shown and dialled as the phone wrote it, not as the Indian number +91 41555 50100.
    expect(foreign.data.items[0]).toMatchObject({ number: '4155550100', dialNumber: '+1 415 555 0100' });
    expect(lead.data.items[0].dialNumber).toBe('9811122233');
    const landline = await api('POST', `/api/callhistory/${foreign.data.items[0].id}/createLead`, { name: 'X' });
    expect(landline.statusCode).toBe(400);
    expect(landline.data.message).toMatch(/not a mobile/);
  });

  it('takes audio only, as a recording of a call you may see, and plays it back', async () => {
    const [mine] = await t.database.db.select().from(calls).where(eq(calls.memberId, people.executive.id)).limit(1);
    const pdf = multipartBody({}, [{ field: 'file', filename: 'call.mp3', content: samples.pdf }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${people.executive.token}`, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(refused.statusCode).toBe(415);
    const audio = multipartBody({}, [{ field: 'file', filename: 'call.wav', content: wav() }]);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${farhan.token}`, ...audio.headers },
      payload: audio.payload,
    });
    expect(other.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${people.executive.token}`, ...audio.headers },
      payload: audio.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).call.hasRecording).toBe(true);
    const play = await api('GET', `/api/callhistory/${mine!.id}/recording`, undefined, people.manager.token);
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toMatch(/^audio\//);
    expect(play.rawPayload.length).toBe(wav().length);
  });
});
