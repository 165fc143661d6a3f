// Realistic lead rows made inside the database (generate_series), for bench:import's list part: a
// million rows in one statement instead of a million inserts from JavaScript (2 shared cores).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/database';

export const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Rohan',
  'Sanjay',
  'Priya',
  'Ananya',
  'Sneha',
  'Pooja',
  'Rahul',
  'Amit',
  'Suresh',
  'Kavita',
  'Meera',
  'Nikhil',
  'Deepak',
  'Lakshmi',
  'Farhan',
  'Imran',
  'Gurpreet',
  'राहुल',
  'प्रिया',
  'सुनील',
  'अनिता',
  'महेश',
];
export const LAST_NAMES = [
  'Sharma',
  'Patil',
  'Deshmukh',
  'Kulkarni',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Singh',
  'Joshi',
  'Mehta',
  'Shah',
  'Pawar',
  'Jadhav',
  'Banerjee',
  'Das',
  'Menon',
  'Verma',
  'Kumar',
  'शर्मा',
  'पाटील',
  'जोशी',
];
export const PROJECTS = [
  'Green Meadows',
  'Skyline Towers',
  'Riverside Residency',
  'Palm Grove',
  'Shivneri Heights',
  'Lake View',
];
const CITIES = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Thane', 'Aurangabad'];
const STATUSES = [
  'new',
  'new',
  'new',
  'contacted',
  'interested',
  'site_visit_scheduled',
  'site_visit_done',
  'negotiation',
  'booked',
  'not_interested',
  'junk',
];

export const arr = (xs: readonly string[]) =>
  sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export interface LeadRefs {
  sourceIds: string[];
  branchIds: string[];
  userIds: string[];
}

type Rows<T> = { rows: T[] };

/** Fixed ids, so a COPY file written once can point at the same rows in every database. */
export const sourceId = (n: number) => `5ce00000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const branchId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const executiveId = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const SOURCES = 8;
export const BRANCHES = 5;
export const EXECUTIVES = 20;

/** Sources, branches and 20 members (executives) for the generated leads to point at. */
export async function seedLeadRefs(db: Db): Promise<LeadRefs> {
  await db.execute(sql`insert into sources (id, name)
    select ('5ce00000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Source ' || g from generate_series(1, ${SOURCES}) g
    on conflict do nothing`);
  await db.execute(sql`insert into branches (id, name)
    select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Branch ' || g from generate_series(1, ${BRANCHES}) g
    on conflict do nothing`);
  await db.execute(sql`insert into users (id, name, email, role, status)
    select ('e0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Executive ' || g,
      'exec' || g || '@bench.example.in', 2, 'active' from generate_series(1, ${EXECUTIVES}) g
    on conflict do nothing`);
  const ids = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as Rows<{ id: string }>).rows.map((r) => r.id);
  return {
    sourceIds: await ids(sql`select id from sources order by name`),
    branchIds: await ids(sql`select id from branches order by name`),
    userIds: await ids(sql`select id from users where email like 'exec%@bench.example.in' order by id`),
  };
}

/**
 * n leads numbered from `from`: unique mobiles (9 + 9 digits), a third with an email, 40% with a
 * follow-up, created over three years before 2026-11-01, 2% in the recycle bin, every reference
 * set on most rows. Deterministic, so both databases hold the same rows.
 */
export async function fillLeads(db: Db, refs: LeadRefs, n: number, from = 1): Promise<void> {
  // Setup, not measured: the secondary indexes are dropped and built again after the insert,
  // which is several times faster than maintaining them row by row (three are trigram GINs).
  const indexes = (
    (await db.execute(sql`select indexname, indexdef from pg_indexes
    where tablename = 'leads' and indexname not in ('leads_pkey', 'leads_live_mobile_unique')`)) as unknown as Rows<{
      indexname: string;
      indexdef: string;
    }>
  ).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  const uuids = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]::uuid[]`);
  await db.execute(sql`insert into leads (name, mobile, email, source_id, branch_id, assigned_to, assigned_at, status,
      project, city, budget, next_follow_up_at, created_at, updated_at, deleted_at)
    select
      (${arr(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (g * 13) % ${LAST_NAMES.length}],
      (6 + g % 4)::text || lpad(g::text, 9, '0'),
      case when g % 3 = 0 then 'lead' || g || '@mail.example.in' end,
      case when g % 10 <> 0 then (${uuids(refs.sourceIds)})[1 + g % ${refs.sourceIds.length}] end,
      (${uuids(refs.branchIds)})[1 + (g / 3) % ${refs.branchIds.length}],
      case when g % 20 <> 0 then (${uuids(refs.userIds)})[1 + (g / 7) % ${refs.userIds.length}] end,
      case when g % 20 <> 0 then ts end,
      (${arr(STATUSES)})[1 + (g * 31) % ${STATUSES.length}],
      case when g % 4 <> 0 then (${arr(PROJECTS)})[1 + (g / 11) % ${PROJECTS.length}] end,
      (${arr(CITIES)})[1 + g % ${CITIES.length}],
      case when g % 2 = 0 then (2500000 + (g % 200) * 50000)::numeric end,
      case when g % 5 < 2 then timestamptz '2026-11-01 10:00+05:30' + ((g % 120) - 30) * interval '1 day' end,
      ts, ts,
      case when g % 50 = 0 then ts + interval '30 days' end
    from generate_series(${from}::int, ${from + n - 1}::int) g,
      lateral (select timestamptz '2026-11-01 00:00+05:30' - (g::double precision * 94608000 / ${from + n}) * interval '1 second' as ts) t`);
  for (const i of indexes) await db.execute(sql.raw(i.indexdef));
  await db.execute(sql`analyze leads`);
}
