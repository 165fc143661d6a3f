import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { activityPayloadSchemas } from '../../../domain/schemas/activity';
import type { leadCreateSchema } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { leads } from '../../db/schema/leads';
import { pickAssignees } from '../assignment-rules/public';
import { followUpFromLeadForm } from '../follow-ups/public';
import { matchProjectTexts } from '../lead-projects/public';
import type { LeadActor } from '../lead-records/public';
import { resolveRefs } from './refs';
import { createdHistory, newLeadRow, newLeadValues } from './service';

type CreateValues = z.output<typeof leadCreateSchema>;

/**
 * The set-based twin of `insertLead` for leads that arrive many at once (portal pulls, webhooks;
 * decision 122): the same rows, assignees and "created" history, in a fixed number of statements
 * per set instead of about ten per lead. The assignment rules pick for the whole set in order
 * (`pickAssignees`, proven equal to the per-lead picker), the source, branch and named assignee
 * are checked once per distinct combination (a portal's set has one), then one statement for the
 * leads and their history. The caller has found the mobiles free and distinct: a lead
 * saved meanwhile with one of them fails the live-mobile index and with it the caller's set.
 * Returns the new leads' ids in the order given.
 */
export async function insertLeads(
  tx: DbOrTx,
  list: readonly CreateValues[],
  actor: LeadActor,
  now: Date,
): Promise<string[]> {
  if (list.length === 0) return [];
  // The set's project texts matched to projects in one query (decision 184).
  const projectOf = await matchProjectTexts(
    tx,
    list.map((input) => (input.projectId ? null : input.project)),
  );
  // The source, branch and named assignee are read before the rules are locked: every statement
  // made while holding those locks holds up the other sets.
  const refs = new Map<string, Awaited<ReturnType<typeof resolveRefs>>>();
  const namesOf: Awaited<ReturnType<typeof resolveRefs>>[] = [];
  for (const input of list) {
    const key = `${input.sourceId ?? ''}|${input.branchId ?? ''}|${input.assignedTo ?? ''}`;
    let names = refs.get(key);
    if (!names) {
      names = await resolveRefs(tx, input);
      refs.set(key, names);
    }
    namesOf.push(names);
  }
  const unassigned = list.flatMap((input, i) => (input.assignedTo ? [] : [i]));
  const picks = await pickAssignees(
    tx,
    unassigned.map((i) => list[i]!),
    now,
  );
  const picked = new Map(unassigned.flatMap((at, k) => (picks[k] ? [[at, picks[k]] as const] : [])));
  const rows = list.map((input, i) => {
    const pick = picked.get(i);
    const projectId = input.projectId ?? (input.project ? (projectOf.get(input.project) ?? null) : null);
    const values = newLeadValues({ ...input, projectId, ...(pick ? { assignedTo: pick.id } : {}) });
    return { values, names: pick ? { ...namesOf[i]!, assignedTo: pick.name } : namesOf[i]! };
  });
  // The leads and their "created" history in one statement (decision 122), the history in the
  // leads' order; each payload checked against its kind's schema as recordActivity does.
  const history = rows.map((r) => {
    const h = createdHistory('', r.values, r.names, actor, now);
    return {
      mobile: r.values.mobile,
      payload: activityPayloadSchemas.created.parse({ summary: h.summary, changes: h.changes, note: null }),
    };
  });
  const insertLeadsSql = tx
    .insert(leads)
    .values(rows.map((r) => newLeadRow(r.values, actor, now)))
    .returning({ id: leads.id, mobile: leads.mobile })
    .getSQL();
  const inserted = rowsOf<{ id: string; mobile: string }>(
    await tx.execute(sql`
      with ins as (${insertLeadsSql}), hist as (
        insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
        select ins.id, 'created', ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz, h.payload
        from rows from (jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as (mobile text, payload jsonb))
          with ordinality as h(mobile, payload, ord)
        join ins on ins.mobile = h.mobile
        order by h.ord
      )
      select id, mobile from ins`),
  );
  const idOf = new Map(inserted.map((r) => [r.mobile, r.id]));
  const ids = rows.map((r) => idOf.get(r.values.mobile)!);
  // The form's next follow-up is the lead's open follow-up (decision 055); portals never send one.
  for (const [i, r] of rows.entries()) {
    if (r.values.nextFollowUpAt) await followUpFromLeadForm(tx, ids[i]!, r.values.nextFollowUpAt, actor, now);
  }
  return ids;
}
