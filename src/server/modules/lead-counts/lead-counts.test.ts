import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLostStatus } from '../../../domain/leads/lost-reasons';
import { LEAD_STATUSES } from '../../../domain/leads/statuses';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let sourceId: string;

const get = async (url: string, token = people.admin.token) => {
  const res = await call(t.app, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-05-01T18:40:00Z'); // 00:10 IST, 2 May
  people = await seedUsers(t);
  const admin = people.admin.token;
  sourceId = (await call(t.app, 'POST', '/api/source/create', { token: admin, body: { name: 'Walk-in' } })).data.source
    ._id;
  const holders = [people.executive.id, people.manager.id, people.admin.id, undefined];
  for (let i = 0; i < 24; i++) {
    const lead = await call(t.app, 'POST', '/api/lead/create', {
      token: admin,
      body: {
        name: `${i % 3 ? 'Kavita' : 'Ravi'} ${i}`,
        mobile: String(9_822_030_000 + i),
        assignedTo: holders[i % 4],
        sourceId: i % 2 ? sourceId : undefined,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const status = LEAD_STATUSES[i % LEAD_STATUSES.length]!;
    if (status !== 'new') {
      const moved = await call(t.app, 'PUT', `/api/lead/updateLeadStatus/${lead.data.lead._id}`, {
        token: admin,
        body: { status, reason: isLostStatus(status) ? 'budget' : undefined },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  // A binned lead counts nowhere: lead 23, the one unassigned lead in negotiation.
  const binned = await call(t.app, 'GET', '/api/lead/getLeads?assignedTo=unassigned&status=negotiation', {
    token: admin,
  });
  await call(t.app, 'PUT', `/api/lead/moveToRecycleBin/${binned.data.leads[0]._id}`, { token: admin });
});
afterAll(() => t.close());

/** Each status count is the lead list's total for that status with the same filters. */
async function expectCountsMatchList(filters: string, token = people.admin.token) {
  const { counts, total } = await get(`/api/lead/getOverallLeadStatusCounts?${filters}`, token);
  expect(Object.keys(counts).sort()).toEqual([...LEAD_STATUSES].sort());
  for (const status of LEAD_STATUSES) {
    const list = await get(`/api/lead/getLeads?${filters}&status=${status}&pageSize=1`, token);
    expect(counts[status], `${status} with ${filters}`).toBe(list.total);
  }
  expect(total).toBe((await get(`/api/lead/getLeads?${filters}&pageSize=1`, token)).total);
  return { counts, total };
}

describe('lead status counts', () => {
  it('equal the lead list totals for the same filters', async () => {
    const all = await expectCountsMatchList('');
    expect(all.total).toBe(23);
    await expectCountsMatchList(`sourceId=${sourceId}`);
    await expectCountsMatchList(`assignedTo=${people.manager.id}`);
    await expectCountsMatchList('assignedTo=unassigned');
    await expectCountsMatchList('search=ravi');
    await expectCountsMatchList('fresh=true&idle=true');
    await expectCountsMatchList('from=2026-05-02&to=2026-05-02');
    const yesterday = await expectCountsMatchList('from=2026-05-01&to=2026-05-01');
    expect(yesterday.total).toBe(0);
  });

  it('count only an executive’s own leads', async () => {
    const own = await expectCountsMatchList('', people.executive.token);
    expect(own.total).toBe(6);
  });

  it('per member add up to the overall counts, with an Unassigned row', async () => {
    const overall = await get('/api/lead/getOverallLeadStatusCounts');
    const { members } = await get('/api/lead/getAllMembersLeadStatusCounts');
    const names = members.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Asha Admin', 'Esha Executive', 'Manoj Manager', 'Unassigned']));
    expect(names).not.toContain('Dev Deactivated');
    for (const status of LEAD_STATUSES) {
      const sum = members.reduce((n: number, m: { counts: Record<string, number> }) => n + m.counts[status]!, 0);
      expect(sum, status).toBe(overall.counts[status]);
    }
    const esha = members.find((m: { memberId: string }) => m.memberId === people.executive.id);
    const list = await get(`/api/lead/getLeads?assignedTo=${people.executive.id}&pageSize=1`);
    expect(esha.total).toBe(list.total);
    const executive = await call(t.app, 'GET', '/api/lead/getAllMembersLeadStatusCounts', {
      token: people.executive.token,
    });
    expect(executive.statusCode).toBe(403);
    const bad = await call(t.app, 'GET', '/api/lead/getOverallLeadStatusCounts?sourceId=nope', {
      token: people.admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('past the list’s exact-count threshold', () => {
  it('answers each status as the list answers its total: the same estimate, marked', async () => {
    await t.database.db.execute(sql`
      insert into leads (name, mobile, status, created_at, updated_at)
      select 'Bulk ' || g, (7000000000 + g)::text, case when g % 10 = 0 then 'booked' else 'new' end,
        now() - g * interval '1 minute', now()
      from generate_series(1, 25000) g`);
    await t.database.db.execute(sql`analyze leads`);
    const { counts, total, estimated, totalIsEstimate } = await get('/api/lead/getOverallLeadStatusCounts');
    expect(totalIsEstimate).toBe(true);
    expect(estimated).toContain('new');
    const list = await get('/api/lead/getLeads?pageSize=1');
    expect(total).toBe(list.total);
    for (const status of LEAD_STATUSES) {
      const one = await get(`/api/lead/getLeads?status=${status}&pageSize=1`);
      expect(counts[status], status).toBe(one.total);
      expect(estimated.includes(status), status).toBe(one.totalIsEstimate === true);
    }
    // The per-member table stays exact.
    const { members } = await get('/api/lead/getAllMembersLeadStatusCounts');
    const unassigned = members.find((m: { memberId: string }) => m.memberId === 'unassigned');
    expect(unassigned.counts.booked).toBe(2500 + 1);
  });
});
