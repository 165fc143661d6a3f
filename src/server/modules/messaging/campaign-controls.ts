import { and, eq, sql } from 'drizzle-orm';
import { FINISHED_CAMPAIGN_STATUSES } from '../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { campaignRecipients, campaigns } from '../../db/schema/messaging';
import { conflict } from '../../lib/app-error';
import type { LeadActor } from '../leads/public';
import { campaignMissing, getCampaign, getCampaignStatus } from './campaign-view';
import { campaignSendJob } from './send-job';

/** What an office does to a campaign once it exists: pause, resume, cancel, send the failures again, delete. */

/** pause: the job stops before its next batch; the recipients stay queued. */
export async function pauseCampaign(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .update(campaigns)
    .set({ status: 'paused' })
    .where(and(eq(campaigns.id, id), sql`${campaigns.status} in ('scheduled', 'waiting_window', 'sending')`))
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
        and(eq(campaigns.id, id), sql`${campaigns.status} in ('scheduled', 'waiting_window', 'sending', 'paused')`),
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
