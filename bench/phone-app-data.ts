// The executive's day for bench:phone-app, written inside the database in a few statements
// (generate_series), as snapshot.test.ts writes its 2,000 leads: a phone full of work.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/database';
import { arr, FIRST_NAMES, LAST_NAMES, PROJECTS } from './lead-data';

type Rows<T> = { rows: T[] };

export interface PhoneDayCounts {
  leads: number;
  fresh: number;
  followUps: number;
  visits: number;
  tasks: number;
}

/**
 * `leadCount` leads held by the member, assigned over the last three months (the most recent an
 * hour ago), about the projects the caller made; 1 in 20 never contacted, 1 in 7 with an open
 * follow-up spread from 8 days late to a month ahead (so some are overdue and some due later
 * today), six site visits booked for today, a dozen open tasks, notes on one lead in five. Times
 * are from the database's clock, as the server's are: the queue is today's whenever it runs.
 */
export async function seedPhoneDay(db: Db, memberId: string, leadCount: number): Promise<PhoneDayCounts> {
  await db.execute(sql`insert into leads (name, mobile, email, assigned_to, assigned_at, status, project, project_id,
      city, budget, notes, last_contacted_at, created_by, created_at, updated_at)
    select
      (${arr(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (g * 13) % ${LAST_NAMES.length}],
      '98' || lpad(g::text, 8, '0'),
      case when g % 3 = 0 then 'buyer' || g || '@mail.example.in' end,
      ${memberId}::uuid, ts,
      case when g % 20 = 0 then 'new' else (array['contacted','interested','negotiation','contacted'])[1 + g % 4] end,
      p.name, p.id,
      'Pune',
      case when g % 2 = 0 then (4500000 + (g % 60) * 100000)::numeric end,
      case when g % 5 = 0 then 'Wants a 2 BHK on a high floor, east facing; the family visits on Sunday. Asked about the home-loan tie-up and the possession date.' end,
      case when g % 20 <> 0 then ts + interval '2 hours' end,
      ${memberId}::uuid, ts, ts
    from generate_series(1, ${leadCount}) g,
      lateral (select now() - interval '1 hour' - (g - 1) * interval '65 minutes' as ts) t,
      lateral (select id, name from projects where name = (${arr(PROJECTS)})[1 + g % ${PROJECTS.length}]) p`);
  const mine = sql`(select id, row_number() over (order by assigned_at desc) as g from leads where assigned_to = ${memberId}::uuid)`;
  // Follow-ups from 8 days late to a month ahead, each at a different hour: some due later today.
  await db.execute(sql`insert into follow_ups (lead_id, type, due_at, assigned_to, status, note, created_by)
    select l.id, (array['call','whatsapp','meeting','call'])[1 + l.g % 4],
      now() + ((l.g % 41) - 8) * interval '1 day' + ((l.g % 9) - 4) * interval '1 hour',
      ${memberId}::uuid, 'open', case when l.g % 2 = 0 then 'Call about the payment plan' end, ${memberId}::uuid
    from ${mine} l where l.g % 7 = 0`);
  await db.execute(sql`update leads set next_follow_up_at = f.due_at from follow_ups f
    where f.lead_id = leads.id and f.status = 'open' and leads.assigned_to = ${memberId}::uuid`);
  // Today's visits, two hours apart around now, on leads with no other open follow-up.
  await db.execute(sql`with v as (
      insert into site_visits (lead_id, project, at, status, note, created_by)
      select l.id, p.name, now() + (k - 3) * interval '2 hours', 'scheduled', 'Pick-up not needed', ${memberId}::uuid
      from generate_series(1, 7) k
        join ${mine} l on l.g = 1 + k * 10 and l.g % 7 <> 0
        join leads ld on ld.id = l.id
        join projects p on p.id = ld.project_id
      returning id, lead_id, at)
    insert into follow_ups (lead_id, type, due_at, assigned_to, status, site_visit_id, created_by)
    select lead_id, 'site_visit', at, ${memberId}::uuid, 'open', id, ${memberId}::uuid from v`);
  await db.execute(sql`insert into tasks (title, assignee_id, due_at, priority, status, lead_id, created_by)
    select 'Collect the documents of ' || ld.name, ${memberId}::uuid, now() + (k - 6) * interval '7 hours',
      (array['normal','high','urgent','low'])[1 + k % 4], 'open', ld.id, ${memberId}::uuid
    from generate_series(1, 12) k join ${mine} l on l.g = k * 13 join leads ld on ld.id = l.id`);
  await db.execute(sql`analyze`);
  const count = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0;
  return {
    leads: await count(sql`select count(*)::int as n from leads where assigned_to = ${memberId}::uuid`),
    fresh: await count(
      sql`select count(*)::int as n from leads where assigned_to = ${memberId}::uuid and last_contacted_at is null`,
    ),
    followUps: await count(sql`select count(*)::int as n from follow_ups where assigned_to = ${memberId}::uuid`),
    visits: await count(sql`select count(*)::int as n from site_visits`),
    tasks: await count(sql`select count(*)::int as n from tasks where assignee_id = ${memberId}::uuid`),
  };
}
