import { eq } from 'drizzle-orm';
import { describeLeadChanges } from '../../../domain/leads/lead-changes';
import { type LeadStatus, leadStatusLabel } from '../../../domain/leads/statuses';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { recordLeadHistory } from './history';
import type { Viewer } from './lead-view';

/**
 * Moves a lead (already locked by the caller) to a status in the caller's transaction, with the
 * "Status changed" history row the lead page and the booked-lead counts read. Nothing happens when
 * it is there already. Used by site visits and bookings; the lead form's own status change adds
 * its note and lost reason around the same row.
 */
export async function moveLeadStatus(
  tx: DbOrTx,
  lead: { id: string; status: string },
  status: LeadStatus,
  actor: Viewer,
  now: Date,
  note?: string,
) {
  if (status === lead.status) return;
  await tx.update(leads).set({ status, updatedAt: now }).where(eq(leads.id, lead.id));
  await recordLeadHistory(tx, {
    leadId: lead.id,
    action: 'status_changed',
    summary: `Status changed to ${leadStatusLabel(status)}`,
    changes: describeLeadChanges({ status: lead.status }, { status }),
    note,
    actor,
    at: now,
  });
}
