import { and, eq, sql } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { FINISHED_CAMPAIGN_STATUSES } from '../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { campaignRecipients, campaigns } from '../../db/schema/messaging';
import { conflict } from '../../lib/app-error';
import type { LeadActor } from '../lead-records/public';
import { campaignMissing, getCampaign, getCampaignStatus } from './campaign-view';
import { campaignSendJob } from './send-job';

/** What an office does to a campaign once it exists: pause, resume, cancel, send the failures again, delete. */

/** pause: the job stops before its next batch; the recipients stay queued. */
export async function pauseCampaign(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .update(campaigns)
    .set({ status: 'paused' })
    .where(
      and(
        eq(campaigns.id, id),
        sql`${campaigns.status} in ('scheduled', 'waiting_window', 'waiting_limit', 'sending')`,
      ),
    )
    .returning({ id: campaigns.id });
  if (!row) await refuse(ctx.db, id, 'paused');
  return getCampaign(ctx.db, id);
}

export async function resumeCampaign(ctx: AppContext, id: string, actor: LeadActor) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'scheduled' })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'paused')))
      .returning({ id: campaigns.id });
    if (!row) await refuse(tx, id, 'resumed');
    const job = await ctx.jobs.enqueue(
      tx,
      campaignSendJob,
      { campaignId: id },
      {
        idempotencyKey: `campaign:${id}:resume:${ctx.clock().getTime()}`,
        createdBy: actor.id,
      },
    );
    await tx.update(campaigns).set({ jobId: job.id }).where(eq(campaigns.id, id));
  });
  return getCampaign(ctx.db, id);
}

/** cancel: nothing more leaves; the recipients not yet sent are marked skipped. */
export async function cancelCampaign(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'cancelled', finishedAt: ctx.clock() })
      .where(
        and(
          eq(campaigns.id, id),
          sql`${campaigns.status} in ('scheduled', 'waiting_window', 'waiting_limit', 'sending', 'paused')`,
        ),
      )
      .returning({ id: campaigns.id });
    if (!row) await refuse(tx, id, 'cancelled');
    await tx
      .update(campaignRecipients)
      .set({ status: 'skipped', reason: 'The campaign was cancelled.' })
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'queued')));
  });
  return getCampaign(ctx.db, id);
}

/** Failed recipients (not bounced, not opted out) go back to the queue and a new job sends them. */
export async function resendFailures(ctx: AppContext, id: string, actor: LeadActor) {
  await ctx.db.transaction(async (tx) => {
    const c = await getCampaignStatus(tx, id);
    if (!['done', 'failed', 'cancelled'].includes(c.status)) {
      throw conflict('Failures can be sent again once the campaign has finished.', 'CAMPAIGN_RUNNING');
    }
    const again = await tx
      .update(campaignRecipients)
      .set({ status: 'queued', reason: null, providerMessageId: null, claimedAt: null })
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'failed')))
      .returning({ id: campaignRecipients.id });
    if (!again.length) throw conflict('This campaign has no failed recipients to send again.', 'NOTHING_TO_RESEND');
    await tx.update(campaigns).set({ status: 'scheduled', finishedAt: null, error: null }).where(eq(campaigns.id, id));
    const job = await ctx.jobs.enqueue(
      tx,
      campaignSendJob,
      { campaignId: id },
      {
        idempotencyKey: `campaign:${id}:resend:${ctx.clock().getTime()}`,
        createdBy: actor.id,
      },
    );
    await tx.update(campaigns).set({ jobId: job.id }).where(eq(campaigns.id, id));
  });
  return getCampaign(ctx.db, id);
}

/**
 * SMS a crash left `unknown` (decision 160), after a person has checked: sent again (queued, and a
 * job if the campaign had finished), or marked as sent. Either way all of the campaign's unknown
 * rows, in one UPDATE.
 */
export async function settleUnknown(ctx: AppContext, id: string, how: 'send-again' | 'mark-sent', actor: LeadActor) {
  await ctx.db.transaction(async (tx) => {
    const c = await getCampaignStatus(tx, id);
    if (how === 'send-again' && c.status === 'cancelled') {
      throw conflict('A cancelled campaign sends nothing more; mark them as sent or leave them.', 'CAMPAIGN_STATE');
    }
    const now = ctx.clock();
    const rows = await tx
      .update(campaignRecipients)
      .set(
        how === 'send-again'
          ? { status: 'queued', reason: null, claimedAt: null }
          : {
              status: 'sent',
              reason: `Marked as sent by ${actor.name} on ${indiaDateTime(now)}.`,
              sentAt: sql`coalesce(${campaignRecipients.claimedAt}, ${now.toISOString()}::timestamptz)`,
            },
      )
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'unknown')))
      .returning({ id: campaignRecipients.id });
    if (!rows.length) throw conflict('This campaign has no recipients in doubt.', 'NOTHING_UNKNOWN');
    if (how === 'mark-sent' || !FINISHED_CAMPAIGN_STATUSES.includes(c.status)) return;
    // A running or paused campaign's job sends them; a finished one gets a new job.
    await tx.update(campaigns).set({ status: 'scheduled', finishedAt: null, error: null }).where(eq(campaigns.id, id));
    const job = await ctx.jobs.enqueue(
      tx,
      campaignSendJob,
      { campaignId: id },
      { idempotencyKey: `campaign:${id}:unknown:${now.getTime()}`, createdBy: actor.id },
    );
    await tx.update(campaigns).set({ jobId: job.id }).where(eq(campaigns.id, id));
  });
  return getCampaign(ctx.db, id);
}

export async function deleteCampaign(ctx: AppContext, id: string, channel?: MessageChannel) {
  const c = await getCampaignStatus(ctx.db, id);
  if (channel && c.channel !== channel) throw campaignMissing();
  if (!FINISHED_CAMPAIGN_STATUSES.includes(c.status)) {
    throw conflict(
      'A campaign still sending (or scheduled or paused) cannot be deleted; cancel it first.',
      'CAMPAIGN_RUNNING',
    );
  }
  await ctx.db.delete(campaigns).where(eq(campaigns.id, id));
}

async function refuse(db: DbOrTx, id: string, verb: string): Promise<never> {
  const c = await getCampaignStatus(db, id);
  throw conflict(`A campaign that is ${c.status.replace('_', ' ')} cannot be ${verb}.`, 'CAMPAIGN_STATE');
}
