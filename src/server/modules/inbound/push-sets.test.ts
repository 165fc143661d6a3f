import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUsers } from '../../test/users';

// Webhooks that arrive together are made into leads a set at a time (decision 122): these check
// that a set keeps what one-at-a-time guaranteed — each answer its own lead, one lead per mobile,
// round-robin turns and daily caps as the rules say — on the real path, many posts in flight.
let t: TestApp;
let people: TestUsers;
let hook: { path: string; secret: string };
let members: string[];

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const post = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: hook.path,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-api-key': hook.secret },
  });
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.app.appContext.db.execute(query)).rows as T[];

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-20T06:30:00Z'); // 12:00 IST
  people = await seedUsers(t);
  const second = await addMember(t, people.admin.token, { name: 'Sita Second', email: 'sita@example.in', role: 2 });
  members = [people.executive.id, second.id];
  const rule = await api('POST', '/api/assignment-rules', { name: 'Two', members, dailyCap: 10 });
  expect(rule.statusCode, rule.body).toBe(201);
  const sources = await api('GET', '/api/integrations/push-sources');
  hook = sources.data.sources.find((s: { kind: string }) => s.kind === 'webhook');
});
afterAll(async () => {
  await t.close();
});

describe('webhooks posted together', () => {
  it('each answer names its own lead; a mobile twice in one burst is one lead and a re-enquiry; bad ones fail alone', async () => {
    const bodies = [
      ...Array.from({ length: 12 }, (_, i) => ({
        id: `burst-${i}`,
        name: `Burst ${i}`,
        mobile: String(9700000000 + i),
      })),
      { id: 'burst-again', name: 'Burst 0 again', mobile: '9700000000', message: 'Still interested' },
      { id: 'burst-bad', name: 'No phone', mobile: '12' },
    ];
    const answers = await Promise.all(bodies.map(post));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const json = answers.map((a) => a.json() as { result: string; leadId: string | null });
    expect(json.slice(0, 12).every((j) => j.result === 'created')).toBe(true);
    expect(new Set(json.slice(0, 12).map((j) => j.leadId)).size).toBe(12);
    expect(json[12]).toEqual(expect.objectContaining({ result: 're_enquiry', leadId: json[0]!.leadId }));
    expect(json[13]).toEqual(expect.objectContaining({ result: 'failed', leadId: null }));

    const leads = await rows<{ id: string; mobile: string; name: string; assigned_to: string | null }>(
      sql`select id, mobile, name, assigned_to from leads where mobile like '97000000%' order by mobile`,
    );
    expect(leads).toHaveLength(12);
    for (const [i, lead] of leads.entries()) {
      expect(lead.id).toBe(json[i]!.leadId);
      expect(lead.name).toBe(`Burst ${i}`);
    }
    // Round-robin over two members: in the order the leads were made (sets in flight together
    // take the rules' lock in turn), the turns alternate, six each.
    const made = await rows<{ assigned_to: string }>(
      sql`select l.assigned_to from activities a join leads l on l.id = a.lead_id
        where a.kind = 'created' and l.mobile like '97000000%' order by a.seq`,
    );
    const turns = made.map((m) => m.assigned_to);
    expect(turns).toHaveLength(12);
    for (let i = 2; i < turns.length; i++) expect(turns[i]).toBe(turns[i - 2]);
    expect(turns[0]).not.toBe(turns[1]);
    const timeline = await rows<{ kind: string; actor_name: string }>(
      sql`select kind, actor_name from activities where lead_id = ${json[0]!.leadId} order by seq`,
    );
    expect(timeline.map((a) => a.kind)).toEqual(['created', 're_enquiry']);
    expect(timeline[0]!.actor_name).toBe('Generic webhook');
    const log = await rows<{ result: string; attempts: number }>(
      sql`select result, attempts from inbound_events where external_id like 'burst-%'`,
    );
    expect(log).toHaveLength(14);
    expect(log.every((r) => r.result !== 'pending' && r.attempts === 1)).toBe(true);
  });

  it('stops at the daily cap: past ten a member each, leads come in unassigned', async () => {
    // 12 assigned above; 10 more fill both members' caps (10 each), the last 4 find no one.
    const bodies = Array.from({ length: 14 }, (_, i) => ({
      id: `cap-${i}`,
      name: `Cap ${i}`,
      mobile: String(9710000000 + i),
    }));
    const answers = await Promise.all(bodies.map(post));
    for (const a of answers) expect(a.json().result).toBe('created');
    const [counts] = await rows<{ assigned: number; unassigned: number }>(
      sql`select count(*) filter (where assigned_to is not null)::int as assigned,
        count(*) filter (where assigned_to is null)::int as unassigned from leads where mobile like '97%'`,
    );
    expect(counts).toEqual({ assigned: 20, unassigned: 6 });
    const daily = await rows<{ count: number }>(sql`select count from assignment_daily_counts order by user_id`);
    expect(daily.map((d) => Number(d.count))).toEqual([10, 10]);
  });
  it('a set that cannot be made is done row by row, each failed with the reason and replayable', async () => {
    // The card names a member who has since been deactivated: the set's insert refuses him, the
    // set rolls back whole, and each enquiry is logged and tried on its own.
    const card = await api('PUT', '/api/integrations/push-sources/webhook', {
      settings: { assignedTo: people.deactivated.id },
    });
    expect(card.statusCode, card.body).toBe(200);
    const bodies = Array.from({ length: 5 }, (_, i) => ({
      id: `gone-${i}`,
      name: `Gone ${i}`,
      mobile: String(9720000000 + i),
    }));
    const answers = await Promise.all(bodies.map(post));
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toMatchObject({ result: 'failed', leadId: null });
    }
    const log = await rows<{ result: string; error: string; attempts: number }>(
      sql`select result, error, attempts from inbound_events where external_id like 'gone-%'`,
    );
    expect(log).toHaveLength(5);
    for (const r of log) {
      expect(r).toMatchObject({ result: 'failed', attempts: 1 });
      expect(r.error).toMatch(/active team member/);
    }
    expect(await rows(sql`select id from leads where mobile like '972%'`)).toHaveLength(0);
    await api('PUT', '/api/integrations/push-sources/webhook', { settings: { assignedTo: null } });
  });
});
