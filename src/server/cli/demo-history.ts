import { type SQL, sql } from 'drizzle-orm';
import { LEAD_FIELDS } from '../../domain/leads/lead-changes';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../domain/leads/statuses';
import type { Db } from '../db/database';

/**
 * A sales office's past, made inside the database (set-based INSERT … SELECT over generate_series,
 * no row loops): leads over the last ~13 months across sources, branches, projects and members,
 * with a believable funnel (many new and contacted, fewer visits, some bookings), their status
 * changes dated along the way (so bookings have a day), follow-ups done on time and late plus the
 * open one, site visits done, no-show, cancelled and booked, calls with talk time, tasks (some
 * overdue), and the timeline rows of all that. `npm run seed:demo` makes a couple of thousand
 * leads with it; `npm run bench:reports` a million, in chunks.
 *
 * Every date is relative to `now` (the seeding moment); nothing but open follow-ups, booked visits
 * and open tasks lies after it. Pseudo-random choices hash the row number, so a run is repeatable.
 */
export interface HistoryRefs {
  /** Members who work leads (assignees, callers). */
  memberIds: string[];
  sourceIds: string[];
  branchIds: string[];
  projects: string[];
}

export interface HistoryOptions {
  now: Date;
  /** Row numbers [first, first + count): chunks of one big run use consecutive ranges. */
  first: number;
  count: number;
  /** The leads' mobiles are 7 followed by nine digits from this base plus the row number. */
  mobileBase?: number;
  /** Who the timeline says entered the leads. */
  actor: { id: string; name: string };
}

const FIRST = [
  'Aarav',
  'Sanjay',
  'Kavita',
  'Manoj',
  'Swati',
  'Prakash',
  'Deepa',
  'Ganesh',
  'Shweta',
  'Rahul',
  'Meera',
  'Imran',
  'Anita',
  'Sunil',
  'Farhan',
  'Lakshmi',
];
const LAST = [
  'Kulkarni',
  'Deshmukh',
  'Patil',
  'Joshi',
  'Gokhale',
  'Sawant',
  'Shetty',
  'Iyer',
  'Agarwal',
  'Mehta',
  'Khan',
  'Pawar',
  'Jadhav',
  'Nair',
];
const CITIES = ['Pune', 'Pune', 'Pimpri-Chinchwad', 'Nashik', 'Thane', 'Mumbai'];
const NEEDS = ['1 BHK', '2 BHK', '2 BHK', '3 BHK', 'Row house', 'Shop', 'Plot'];
/** The stages a won lead goes through, in order; a lead's place in it says how far it came. */
const FUNNEL: LeadStatus[] = [
  'new',
  'contacted',
  'interested',
  'site_visit_scheduled',
  'site_visit_done',
  'negotiation',
  'booked',
];
/** Outcomes of done calls, weighted (connected and interested most often). */
const OUTCOMES = [
  'connected',
  'connected',
  'connected',
  'interested',
  'interested',
  'call_back_later',
  'call_back_later',
  'not_answering',
  'not_answering',
  'busy',
  'switched_off',
  'wrong_number',
  'not_interested',
];
const TASKS = [
  'Send the cost sheet',
  'Share the floor plan',
  'Arrange the home-loan call',
  'Collect KYC documents',
  'Confirm the site-visit pickup',
];

const quote = (x: string) => `'${x.replace(/'/g, "''")}'`;
const textArray = (xs: readonly string[]) => sql.raw(`array[${xs.map(quote).join(',')}]::text[]`);
const uuidArray = (xs: readonly string[]) => sql.raw(`array[${xs.map(quote).join(',')}]::uuid[]`);
/** A repeatable pseudo-random number in [0, 1) for row `g`; `salt` makes independent draws. */
const rnd = (salt: string, g = 'g') =>
  sql.raw(`(((hashtext((${g})::text || '${salt}')::bigint & 2147483647) % 1000003) / 1000003.0)`);
/** One element of a SQL array, picked by a draw. */
const pick = (array: SQL, length: number, salt: string, g = 'g') =>
  sql`(${array})[1 + floor(${rnd(salt, g)} * ${sql.raw(String(length))})::int]`;

const STATUS_LABEL = sql.raw(
  `jsonb_build_object(${Object.entries(LEAD_STATUS_LABELS)
    .map(([k, v]) => `${quote(k)}, ${quote(v)}`)
    .join(', ')})`,
);
const STATUS_FIELD = quote(LEAD_FIELDS.status!.label);

/** Office hours of an India day: 10:00 plus up to eight hours, for the day `at` falls on. */
const officeHours = (at: SQL, salt: string, g = 'g') =>
  sql`((date_trunc('day', ((${at}) at time zone 'UTC') + interval '330 minutes') - interval '330 minutes') at time zone 'UTC')
    + (10 + floor(${rnd(salt, g)} * 8)) * interval '1 hour'`;

/** The status a row ends in: most leads stay early in the funnel, a few are booked or lost. */
const FINAL_STATUS = sql.raw(`case
  when age < 1.5 then 'new'
  when r_status < 0.30 then 'new'
  when r_status < 0.52 then 'contacted'
  when r_status < 0.64 then 'interested'
  when r_status < 0.70 and age < 30 then 'site_visit_scheduled'
  when r_status < 0.70 then 'site_visit_done'
  when r_status < 0.78 then 'site_visit_done'
  when r_status < 0.83 then 'negotiation'
  when r_status < 0.89 then 'booked'
  when r_status < 0.97 then 'not_interested'
  else 'junk' end`);

/** Adds `count` leads and their past; one transaction's worth (the caller chunks big runs). */
export async function fillHistory(db: Db, refs: HistoryRefs, options: HistoryOptions) {
  const { now, first, count, actor } = options;
  const mobileBase = options.mobileBase ?? 0;
  const nowText = now.toISOString();
  const members = uuidArray(refs.memberIds);
  const funnel = textArray(FUNNEL);
  await db.execute(sql`drop table if exists demo_history`);
  // The rows' choices, drawn once: age in days (skewed to recent), member, status, funnel place.
  await db.execute(sql`create temp table demo_history as
    select g, gen_random_uuid() as id, age, member, r_status,
      ${FINAL_STATUS} as status,
      ${nowText}::timestamptz - age * interval '1 day' as created_at
    from (
      select g,
        -- 13 months back, more of them recent: a growing office.
        greatest(0.02, power(${rnd('age')}, 1.35) * 395) as age,
        ${pick(members, refs.memberIds.length, 'member')} as member,
        ${rnd('status')} as r_status
      from generate_series(${first}::int, ${first + count - 1}::int) g
    ) d`);
  // place: how far along the funnel (-1 lost); span: days from enquiry to where it stands now.
  await db.execute(sql`alter table demo_history add column place int, add column span float8`);
  await db.execute(sql`update demo_history set place = coalesce(array_position(${funnel}, status), 0) - 1,
    span = least(age, 7 + ${rnd('span')} * 60)`);

  // Leads. Open ones (new … negotiation) mostly have a next follow-up from 5 days ago to 10 ahead.
  await db.execute(sql`insert into leads (id, name, mobile, source_id, branch_id, assigned_to, assigned_at, status,
      project, budget, requirement, kind, city, next_follow_up_at, last_contacted_at, created_by, created_at, updated_at)
    select id,
      ${pick(textArray(FIRST), FIRST.length, 'first')} || ' ' || ${pick(textArray(LAST), LAST.length, 'last')},
      '7' || lpad((${mobileBase}::bigint + g)::text, 9, '0'),
      ${pick(uuidArray(refs.sourceIds), refs.sourceIds.length, 'source')},
      ${pick(uuidArray(refs.branchIds), refs.branchIds.length, 'branch')},
      member, created_at, status,
      ${pick(textArray(refs.projects), refs.projects.length, 'project')},
      (25 + floor(${rnd('budget')} * 100)) * 100000,
      ${pick(textArray(NEEDS), NEEDS.length, 'need')},
      case when ${rnd('kind')} < 0.70 then 'residential' when ${rnd('kind')} < 0.82 then 'commercial'
        when ${rnd('kind')} < 0.94 then 'plot' else 'materials' end,
      ${pick(textArray(CITIES), CITIES.length, 'city')},
      case when status in ('not_interested', 'junk', 'booked') or ${rnd('nofu')} < 0.15 then null
        else ${officeHours(sql`${nowText}::timestamptz + (${rnd('due')} * 12 - 2) * interval '1 day'`, 'duehour')} end,
      case when status = 'new' then null
        else least(created_at + ${rnd('touch')} * interval '1 day', ${nowText}::timestamptz) end,
      ${actor.id}::uuid, created_at, created_at
    from demo_history`);

  // Timeline: created, then each status change along the funnel, spread over the lead's age.
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select id, 'created', ${actor.id}::uuid, ${actor.name}, created_at,
      jsonb_build_object('summary', 'Lead created', 'changes', '[]'::jsonb, 'note', null)
    from demo_history`);
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select h.id, 'status_changed', h.member, u.name, h.created_at + h.span * (s.step::float / (s.steps + 1)) * interval '1 day',
      jsonb_build_object('summary', 'Status: ' || (${STATUS_LABEL} ->> s.from_status) || ' → ' || (${STATUS_LABEL} ->> s.to_status),
        'changes', jsonb_build_array(jsonb_build_object('field', ${sql.raw(STATUS_FIELD)},
          'from', ${STATUS_LABEL} ->> s.from_status, 'to', ${STATUS_LABEL} ->> s.to_status)),
        'note', null)
    from demo_history h
    join users u on u.id = h.member
    cross join lateral (
      -- Won path: one change per funnel step. Lost: contacted, then not interested or junk.
      select step, steps,
        case when h.place >= 0 then (${funnel})[step] else (array['new','contacted'])[step] end as from_status,
        case when h.place >= 0 then (${funnel})[step + 1] when step = 1 then 'contacted' else h.status end as to_status
      from (select case when h.place >= 0 then h.place else 2 end as steps) n, generate_series(1, n.steps) step
    ) s
    where h.status <> 'new'`);

  // Follow-ups: 1–2 calls done per worked lead (three in four on their day, the rest a day or
  // three late), a few moved or dropped, and the open one where the lead has a next follow-up.
  await db.execute(sql`insert into follow_ups (lead_id, type, due_at, assigned_to, status, outcome, done_at, done_by, created_by, created_at)
    select h.id, case when ${rnd('ftype', 'h.g * 7 + k')} < 0.85 then 'call' else 'whatsapp' end,
      due, h.member,
      case when ${rnd('fstat', 'h.g * 7 + k')} < 0.05 then 'rescheduled' when ${rnd('fstat', 'h.g * 7 + k')} < 0.08 then 'cancelled' else 'done' end,
      case when ${rnd('fstat', 'h.g * 7 + k')} < 0.08 then null else ${pick(textArray(OUTCOMES), OUTCOMES.length, 'outcome', 'h.g * 7 + k')} end,
      case when ${rnd('fstat', 'h.g * 7 + k')} < 0.08 then null
        else least(due + case when ${rnd('late', 'h.g * 7 + k')} < 0.75 then ${rnd('mins', 'h.g * 7 + k')} * interval '6 hours'
          else (1 + ${rnd('mins', 'h.g * 7 + k')} * 2) * interval '1 day' end, ${nowText}::timestamptz) end,
      case when ${rnd('fstat', 'h.g * 7 + k')} < 0.08 then null else h.member end,
      h.member, h.created_at
    from demo_history h
    cross join lateral generate_series(1, 1 + (${rnd('nfu', 'h.g')} < 0.5)::int) k
    cross join lateral (select h.created_at + h.span * (k::float / 3) * interval '1 day' as due) d
    where h.status <> 'new'`);
  await db.execute(sql`insert into follow_ups (lead_id, type, due_at, assigned_to, status, created_by, created_at)
    select l.id, 'call', l.next_follow_up_at, l.assigned_to, 'open', l.assigned_to, h.created_at
    from demo_history h join leads l on l.id = h.id
    where l.next_follow_up_at is not null`);
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select f.lead_id, 'follow_up_done', f.done_by, u.name, f.done_at,
      jsonb_build_object('summary', 'Call done: ' || initcap(replace(f.outcome, '_', ' ')), 'dueAt', f.due_at, 'outcome', f.outcome, 'note', null)
    from demo_history h join follow_ups f on f.lead_id = h.id join users u on u.id = f.done_by
    where f.status = 'done'`);

  // Site visits: done for leads past that step (a third missed one first), booked for those at
  // it (mostly ahead, a few past and not closed), cancelled for some interested ones.
  await db.execute(sql`insert into site_visits (lead_id, project, at, status, interest, created_by, created_at, updated_at, closed_at, closed_by)
    select h.id, l.project, v.at, v.status,
      case when v.status = 'done' then (array['hot','warm','warm','cold'])[1 + floor(${rnd('interest', 'h.g')} * 4)::int] end,
      h.member, h.created_at, h.created_at,
      case when v.status <> 'scheduled' then v.at + interval '2 hours' end,
      case when v.status <> 'scheduled' then h.member end
    from demo_history h join leads l on l.id = h.id
    cross join lateral (values
      (case when h.place >= 4 then 'done' when h.place = 3 then 'scheduled' when h.place = 2 and ${rnd('cancel', 'h.g')} < 0.15 then 'cancelled'
         -- A few booked long ago and never closed: Schedules flags them "Not closed".
         when h.place = 2 and ${rnd('cancel', 'h.g')} < 0.22 then 'scheduled' end,
       case when h.place = 3 then ${officeHours(sql`${nowText}::timestamptz + (${rnd('visit', 'h.g')} * 10 - 1) * interval '1 day'`, 'visithour', 'h.g')}
         else h.created_at + h.span * (3.5 / (greatest(h.place, 3) + 1)) * interval '1 day' end),
      (case when h.place >= 4 and ${rnd('noshow', 'h.g')} < 0.33 then 'no_show' end,
       h.created_at + h.span * (3.0 / (greatest(h.place, 3) + 1)) * interval '1 day')
    ) v(status, at)
    where v.status is not null`);
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select v.lead_id, 'site_visit_' || v.status, v.closed_by, u.name, v.closed_at,
      jsonb_build_object('summary', 'Site visit ' || replace(v.status, '_', '-') || ': ' || v.project,
        'visitId', v.id, 'project', v.project, 'dueAt', v.at, 'outcome', v.status, 'interest', v.interest)
    from demo_history h join site_visits v on v.lead_id = h.id join users u on u.id = v.closed_by
    where v.status <> 'scheduled'`);

  // Calls: one or two per worked lead (three in four answered, with talk time), an unanswered try
  // at a fifth of the new ones; each on the timeline.
  await db.execute(sql`insert into calls (member_id, device_call_id, number, raw_number, direction, started_at,
      duration_seconds, answered, lead_id, created_at)
    select h.member, 'hist-' || h.g || '-' || k, l.mobile, l.mobile, dir, at,
      case when answered then 20 + floor(${rnd('talk', 'h.g * 5 + k')} * 600)::int else 0 end, answered, h.id, at
    from demo_history h join leads l on l.id = h.id
    cross join lateral generate_series(1, case when h.status = 'new' then (${rnd('newcall', 'h.g')} < 0.2)::int
      else 1 + (${rnd('ncall', 'h.g')} < 0.3)::int end) k
    cross join lateral (select
      least(h.created_at + h.span * (k::float / 4) * interval '1 day' + interval '10 minutes', ${nowText}::timestamptz) as at,
      h.status <> 'new' and ${rnd('answer', 'h.g * 5 + k')} < 0.75 as answered) c
    -- An incoming call nobody took is a missed call (not returned: a later call to it follows).
    cross join lateral (select case when ${rnd('dir', 'h.g * 5 + k')} < 0.8 then 'outgoing'
      when c.answered then 'incoming' else 'missed' end as dir) d`);
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select c.lead_id, 'call', c.member_id, u.name, c.started_at,
      jsonb_build_object('summary', case when c.answered then initcap(c.direction) || ' call, ' || c.duration_seconds || ' s'
        when c.direction = 'missed' then 'Missed call' else 'Outgoing call, not answered' end,
        'direction', case when c.direction = 'outgoing' then 'out' else 'in' end, 'note', null)
    from demo_history h join calls c on c.lead_id = h.id join users u on u.id = c.member_id`);

  // Notes on half the worked leads, and a task on one lead in seven (done, or open and overdue).
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select h.id, 'note', h.member, u.name, h.created_at + h.span * 0.5 * interval '1 day',
      jsonb_build_object('summary', 'Note added', 'text', 'Discussed the payment plan and possession date.')
    from demo_history h join users u on u.id = h.member
    where h.status <> 'new' and ${rnd('note', 'h.g')} < 0.5`);
  await db.execute(sql`insert into tasks (title, assignee_id, assigned_by, due_at, priority, status, lead_id, created_by,
      created_at, updated_at, completed_at)
    select ${pick(textArray(TASKS), TASKS.length, 'task', 'h.g')}, h.member, ${actor.id}::uuid, due,
      case when ${rnd('prio', 'h.g')} < 0.2 then 'high' else 'normal' end, st, h.id, ${actor.id}::uuid,
      h.created_at, h.created_at, case when st = 'done' then least(due, ${nowText}::timestamptz) end
    from demo_history h
    cross join lateral (select h.created_at + interval '2 days' as due) d
    cross join lateral (select case when due > ${nowText}::timestamptz or ${rnd('tdone', 'h.g')} < 0.12 then 'open' else 'done' end as st) s
    where ${rnd('task', 'h.g')} < 0.14`);
  await db.execute(sql`drop table demo_history`);
}
