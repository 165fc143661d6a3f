import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { conflict } from '../../lib/app-error';
import { type LeadActor, leadMissing, recordLeadHistory, scopeOf } from '../lead-records/public';
import { assertMobileFree } from './service';

/**
 * The recycle bin (docs/features.md): binning sets deleted_at and can be undone; only a purge from
 * the bin removes the row and its history.
 */
export async function moveToRecycleBin(deps: AppContext, id: string, actor: LeadActor) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), scopeOf(actor)))
      .for('update');
    if (!lead) throw leadMissing();
    if (lead.deletedAt) throw conflict('This lead is already in the recycle bin.', 'LEAD_IN_RECYCLE_BIN');
    await tx.update(leads).set({ deletedAt: now, updatedAt: now }).where(eq(leads.id, id));
    await recordLeadHistory(tx, {
      leadId: id,
      action: 'moved_to_bin',
      summary: 'Moved to the recycle bin',
      changes: [],
      actor,
      at: now,
    });
    return { message: `${lead.name} was moved to the recycle bin.` };
  });
}

/** Several at once; leads already in the bin are left as they are, unknown ids refuse the lot. */
export async function moveAllToRecycleBin(deps: AppContext, leadIds: string[], actor: LeadActor) {
  const now = deps.clock();
  const ids = [...new Set(leadIds)];
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: leads.id, deletedAt: leads.deletedAt })
      .from(leads)
      .where(and(inArray(leads.id, ids), scopeOf(actor)))
      .for('update');
    if (rows.length !== ids.length) {
      throw leadMissing();
    }
    const live = rows.filter((r) => !r.deletedAt).map((r) => r.id);
    if (live.length > 0) {
      await tx
        .update(leads)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(inArray(leads.id, live), isNull(leads.deletedAt)));
      for (const leadId of live) {
        await recordLeadHistory(tx, {
          leadId,
          action: 'moved_to_bin',
          summary: 'Moved to the recycle bin',
          changes: [],
          actor,
          at: now,
        });
      }
    }
    return {
      message: `${live.length} ${live.length === 1 ? 'lead was' : 'leads were'} moved to the recycle bin.`,
      moved: live.length,
    };
  });
}

export async function restoreLead(deps: AppContext, id: string, actor: LeadActor) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), scopeOf(actor)))
      .for('update');
    if (!lead) throw leadMissing();
    if (!lead.deletedAt) throw conflict('This lead is not in the recycle bin.', 'LEAD_NOT_IN_RECYCLE_BIN');
    // A new lead may have taken the mobile while this one sat in the bin.
    await assertMobileFree(tx, lead.mobile, id);
    await tx.update(leads).set({ deletedAt: null, updatedAt: now }).where(eq(leads.id, id));
    await recordLeadHistory(tx, {
      leadId: id,
      action: 'restored',
      summary: 'Restored from the recycle bin',
      changes: [],
      actor,
      at: now,
    });
    return { message: `${lead.name} was restored.` };
  });
}

/** Permanent: only a lead already in the bin, so one click on a live lead can never destroy it. */
export async function purgeLead(deps: AppContext, id: string, actor: LeadActor) {
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), scopeOf(actor)))
      .for('update');
    if (!lead) throw leadMissing();
    if (!lead.deletedAt) {
      throw conflict('Move the lead to the recycle bin before deleting it permanently.', 'LEAD_NOT_IN_RECYCLE_BIN');
    }
    await tx.delete(leads).where(eq(leads.id, id));
    return { message: `${lead.name} was deleted permanently.` };
  });
}
