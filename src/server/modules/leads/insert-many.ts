import type { z } from 'zod';
import type { leadCreateSchema } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { pickAssignees } from '../assignment-rules/public';
import { followUpFromLeadForm } from '../follow-ups/public';
import { recordLeadHistories } from './history';
import type { Viewer } from './lead-view';
import { resolveRefs } from './refs';
import { createdHistory, newLeadRow, newLeadValues } from './service';

type CreateValues = z.output<typeof leadCreateSchema>;

/**
 * The set-based twin of `insertLead` for leads that arrive many at once (portal pulls, webhooks;
 * decision 122): the same rows, assignees and "created" history, in a fixed number of statements
 * per set instead of about ten per lead. The assignment rules pick for the whole set in order
 * (`pickAssignees`, proven equal to the per-lead picker), the source, branch and named assignee
 * are checked once per distinct combination (a portal's set has one), then one INSERT for the
 * leads and one for their history. The caller has found the mobiles free and distinct: a lead
 * saved meanwhile with one of them fails the live-mobile index and with it the caller's set.
 * Returns the new leads' ids in the order given.
 */
export async function insertLeads(
  tx: DbOrTx,
  list: readonly CreateValues[],
  actor: Viewer,
  now: Date,
): Promise<string[]> {
  if (list.length === 0) return [];
  const unassigned = list.flatMap((input, i) => (input.assignedTo ? [] : [i]));
  const picks = await pickAssignees(
    tx,
    unassigned.map((i) => list[i]!),
    now,
  );
  const picked = new Map(unassigned.flatMap((at, k) => (picks[k] ? [[at, picks[k]] as const] : [])));
  const refs = new Map<string, Awaited<ReturnType<typeof resolveRefs>>>();
  const rows = [];
  for (const [i, input] of list.entries()) {
    const key = `${input.sourceId ?? ''}|${input.branchId ?? ''}|${input.assignedTo ?? ''}`;
    let names = refs.get(key);
    if (!names) {
      names = await resolveRefs(tx, input);
      refs.set(key, names);
    }
    const pick = picked.get(i);
    const values = newLeadValues(pick ? { ...input, assignedTo: pick.id } : input);
    rows.push({ values, names: pick ? { ...names, assignedTo: pick.name } : names });
  }
  const inserted = await tx
    .insert(leads)
    .values(rows.map((r) => newLeadRow(r.values, actor, now)))
    .returning({ id: leads.id, mobile: leads.mobile });
  const idOf = new Map(inserted.map((r) => [r.mobile, r.id]));
  const ids = rows.map((r) => idOf.get(r.values.mobile)!);
  await recordLeadHistories(
    tx,
    rows.map((r, i) => createdHistory(ids[i]!, r.values, r.names, actor, now)),
  );
  // The form's next follow-up is the lead's open follow-up (decision 055); portals never send one.
  for (const [i, r] of rows.entries()) {
    if (r.values.nextFollowUpAt) await followUpFromLeadForm(tx, ids[i]!, r.values.nextFollowUpAt, actor, now);
  }
  return ids;
}
