import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePortal, startFakePortal } from '../../test/fake-portal';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

/**
 * One pull holding two enquiries from one buyer: the lead is made from the earlier one by the
 * portal's enquiry time, whatever order the feed lists them in; the later one is its re-enquiry.
 * The rows of one pull share their received time, so before the enquiry time ordered them they
 * went by random id: each round below would then pass for all six buyers about once in 64.
 */
let t: TestApp;
let people: TestUsers;
let portal: FakePortal;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const minutesAgo = (m: number) => new Date(t.clock.now.getTime() - m * 60_000);

async function leadOf(mobile: string) {
  const res = await api('GET', `/api/lead/getLeads?search=${mobile}&pageSize=10`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.data.leads).toHaveLength(1);
  const one = await api('GET', `/api/lead/getLeadById/${res.data.leads[0]._id}`);
  expect(one.statusCode, one.body).toBe(200);
  return one.data.lead as { _id: string; name: string; project: string | null };
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-20T06:30:00Z'); // 12:00 IST
  people = await seedUsers(t);
  portal = await startFakePortal();
  const c = portal.credentials;
  const res = await api('PUT', '/api/integrations/connectors/acres99', {
    enabled: true,
    pollMinutes: 10,
    settings: { baseUrl: `${portal.url}/acres99`, username: c.user },
    secrets: { password: c.password },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await portal.close();
  await t.close();
});

describe('a pull with two enquiries from one buyer', () => {
  it('makes every lead from the earlier enquiry, listed last in the feed, round after round', async () => {
    for (let round = 1; round <= 4; round++) {
      t.clock.now = new Date(t.clock.now.getTime() + 20 * 60_000);
      const buyers = Array.from({ length: 5 }, (_, i) => String(9844000000 + round * 100 + i));
      for (const [i, mobile] of buyers.entries()) {
        // The later enquiry first, as a portal listing newest first sends them.
        portal.enquiries.push(
          { id: `L-${round}-${i}`, name: `Later ${round}-${i}`, mobile, project: 'Later Heights', at: minutesAgo(3) },
          { id: `E-${round}-${i}`, name: `Earlier ${round}-${i}`, mobile, project: 'Early Meadows', at: minutesAgo(9) },
        );
      }
      // The same time twice: the feed's order decides (the order the rows were logged in).
      const tie = String(9844000000 + round * 100 + 50);
      const at = minutesAgo(6);
      portal.enquiries.push(
        { id: `T1-${round}`, name: `First listed ${round}`, mobile: tie, project: 'Tie One', at },
        { id: `T2-${round}`, name: `Second listed ${round}`, mobile: tie, project: 'Tie Two', at },
      );
      const run = await api('POST', '/api/integrations/connectors/acres99/run');
      expect(run.statusCode, run.body).toBe(202);
      await t.app.appContext.jobs.drain();

      for (const [i, mobile] of buyers.entries()) {
        expect(await leadOf(mobile)).toMatchObject({ name: `Earlier ${round}-${i}`, project: 'Early Meadows' });
      }
      const tied = await leadOf(tie);
      expect(tied).toMatchObject({ name: `First listed ${round}`, project: 'Tie One' });
      const log = await api('GET', `/api/integrations/events?pageSize=100&origin=pull:acres99&result=re_enquiry`);
      expect(log.statusCode, log.body).toBe(200);
      const names = log.data.events.map(
        (e: { payload: { enquiry: { name: string } } }) => e.payload.enquiry.name,
      ) as string[];
      expect(names.filter((n) => n.endsWith(` ${round}`) || n.includes(` ${round}-`)).sort()).toEqual(
        [...buyers.map((_, i) => `Later ${round}-${i}`), `Second listed ${round}`].sort(),
      );
    }
  });
});
