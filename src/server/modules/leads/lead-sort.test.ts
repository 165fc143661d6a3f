import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;

const get = (url: string) => call(t.app, 'GET', url, { token: people.admin.token });

let mobileSeq = 8100000000;
async function addLead(body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/lead/create', {
    token: people.admin.token,
    body: { mobile: String(++mobileSeq), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  t.clock.advanceHours(1);
  return res.data.lead as { _id: string; name: string };
}

const tag = 'Srt';
const names = async (query: string) => {
  const res = await get(`/api/lead/getLeads?search=${tag}&pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.leads as { name: string }[]).map((l) => l.name);
};

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  // Added in this order, an hour apart: created order is the array order.
  await addLead({ name: `${tag} beta`, status: 'booked', nextFollowUpAt: '2026-05-03' });
  await addLead({ name: `${tag} Alpha`, status: 'new' });
  await addLead({ name: `${tag} delta`, status: 'junk', nextFollowUpAt: '2026-05-01' });
  await addLead({ name: `${tag} Charlie`, status: 'site_visit_scheduled', nextFollowUpAt: '2026-05-02' });
});
afterAll(() => t.close());

describe('lead list: server-side sort', () => {
  it('lists newest first by default and oldest first when asked', async () => {
    const newest = [`${tag} Charlie`, `${tag} delta`, `${tag} Alpha`, `${tag} beta`];
    expect(await names('')).toEqual(newest);
    expect(await names('sort=created')).toEqual(newest);
    expect(await names('sort=created&order=asc')).toEqual([...newest].reverse());
  });

  it('sorts names alphabetically whatever their case, A–Z by default', async () => {
    const az = [`${tag} Alpha`, `${tag} beta`, `${tag} Charlie`, `${tag} delta`];
    expect(await names('sort=name')).toEqual(az);
    expect(await names('sort=name&order=desc')).toEqual([...az].reverse());
  });

  it('sorts by next follow-up, soonest first, leads without one last in both directions', async () => {
    expect(await names('sort=nextFollowUp')).toEqual([`${tag} delta`, `${tag} Charlie`, `${tag} beta`, `${tag} Alpha`]);
    expect(await names('sort=nextFollowUp&order=desc')).toEqual([
      `${tag} beta`,
      `${tag} Charlie`,
      `${tag} delta`,
      `${tag} Alpha`,
    ]);
  });

  it('sorts by status in pipeline order (New … Junk), not by the alphabet', async () => {
    const pipeline = [`${tag} Alpha`, `${tag} Charlie`, `${tag} beta`, `${tag} delta`];
    expect(await names('sort=status')).toEqual(pipeline);
    expect(await names('sort=status&order=desc')).toEqual([...pipeline].reverse());
  });

  it('pages through rows that tie on the sort key without repeating or skipping one', async () => {
    const twin = 'Twn';
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await addLead({ name: `${twin} Same Name` }))._id);
    for (const sort of ['name', 'nextFollowUp', 'status']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(`/api/lead/getLeads?search=${twin}&sort=${sort}&pageSize=3&page=${page}`);
        seen.push(...(res.data.leads as { _id: string }[]).map((l) => l._id));
      }
      expect(seen, sort).toHaveLength(7);
      expect(new Set(seen), sort).toEqual(new Set(ids));
      // Equal names and follow-ups fall back to id; equal statuses to the created time, then id.
      expect(seen, sort).toEqual(sort === 'status' ? ids : [...ids].sort());
    }
  });

  it('refuses an unknown sort or order with a sentence, not a list of values', async () => {
    for (const [query, field] of [
      ['sort=budget', 'sort'],
      ['order=up', 'order'],
    ] as const) {
      const res = await get(`/api/lead/getLeads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.data.fields[field]).toMatch(/^Sort/);
    }
  });

  it('exports the CSV in the order the list is sorted', async () => {
    const res = await get(`/api/lead/exportLeadsCSV?search=${tag}&sort=name`);
    expect(res.statusCode).toBe(200);
    const rows = res.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1, 5);
    expect(rows.map((r) => r.split(',')[0])).toEqual([`${tag} Alpha`, `${tag} beta`, `${tag} Charlie`, `${tag} delta`]);
  });

  it("gives the business day in India by the server's clock, for marking overdue follow-ups", async () => {
    t.clock.now = new Date('2026-03-31T18:29:00Z');
    expect((await get('/api/lead/getLeads')).data.today).toBe('2026-03-31');
    t.clock.now = new Date('2026-03-31T18:31:00Z');
    expect((await get('/api/lead/getLeads')).data.today).toBe('2026-04-01');
  });
});
