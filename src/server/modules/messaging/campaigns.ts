import { and, eq, sql } from 'drizzle-orm';
import { indiaDateTime, indiaDayRange } from '../../../domain/india-date';
import { needsPromoWindow } from '../../../domain/messaging/send-window';
import { smsLength } from '../../../domain/messaging/sms-text';
import {
  type Audience,
  type AudienceSummary,
  type Campaign,
  type CampaignCounts,
  type CampaignStatus,
  FINISHED_CAMPAIGN_STATUSES,
  type MessageChannel,
  type RecipientStatus,
} from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { campaignRecipients, campaigns, leadMessagePreferences } from '../../db/schema/messaging';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { onceByKey } from '../../lib/idempotency';
import { likePattern } from '../../lib/like-pattern';
import { getCompany } from '../company/public';
import { getLead, type LeadActor } from '../leads/public';
import { audienceWhere, countAudience, freezeAudience } from './audience';
import { mailerReady } from './email-sender';
import { iso, rowsOf } from './rows';
import { campaignSendJob } from './send-job';
import { smsReady } from './sms-config';
import { type FrozenTemplate, freeze, getTemplate, renderFor } from './templates';
import { variableValues } from './values';

export const campaignMissing = () => notFound('That campaign does not exist (it may have been deleted).');

async function templateFor(db: DbOrTx, channel: MessageChannel, templateId: string) {
  const t = await getTemplate(db, templateId);
  if (t.channel !== channel) {
    throw badRequest(
      `That is ${t.channel === 'sms' ? 'an SMS' : 'an email'} template; choose a ${channel === 'sms' ? 'SMS' : 'email'} template.`,
      {
        templateId: 'Wrong channel.',
      },
    );
  }
  return t;
}

const isPromotional = (t: FrozenTemplate) => t.channel === 'sms' && needsPromoWindow('sms', t.category);

/** SMS parts for one message, measured on the template filled with typical values. */
function segmentsOf(t: FrozenTemplate): number {
  if (t.channel !== 'sms') return 0;
  const sample = t.registeredText.replace(/\{#\s*var\s*#\}/gi, 'x'.repeat(12));
  return smsLength(sample).segments;
}

export async function summariseAudience(
  ctx: AppContext,
  input: { channel: MessageChannel; templateId: string; audience: Audience },
  viewer: LeadActor,
): Promise<AudienceSummary> {
  const t = freeze(await templateFor(ctx.db, input.channel, input.templateId));
  const { recipients, excluded } = await countAudience(
    ctx.db,
    audienceWhere(viewer, input.audience),
    input.channel,
    isPromotional(t),
  );
  const segmentsPerMessage = segmentsOf(t);
  let costEstimate: number | null = null;
  if (t.channel === 'sms') {
    const sms = await smsReady(ctx, false);
    if (sms?.settings.costPerSegment) {
      costEstimate = Math.round(recipients * segmentsPerMessage * sms.settings.costPerSegment * 100) / 100;
    }
  }
  return { recipients, excluded, segmentsPerMessage, costEstimate };
}

/** Before a campaign is queued: the channel can send, and an SMS template passes the DLT rules it can be checked against. */
async function assertCanSend(ctx: AppContext, t: FrozenTemplate) {
  if (t.channel === 'email') {
    if (!(await mailerReady(ctx))) {
      throw badRequest(
        'Email is not set up: an administrator fills in the SMTP settings first.',
        undefined,
        'SMTP_NOT_SET',
      );
    }
    return;
  }
  const sms = await smsReady(ctx, true);
  if (!sms) {
    throw badRequest(
      'SMS is not set up: an administrator fills in and enables the SMS gateway settings first.',
      undefined,
      'SMS_NOT_SET',
    );
  }
  if (sms.settings.senderIds.length && !sms.settings.senderIds.map((s) => s.toUpperCase()).includes(t.senderId)) {
    throw badRequest(
      `DLT mismatch: the template's sender id ${t.senderId} is not one of the headers registered in the SMS settings (${sms.settings.senderIds.join(', ')}).`,
      { templateId: 'Sender id not registered.' },
      'DLT_MISMATCH',
    );
  }
}

export interface CreateCampaign {
  channel: MessageChannel;
  templateId: string;
  audience: Audience;
  name?: string | undefined;
  scheduleAt?: Date | undefined;
}

/**
 * A campaign and its frozen recipients in one transaction, with its send job (decision 110): the
 * job exists only if the recipients do. A retry with the same Idempotency-Key answers the first.
 */
export async function createCampaign(
  ctx: AppContext,
  input: CreateCampaign,
  actor: LeadActor,
  key: string | undefined,
  bulk = true,
): Promise<{ campaign: Campaign; replayed: boolean }> {
  const t = freeze(await templateFor(ctx.db, input.channel, input.templateId));
  await assertCanSend(ctx, t);
  const now = ctx.clock();
  const runAt = input.scheduleAt && input.scheduleAt > now ? input.scheduleAt : now;
  const { resultId, replayed } = await ctx.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request: JSON.stringify(['campaign', input]), now }, async () => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          channel: input.channel,
          name: input.name ?? `${t.name} — ${indiaDateTime(runAt)}`,
          bulk,
          templateId: t.id,
          templateName: t.name,
          template: t as unknown as Record<string, unknown>,
          audience: input.audience as unknown as Record<string, unknown>,
          excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0 },
          status: 'scheduled',
          scheduleAt: input.scheduleAt ?? null,
          createdBy: actor.id,
          createdAt: now,
        })
        .returning({ id: campaigns.id });
      const id = row!.id;
      const frozen = await freezeAudience(
        tx,
        id,
        audienceWhere(actor, input.audience),
        input.channel,
        isPromotional(t),
      );
      if (frozen.recipients === 0) {
        const e = frozen.excluded;
        throw badRequest(
          `Nobody to send to: ${e.noAddress} without ${input.channel === 'email' ? 'an email address' : 'a valid mobile'}, ${e.optedOut} opted out, ${e.dnd} on DND, ${e.duplicate} duplicate.`,
          undefined,
          'NO_RECIPIENTS',
        );
      }
      const job = await ctx.jobs.enqueue(
        tx,
        campaignSendJob,
        { campaignId: id },
        {
          runAt,
          idempotencyKey: `campaign:${id}`,
          createdBy: actor.id,
        },
      );
      await tx.update(campaigns).set({ excluded: frozen.excluded, jobId: job.id }).where(eq(campaigns.id, id));
      return id;
    }),
  );
  return { campaign: await getCampaign(ctx.db, resultId), replayed };
}

/**
 * One template message to one lead (issue 15: "executives … a single template SMS or email to their
 * own lead"). It is a campaign of one (bulk false), so it has the same claim, DLT check, history
 * and timeline. An opted-out lead is a 409 unless the caller confirms.
 */
export async function sendOne(
  ctx: AppContext,
  input: { leadId: string; templateId: string; confirm?: boolean | undefined },
  actor: LeadActor,
  key: string | undefined,
) {
  // An executive's scope is their own leads: another's is a 404, as everywhere (decision 056).
  const lead = await getLead(ctx.db, actor, input.leadId);
  if (lead.deletedAt) throw notFound('That lead is in the recycle bin.');
  const t = await getTemplate(ctx.db, input.templateId);
  const [prefs] = await ctx.db.select().from(leadMessagePreferences).where(eq(leadMessagePreferences.leadId, lead._id));
  const optedOut = t.channel === 'email' ? prefs?.emailOptOut : prefs?.smsOptOut;
  if (optedOut && !input.confirm) {
    throw conflict(
      `${lead.name} opted out of ${t.channel === 'email' ? 'email' : 'SMS'}. Send anyway only if they asked for this message (confirm).`,
      'OPTED_OUT',
    );
  }
  if (t.channel === 'sms' && t.category === 'promotional' && prefs?.dnd) {
    throw conflict(`${lead.name} is on DND: promotional SMS cannot be sent to them.`, 'DND');
  }
  // The DLT check before anything is queued, so the person sees the mismatch now.
  if (t.channel === 'sms') {
    const company = await getCompany(ctx.db);
    const values = (await variableValues(ctx.db, [lead._id], company, ctx.clock())).get(lead._id) ?? {};
    const r = renderFor(t, values, company);
    if (r.channel === 'sms' && (r.problems.length || r.mismatch)) {
      throw badRequest(
        `DLT check failed: ${[...r.problems, r.mismatch].filter(Boolean).join(' ')}`,
        undefined,
        'DLT_MISMATCH',
      );
    }
  }
  const audience: Audience = { leadIds: [lead._id] };
  if (optedOut) {
    // A confirmed send to an opted-out lead: freeze without the opt-out filter by clearing it for this one row.
    return createConfirmedOne(ctx, t.channel, t.id, audience, actor, key);
  }
  return createCampaign(
    ctx,
    { channel: t.channel, templateId: t.id, audience, name: `${t.name} — ${lead.name}` },
    actor,
    key,
    false,
  );
}

async function createConfirmedOne(
  ctx: AppContext,
  channel: MessageChannel,
  templateId: string,
  audience: Audience,
  actor: LeadActor,
  key: string | undefined,
) {
  const t = freeze(await getTemplate(ctx.db, templateId));
  await assertCanSend(ctx, t);
  const leadId = (audience as { leadIds: string[] }).leadIds[0]!;
  const lead = await getLead(ctx.db, actor, leadId);
  const address = channel === 'email' ? lead.email?.trim().toLowerCase() : lead.mobile;
  if (!address) throw badRequest(`${lead.name} has no ${channel === 'email' ? 'email address' : 'mobile'}.`);
  const now = ctx.clock();
  const { resultId, replayed } = await ctx.db.transaction((tx) =>
    onceByKey(
      tx,
      { userId: actor.id, key, request: JSON.stringify(['one', channel, templateId, leadId]), now },
      async () => {
        const [row] = await tx
          .insert(campaigns)
          .values({
            channel,
            name: `${t.name} — ${lead.name}`,
            bulk: false,
            templateId: t.id,
            templateName: t.name,
            template: t as unknown as Record<string, unknown>,
            audience: { ...audience, confirmedOptOut: true },
            excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0 },
            status: 'scheduled',
            createdBy: actor.id,
            createdAt: now,
          })
          .returning({ id: campaigns.id });
        const id = row!.id;
        await tx.insert(campaignRecipients).values({ campaignId: id, leadId, address });
        const job = await ctx.jobs.enqueue(
          tx,
          campaignSendJob,
          { campaignId: id },
          { idempotencyKey: `campaign:${id}`, createdBy: actor.id },
        );
        await tx.update(campaigns).set({ jobId: job.id }).where(eq(campaigns.id, id));
        return id;
      },
    ),
  );
  return { campaign: await getCampaign(ctx.db, resultId), replayed };
}

interface CampaignRow {
  id: string;
  channel: MessageChannel;
  name: string;
  template_id: string | null;
  template_name: string;
  status: CampaignStatus;
  bulk: boolean;
  schedule_at: string | Date | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  excluded: Campaign['excluded'];
  error: string | null;
  counts: Record<string, number> | null;
}

/** Counts per status, in one grouped read of the campaign's rows (index campaign_id, status). */
const countsSql = sql`(select jsonb_object_agg(s.status, s.n) from (
    select r.status, count(*)::int as n from campaign_recipients r where r.campaign_id = c.id group by r.status) s)`;

function toCounts(raw: Record<string, number> | null): CampaignCounts {
  const n = (s: RecipientStatus) => raw?.[s] ?? 0;
  const total = Object.values(raw ?? {}).reduce((a, b) => a + b, 0);
  return {
    total,
    queued: n('queued') + n('sending'),
    // Delivered messages were sent too: "sent" counts every message that left.
    sent: n('sent') + n('delivered'),
    delivered: n('delivered'),
    failed: n('failed'),
    bounced: n('bounced'),
    optedOut: n('opted_out'),
    skipped: n('skipped'),
  };
}

function toCampaign(r: CampaignRow): Campaign {
  return {
    id: r.id,
    channel: r.channel,
    name: r.name,
    templateId: r.template_id,
    templateName: r.template_name,
    status: r.status,
    bulk: r.bulk,
    scheduleAt: iso(r.schedule_at),
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    excluded: r.excluded,
    error: r.error,
    counts: toCounts(r.counts),
  };
}

const campaignSelect = sql`
  select c.id, c.channel, c.name, c.template_id, c.template_name, c.status, c.bulk, c.schedule_at, c.created_by,
    u.name as created_by_name, c.created_at, c.started_at, c.finished_at, c.excluded, c.error, ${countsSql} as counts
  from campaigns c left join users u on u.id = c.created_by`;

export async function getCampaign(db: DbOrTx, id: string): Promise<Campaign> {
  const [row] = await rowsOf<CampaignRow>(db, sql`${campaignSelect} where c.id = ${id}`);
  if (!row) throw campaignMissing();
  return toCampaign(row);
}

export async function listCampaigns(
  db: DbOrTx,
  q: { channel?: MessageChannel | undefined; status?: CampaignStatus | undefined; page: number; pageSize: number },
) {
  const whereSql = sql`true ${q.channel ? sql`and c.channel = ${q.channel}` : sql``} ${q.status ? sql`and c.status = ${q.status}` : sql``}`;
  const rows = await rowsOf<CampaignRow>(
    db,
    sql`${campaignSelect} where ${whereSql} order by c.created_at desc, c.seq desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from campaigns c where ${whereSql}`);
  return { items: rows.map(toCampaign), total: total?.n ?? 0 };
}

interface RecipientRow {
  id: string;
  address: string;
  lead_id: string | null;
  lead_name: string | null;
  status: RecipientStatus;
  reason: string | null;
  attempt: number;
  sent_at: string | Date | null;
  delivered_at: string | Date | null;
}
const toRecipient = (r: RecipientRow) => ({
  id: r.id,
  address: r.address,
  leadId: r.lead_id,
  leadName: r.lead_name,
  status: r.status,
  reason: r.reason,
  attempt: r.attempt,
  sentAt: iso(r.sent_at),
  deliveredAt: iso(r.delivered_at),
});

export async function listRecipients(
  db: DbOrTx,
  campaignId: string,
  q: { status?: RecipientStatus | undefined; q?: string | undefined; page: number; pageSize: number },
) {
  await getCampaignStatus(db, campaignId);
  const where = sql`r.campaign_id = ${campaignId}
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.q ? sql`and (r.address ilike ${likePattern(q.q)} or l.name ilike ${likePattern(q.q)})` : sql``}`;
  const rows = await rowsOf<RecipientRow>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at
      from campaign_recipients r left join leads l on l.id = r.lead_id
      where ${where} order by r.address, r.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_recipients r left join leads l on l.id = r.lead_id where ${where}`,
  );
  return { items: rows.map(toRecipient), total: total?.n ?? 0 };
}

const csvCell = (v: string | null) => {
  const s = v ?? '';
  // A cell starting with = + - @ is a formula to a spreadsheet; quote it as text.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Failed and bounced recipients as CSV (the failures export). */
export async function failuresCsv(db: DbOrTx, campaignId: string): Promise<string> {
  await getCampaignStatus(db, campaignId);
  const rows = await rowsOf<RecipientRow>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at
      from campaign_recipients r left join leads l on l.id = r.lead_id
      where r.campaign_id = ${campaignId} and r.status in ('failed', 'bounced') order by r.address`,
  );
  const lines = ['Address,Lead,Status,Reason,Attempts'];
  for (const r of rows)
    lines.push([r.address, r.lead_name, r.status, r.reason, String(r.attempt)].map(csvCell).join(','));
  return `${lines.join('\n')}\n`;
}

async function getCampaignStatus(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: campaigns.status, channel: campaigns.channel })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row) throw campaignMissing();
  return row;
}

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

/** EmailHistory: every email recipient row, campaign or single, newest first. */
export async function emailHistory(
  db: DbOrTx,
  q: {
    status?: RecipientStatus | undefined;
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
  address?: string,
) {
  const { start, end } = indiaDayRange(q.from, q.to);
  const where = sql`c.channel = 'email'
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.q ? sql`and (r.address ilike ${likePattern(q.q)} or l.name ilike ${likePattern(q.q)} or c.name ilike ${likePattern(q.q)})` : sql``}
    ${start ? sql`and c.created_at >= ${start.toISOString()}` : sql``}
    ${end ? sql`and c.created_at < ${end.toISOString()}` : sql``}
    ${address ? sql`and r.address = ${address.trim().toLowerCase()}` : sql``}`;
  const rows = await rowsOf<RecipientRow & { campaign_id: string; campaign_name: string; subject: string | null }>(
    db,
    sql`select r.id, r.address, r.lead_id, l.name as lead_name, r.status, r.reason, r.attempt, r.sent_at, r.delivered_at,
        c.id as campaign_id, c.name as campaign_name, c.template->>'subject' as subject
      from campaign_recipients r join campaigns c on c.id = r.campaign_id left join leads l on l.id = r.lead_id
      where ${where} order by coalesce(r.sent_at, c.created_at) desc, r.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_recipients r join campaigns c on c.id = r.campaign_id
      left join leads l on l.id = r.lead_id where ${where}`,
  );
  return {
    items: rows.map((r) => ({
      ...toRecipient(r),
      campaignId: r.campaign_id,
      campaignName: r.campaign_name,
      subject: r.subject,
    })),
    total: total?.n ?? 0,
  };
}
