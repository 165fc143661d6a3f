import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_COUNT_EXACT_UP_TO, LEAD_SORTS, SORT_ORDERS } from '../../../domain/schemas/lead';
import { rowsOf } from '../../db/rows';
import { LONG_WORK_BATCH_ROWS } from '../../lib/yield-to-loop';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

// The list at scale (decision 096) and the keyset export (decision 097), on rows made set-based:
// a bulk set past the exact-count threshold, and a small set full of ties for every sort key.

let t: TestApp;
let people: TestUsers;
const BULK = LEAD_COUNT_EXACT_UP_TO + 50;
const get = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  const { db } = t.database;
  // Bulk: triples share a created instant, names repeat in mixed case, a third have no follow-up.
  await db.execute(sql`insert into leads (name, mobile, status, project, assigned_to, assigned_at, next_follow_up_at, created_at, updated_at)
    select (array['Asha','asha','Ravi','रवि','Meera'])[1 + g % 5] || ' Bulk',
      (7 + g % 3)::text || lpad(g::text, 9, '0'),
      (array['new','contacted','booked','junk'])[1 + g % 4],
      case when g % 2 = 0 then 'Bulk Even' else 'Bulk Odd' end,
      case when g % 4 = 0 then ${people.executive.id}::uuid end,
      case when g % 4 = 0 then timestamptz '2026-01-01 00:00+05:30' end,
      case when g % 3 <> 0 then timestamptz '2026-06-01 10:00+05:30' + (g % 7) * interval '1 day' end,
      timestamptz '2026-01-01 00:00+05:30' + (g / 3) * interval '1 second',
      timestamptz '2026-01-01 00:00+05:30'
    from generate_series(1, ${BULK}) g`);
  // Ties: 45 leads, one created instant per five, two names, three follow-ups and none.
  await db.execute(sql`insert into leads (name, mobile, status, project, next_follow_up_at, created_at, updated_at)
    select (array['Tie Alpha','tie alpha','Tie Beta'])[1 + g % 3], '6' || lpad(g::text, 9, '0'),
      (array['new','booked','junk'])[1 + g % 3], 'Tie Set',
      case when g % 4 <> 0 then timestamptz '2026-07-01 10:00+05:30' + (g % 3) * interval '1 day' end,
      timestamptz '2026-02-01 00:00+05:30' + (g / 5) * interval '1 minute', now()
    from generate_series(1, 45) g`);
  await db.execute(sql`analyze leads`);
});
afterAll(() => t.close());

describe('lead list at scale: the count', () => {
  it('counts exactly up to the threshold and says when the total is an estimate', async () => {
    const all = await get('/api/lead/getLeads');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data.totalIsEstimate).toBe(true);
    expect(all.data.total).toBeGreaterThan(LEAD_COUNT_EXACT_UP_TO);
    expect(all.data.pages).toBe(Math.ceil(all.data.total / 20));

    const few = await get('/api/lead/getLeads?project=Tie%20Set');
    expect(few.data.total).toBe(45);
    expect(few.data.totalIsEstimate).toBeUndefined();
    const half = await get('/api/lead/getLeads?project=Bulk%20Even');
    expect(half.data.total).toBe(BULK / 2);
    expect(half.data.totalIsEstimate).toBeUndefined();
  });

  it('an executive sees only their own leads, counted exactly below the threshold', async () => {
    const own = await get('/api/lead/getLeads?pageSize=100', people.executive.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.data.total).toBe(Math.floor(BULK / 4));
    expect(own.data.totalIsEstimate).toBeUndefined();
    expect(own.data.leads.every((l: { assignedTo: { _id: string } }) => l.assignedTo._id === people.executive.id)).toBe(
      true,
    );
  });
});

describe('lead list at scale: paging with ties', () => {
  for (const sort of LEAD_SORTS) {
    for (const order of SORT_ORDERS) {
      it(`pages by ${sort} ${order} without repeating or skipping a lead`, async () => {
        const base = `/api/lead/getLeads?project=Tie%20Set&sort=${sort}&order=${order}`;
        const whole = (await get(`${base}&pageSize=100`)).data.leads.map((l: { _id: string }) => l._id);
        expect(whole).toHaveLength(45);
        const paged: string[] = [];
        for (let page = 1; page <= 7; page++) {
          const res = await get(`${base}&pageSize=7&page=${page}`);
          paged.push(...res.data.leads.map((l: { _id: string }) => l._id));
        }
        expect(paged).toEqual(whole);
      });
    }
  }

  it('takes the new filters: next follow-up dates and project', async () => {
    const res = await get(
      '/api/lead/getLeads?project=Tie%20Set&followUpFrom=2026-07-02&followUpTo=2026-07-02&pageSize=100',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [count] = rowsOf<{ n: number | string }>(
      await t.database.db.execute(sql`select count(*) as n from leads where project = 'Tie Set'
        and next_follow_up_at = timestamptz '2026-07-02 10:00+05:30'`),
    );
    expect(res.data.total).toBe(Number(count?.n));
    expect(
      res.data.leads.every((l: { nextFollowUpAt: string }) => l.nextFollowUpAt === '2026-07-02T04:30:00.000Z'),
    ).toBe(true);
    const bad = await get('/api/lead/getLeads?followUpFrom=02-07-2026');
    expect(bad.statusCode).toBe(400);
  });
});

/** The mobiles of an export, in file order (column 2; none of the cells here hold a comma). */
async function exportedMobiles(query: string): Promise<string[]> {
  const res = await get(`/api/lead/exportLeadsCSV?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[1]!);
}

/** The same rows ordered by SQL written here, as an oracle for the export's keyset batches. */
async function orderedMobiles(where: string, orderBy: string): Promise<string[]> {
  const rows = rowsOf<{ mobile: string }>(
    await t.database.db.execute(
      sql.raw(`select mobile from leads where deleted_at is null and ${where} order by ${orderBy}`),
    ),
  );
  return rows.map((r) => r.mobile);
}

const RANK = `array_position(array['new','contacted','interested','site_visit_scheduled','site_visit_done','negotiation','booked','not_interested','junk']::text[], status)`;
const ORACLE: Record<string, string> = {
  'created desc': 'created_at desc, id desc',
  'created asc': 'created_at asc, id asc',
  'name asc': 'lower(name) asc, id asc',
  'name desc': 'lower(name) desc, id desc',
  'nextFollowUp asc': 'next_follow_up_at asc nulls last, id asc',
  'nextFollowUp desc': 'next_follow_up_at desc nulls last, id desc',
  'status asc': `${RANK} asc, created_at asc, id asc`,
  'status desc': `${RANK} desc, created_at desc, id desc`,
};

describe('CSV export in keyset batches', () => {
  it(`streams a set larger than one batch (${LONG_WORK_BATCH_ROWS}) in the list's order, for every sort`, async () => {
    for (const [key, orderBy] of Object.entries(ORACLE)) {
      const [sort, order] = key.split(' ');
      const got = await exportedMobiles(`project=Bulk%20Even&sort=${sort}&order=${order}`);
      expect(got.length, key).toBe(BULK / 2);
      expect(got, key).toEqual(await orderedMobiles(`project = 'Bulk Even'`, orderBy));
    }
  });

  it('honours the idle filter (it used to export every lead)', async () => {
    const got = await exportedMobiles('idle=true');
    const idle = await orderedMobiles(`status = 'new' and assigned_to is not null`, 'created_at desc, id desc');
    expect(idle.length).toBeGreaterThan(0);
    expect(got).toEqual(idle);
  });

  it('honours the import filter, in the list and the export', async () => {
    const { db } = t.database;
    const [imp] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into lead_imports (file_key, file_name, file_size, file_kind, mapping, options)
        values (gen_random_uuid(), 'old.csv', 10, 'csv', '{}'::jsonb, '{}'::jsonb) returning id`),
    );
    await db.execute(sql`update leads set import_id = ${imp!.id} where project = 'Tie Set' and mobile like '%3'`);
    const got = await exportedMobiles(`importId=${imp!.id}`);
    const expected = await orderedMobiles(`import_id = '${imp!.id}'`, 'created_at desc, id desc');
    expect(expected.length).toBeGreaterThan(0);
    expect(got).toEqual(expected);
    const list = await get(`/api/lead/getLeads?importId=${imp!.id}&pageSize=100`);
    expect(list.data.leads.map((l: { mobile: string }) => l.mobile)).toEqual(expected);
  });

  it('honours the project and follow-up filters', async () => {
    const got = await exportedMobiles('project=Tie%20Set&followUpFrom=2026-07-01&followUpTo=2026-07-01');
    expect(got).toEqual(
      await orderedMobiles(
        `project = 'Tie Set' and next_follow_up_at = timestamptz '2026-07-01 10:00+05:30'`,
        'created_at desc, id desc',
      ),
    );
  });
});
