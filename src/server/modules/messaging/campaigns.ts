import { eq } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { needsPromoWindow } from '../../../domain/messaging/send-window';
import { smsLength } from '../../../domain/messaging/sms-text';
import type { Campaign } from '../../../domain/schemas/campaign';
import type { Audience, AudienceSummary, MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { campaignRecipients, campaigns, leadMessagePreferences } from '../../db/schema/messaging';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { onceByKey } from '../../lib/idempotency';
import { getCompany } from '../company/public';
import { getLead, type LeadActor } from '../lead-records/public';
import { erasedOptOutTest, isErasedOptOut, optOutChannel } from '../person-data/public';
import { audienceWhere, countAudience, freezeAudience, SMS_MOBILE_PATTERN } from './audience';
import { getCampaign } from './campaign-view';
import { channelReadiness } from './channel-readiness';
import { campaignSendJob } from './send-job';
import { smsReady } from './sms-config';
import { type FrozenTemplate, freeze, getTemplate, renderFor, templateMissing } from './templates';
import { variableValues } from './values';
import { tierLeft } from './whatsapp-limit';
import { assertWhatsAppSendable, frozenWhatsApp, templateRow } from './whatsapp-template';

const CHANNEL_WORDS: Record<MessageChannel, { a: string; one: string }> = {
  email: { a: 'an email', one: 'email' },
  sms: { a: 'an SMS', one: 'SMS' },
  whatsapp: { a: 'a WhatsApp', one: 'WhatsApp' },
};

export async function templateFor(db: DbOrTx, channel: MessageChannel, templateId: string) {
  const row = await templateRow(db, templateId);
  if (!row) throw templateMissing();
  if (row.channel !== channel) {
    throw badRequest(`That is ${CHANNEL_WORDS[row.channel].a} template; choose ${CHANNEL_WORDS[channel].a} template.`, {
      templateId: 'Wrong channel.',
    });
  }
  return row.channel === 'whatsapp' ? frozenWhatsApp(row) : getTemplate(db, templateId);
}

/**
 * Who the template may go to is narrowed by its kind: a promotional SMS skips DND numbers (TRAI),
 * a WhatsApp marketing template goes only to leads who opted in (Meta's policy). No DND or
 * 09:00–21:00 window for WhatsApp: those are SMS law (decision 216).
 */
export const isPromotional = (t: FrozenTemplate) =>
  t.channel === 'whatsapp' ? t.category === 'marketing' : t.channel === 'sms' && needsPromoWindow('sms', t.category);

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
    await erasedOptOutTest(ctx, optOutChannel(input.channel)),
  );
  const segmentsPerMessage = segmentsOf(t);
  let costEstimate: number | null = null;
  if (t.channel === 'sms') {
    const sms = await smsReady(ctx, false);
    if (sms?.settings.costPerSegment) {
      costEstimate = Math.round(recipients * segmentsPerMessage * sms.settings.costPerSegment * 100) / 100;
    }
  }
  const whatsapp = t.channel === 'whatsapp' ? { category: t.category, ...(await tierLeft(ctx)) } : null;
  return { recipients, excluded, segmentsPerMessage, costEstimate, whatsapp };
}

/**
 * Before a campaign (or a test of one) is queued: the channel can send — the same answer the send
 * screens show on open — and an SMS template's sender id is one the settings register.
 */
export async function assertCanSend(ctx: AppContext, t: FrozenTemplate) {
  const ready = await channelReadiness(ctx);
  if (t.channel === 'whatsapp') {
    if (!ready.whatsapp.ready) {
      throw badRequest(`${ready.whatsapp.problem} Ask an administrator to set it up.`, undefined, 'WHATSAPP_NOT_SET');
    }
    assertWhatsAppSendable(t);
    return;
  }
  if (t.channel === 'email') {
    if (!ready.email.ready) {
      throw badRequest(`${ready.email.problem} Ask an administrator to set it up.`, undefined, 'SMTP_NOT_SET');
    }
    return;
  }
  if (!ready.sms.ready) {
    throw badRequest(`${ready.sms.problem} Ask an administrator to set it up.`, undefined, 'SMS_NOT_SET');
  }
  if (!ready.sms.senderIds.includes(t.senderId.toUpperCase())) {
    throw badRequest(
      `DLT mismatch: the template's sender id ${t.senderId} is not one of the headers registered in the SMS settings (${ready.sms.senderIds.join(', ')}).`,
      { templateId: 'Sender id not registered.' },
      'DLT_MISMATCH',
    );
  }
}

const SCHEDULE_GRACE_MS = 5 * 60_000;

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
  // A time already past is a slip (yesterday picked for tomorrow), not "send now": refused. A few
  // minutes' grace covers the time spent on the confirmation.
  if (input.scheduleAt && input.scheduleAt.getTime() < now.getTime() - SCHEDULE_GRACE_MS) {
    throw badRequest(
      `That time has passed: it is ${indiaDateTime(now)} in India now. Choose a later time, or send now.`,
      { scheduleAt: 'That time has passed.' },
      'SCHEDULE_PASSED',
    );
  }
  const runAt = input.scheduleAt && input.scheduleAt > now ? input.scheduleAt : now;
  const erasedOptOut = await erasedOptOutTest(ctx, optOutChannel(input.channel));
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
          excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0, noOptIn: 0 },
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
        erasedOptOut,
      );
      if (frozen.recipients === 0) {
        const e = frozen.excluded;
        throw badRequest(
          `Nobody to send to: ${e.noAddress} without ${input.channel === 'email' ? 'an email address' : 'a valid mobile'}, ${e.optedOut} opted out, ${input.channel === 'whatsapp' ? `${e.noOptIn} not opted in to WhatsApp` : `${e.dnd} on DND`}, ${e.duplicate} duplicate.`,
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
 * One template message to one lead ("executives … a single template SMS or email to their
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
  const row = await templateRow(ctx.db, input.templateId);
  if (row?.channel === 'whatsapp') {
    // A WhatsApp message to one lead is part of their conversation (window, opt-in, replies): the lead's WhatsApp panel sends it.
    throw badRequest(
      "Send a WhatsApp template to one lead from the lead's WhatsApp panel; campaigns send it to many.",
      { templateId: 'A WhatsApp template.' },
      'WHATSAPP_SINGLE',
    );
  }
  const t = await getTemplate(ctx.db, input.templateId);
  // Said about this lead, not as a campaign's exclusion count ("1 without an email address").
  if (t.channel === 'email' ? !lead.email?.trim() : !new RegExp(SMS_MOBILE_PATTERN).test(lead.mobile ?? '')) {
    throw badRequest(
      t.channel === 'email'
        ? `${lead.name} has no email address: add one on the lead first.`
        : `${lead.name} has no mobile an SMS can go to (10 digits starting with 6–9): correct it on the lead first.`,
      undefined,
      'NO_ADDRESS',
    );
  }
  const [prefs] = await ctx.db.select().from(leadMessagePreferences).where(eq(leadMessagePreferences.leadId, lead._id));
  const optedOut =
    (t.channel === 'email' ? prefs?.emailOptOut : prefs?.smsOptOut) ||
    (await isErasedOptOut(ctx, t.channel, t.channel === 'email' ? lead.email! : lead.mobile));
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
            excluded: { noAddress: 0, optedOut: 0, dnd: 0, duplicate: 0, noOptIn: 0 },
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
