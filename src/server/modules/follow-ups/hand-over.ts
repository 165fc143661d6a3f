import { type SQL, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import { FOLLOW_UP_TYPE_LABELS } from '../../../domain/schemas/follow-up';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';

export interface HandOverOptions {
  /**
   * 'always': this writes the lead's "assigned" activity (bulk and idle reassignment), naming the new
   * holder and, when some moved, the work that went along. 'when-moved': the caller recorded the change
   * of holder in its own activity (the edit form's "updated", the import's "imported"), so a row is
   * added only for a lead whose work moved.
   */
  record: 'always' | 'when-moved';
  /** The start of the "always" sentence, before the new holder's name. */
  verb?: string;
}

const typeLabel = sql.raw(
  `case f.type ${Object.entries(FOLLOW_UP_TYPE_LABELS)
    .map(([k, v]) => `when '${k}' then '${v}'`)
    .join(' ')} end`,
);
// indiaDateTime's "dd/mm/yyyy, hh:mm", in SQL, so a set of leads gets its sentences in one statement.
const indiaStamp = (at: SQL) =>
  sql`to_char((${at} at time zone 'UTC') + interval '330 minutes', 'DD/MM/YYYY, HH24:MI')`;

/**
 * Work follows the lead (decision 155). `handovers` selects `(lead_id, from_id)`: leads whose holder
 * (`leads.assigned_to`, already updated by the caller in this transaction) was `from_id`. Set-based,
 * one statement for any number of leads: the lead's open follow-up goes to the new holder, and its
 * scheduled site visits from today (India) on whose companion was the old holder or nobody get the
 * new holder as the one who goes. Visits of earlier days keep who was to go: that is a fact of a day
 * already past. Unassigning a lead (no new holder) leaves its work where it is. Returns how many
 * leads had work moved.
 */
export async function handOverLeadWork(
  tx: DbOrTx,
  handovers: SQL,
  actor: { id: string | null; name: string },
  now: Date,
  options: HandOverOptions,
): Promise<number> {
  const todayStart = new Date(`${istDate(now)}T00:00:00+05:30`);
  const verb = options.verb ?? 'Assigned to';
  const always = options.record === 'always';
  const [row] = rowsOf<{ moved: number }>(
    await tx.execute(sql`
    with h as (
      select x.lead_id, x.from_id, l.assigned_to as to_id, fu.name as from_name, tu.name as to_name
      from (${handovers}) as x(lead_id, from_id)
      join leads l on l.id = x.lead_id
      left join users fu on fu.id = x.from_id
      left join users tu on tu.id = l.assigned_to
      where l.assigned_to is distinct from x.from_id
    ), f as (
      update follow_ups f set assigned_to = h.to_id
      from h
      where f.lead_id = h.lead_id and f.status = 'open' and h.to_id is not null
        and f.assigned_to is distinct from h.to_id
      returning f.lead_id, ${typeLabel} as label, f.due_at
    ), v as (
      update site_visits v set accompanied_by = h.to_id, updated_at = ${now}::timestamptz
      from h
      where v.lead_id = h.lead_id and v.status = 'scheduled' and h.to_id is not null
        and v.at >= ${todayStart.toISOString()}::timestamptz
        and (v.accompanied_by is null or v.accompanied_by = h.from_id)
      returning v.lead_id, v.at, v.project
    ), w as (
      select h.*, f.label, f.due_at, v.at as visit_at, v.project,
        case when f.lead_id is null and v.lead_id is null then null else concat_ws(' and ',
          case when f.lead_id is not null then 'The open ' || lower(f.label) || ' of ' || ${indiaStamp(sql`f.due_at`)} end,
          case when v.lead_id is not null then 'the site visit to ' || v.project || ' on ' || ${indiaStamp(sql`v.at`)} end)
          || ' moved from ' || coalesce(h.from_name, 'nobody') || ' to ' || h.to_name || '.' end as moved
      from h
      left join f on f.lead_id = h.lead_id
      left join v on v.lead_id = h.lead_id
    ), a as (
      insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
      select w.lead_id, 'assigned', ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz,
        jsonb_build_object(
          'summary', ${
            always
              ? sql`${verb} || ' ' || coalesce(w.to_name, 'nobody') || coalesce('. ' || upper(left(w.moved, 1)) || substr(w.moved, 2), '')`
              : sql`upper(left(w.moved, 1)) || substr(w.moved, 2)`
          },
          'changes', jsonb_build_array(jsonb_build_object('field', 'Assigned to', 'from', w.from_name, 'to', w.to_name))
            || case when w.label is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
              'field', w.label || ' of ' || ${indiaStamp(sql`w.due_at`)}, 'from', w.from_name, 'to', w.to_name)) end
            || case when w.project is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
              'field', 'Site visit of ' || ${indiaStamp(sql`w.visit_at`)}, 'from', w.from_name, 'to', w.to_name)) end,
          'note', null)
      from w where ${always ? sql`true` : sql`w.moved is not null`}
    )
    select count(*) filter (where w.moved is not null)::int as moved from w`),
  );
  return Number(row?.moved ?? 0);
}

/** `(lead_id, from_id)` pairs for `handOverLeadWork` from two parallel lists. */
export function handoverPairs(pairs: readonly { leadId: string; fromId: string | null }[]): SQL {
  const leadIds = `{${pairs.map((p) => p.leadId).join(',')}}`;
  const fromIds = `{${pairs.map((p) => p.fromId ?? 'NULL').join(',')}}`;
  return sql`select * from unnest(${leadIds}::uuid[], ${fromIds}::uuid[])`;
}
