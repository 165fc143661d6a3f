import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { nextPromoWindowStart } from '../../../domain/messaging/send-window';
import { smsLength } from '../../../domain/messaging/sms-text';
import type { CampaignStatus } from '../../../domain/schemas/campaign';
import type { AppContext } from '../../context';
import { campaigns } from '../../db/schema/messaging';
import { defineJob, PermanentJobError, type RunningJob } from '../../jobs/job-definition';
import { mapLimit } from '../../lib/map-limit';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { MailError } from '../../mail/mailer';
import { getCompany } from '../company/public';
import { withLetterheadLogo } from '../mail/public';
import { type Claimed, claim, type Outcome, recordOutcomes, recoverStaleClaims } from './recipient-claims';
import { rowsOf } from './rows';
import { smsGatewayOf, smsReady } from './sms-config';
import type { FrozenTemplate } from './templates';
import { renderFor } from './templates';
import { variableValues } from './values';
import { tierUsage, windowOpenSql } from './whatsapp-limit';
import { sendWhatsAppBatch, whatsappSetupForSend } from './whatsapp-send';

/**
 * Sends a campaign's recipients in batches (decision 111).
 *
 * Each batch is CLAIMED first: its rows go queued → sending in one committed UPDATE, before any
 * gateway or SMTP call. The calls are made; the results are written in one UPDATE after. So:
 *  - a recipient is never claimed twice while its claim is fresh (two runs cannot pick the same row);
 *  - after a crash (kill -9) the rows still `sending` are the ones whose call may or may not have
 *    happened. For SMS they are sent again with the same client reference (the recipient's id) only
 *    through a gateway declared to answer a repeat with the first message; through any other they
 *    are held as `unknown` for a person (decision 160). For email no such
 *    reference exists in SMTP: they are marked failed ("interrupted, not sent again") — at most once,
 *    never twice, and a person may resend failures deliberately.
 * A batch is paced to the rate limit; pause and cancel are read before each batch; a promotional
 * SMS campaign outside 09:00–21:00 IST re-queues itself for the window's start (decision 112), and
 * a WhatsApp campaign at its tier's daily limit of new people for when the limit allows (decision 216).
 */
export const campaignSendJob = defineJob<{ campaignId: string }>({
  kind: 'messaging.campaign.send',
  payload: z.object({ campaignId: z.uuid() }),
  maxAttempts: 8,
  async run(ctx, job) {
    try {
      return await runCampaign(ctx, job);
    } catch (error) {
      if (error instanceof PermanentJobError || job.attempt >= 8) {
        if (!job.signal.aborted) {
          await ctx.db
            .update(campaigns)
            .set({
              status: 'failed',
              error: error instanceof Error ? error.message : String(error),
              finishedAt: ctx.clock(),
            })
            .where(eq(campaigns.id, job.payload.campaignId));
        }
      }
      throw error;
    }
  },
});

/** Rows per claim: small, so a crash leaves few recipients in doubt and pause acts within seconds. */
export const SEND_BATCH = 50;
/** Messages in flight at once within a batch. */
const CONCURRENCY = 10;
/** Email is paced at this rate; SMS at the gateway's rate from the settings. */
export const EMAIL_RATE_PER_SECOND = 50;
/** A recipient that failed temporarily this many times is given up. */
const MAX_ATTEMPTS_PER_RECIPIENT = 5;

const active: CampaignStatus[] = ['scheduled', 'waiting_window', 'waiting_limit', 'sending'];

async function runCampaign(ctx: AppContext, job: RunningJob<{ campaignId: string }>) {
  const { campaignId } = job.payload;
  const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) return { campaignId, status: 'deleted' };
  if (!active.includes(c.status)) return { campaignId, status: c.status };
  const template = c.template as unknown as FrozenTemplate;
  const promotional = template.channel === 'sms' && template.category === 'promotional';
  const company = await getCompany(ctx.db);
  const actorName = await creatorName(ctx, c.createdBy);

  await recoverStaleClaims(ctx, campaignId, template.channel);
  let sent = 0;
  for (;;) {
    job.signal.throwIfAborted();
    const [now] = [ctx.clock()];
    const [state] = await ctx.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    if (!state || !active.includes(state.status)) return { campaignId, status: state?.status ?? 'deleted', sent };

    if (promotional) {
      const opens = nextPromoWindowStart(now);
      if (opens) return waitUntil(ctx, campaignId, opens, c.createdBy, 'waiting_window');
    }
    await ctx.db
      .update(campaigns)
      .set({ status: 'sending', startedAt: c.startedAt ?? now })
      .where(
        sql`${campaigns.id} = ${campaignId} and ${campaigns.status} in ('scheduled', 'waiting_window', 'waiting_limit')`,
      );

    const rate = await rateOf(ctx, template);
    // At most one second's worth per claim: a gateway allowing 5/s never gets a burst of 50, and a
    // pause is read again within about a second. WhatsApp: no more new people than the tier allows.
    let size = Math.max(1, Math.min(SEND_BATCH, Math.floor(rate)));
    let onlyLeads: SQL | undefined;
    let freesAt: Date | null = null;
    if (template.channel === 'whatsapp') {
      const usage = await tierUsage(ctx, now);
      if (usage.limit !== null) {
        const remaining = usage.limit - usage.used;
        // At the limit, those whose window is open may still be sent: they are not new people.
        if (remaining <= 0) {
          onlyLeads = windowOpenSql(now);
          freesAt = usage.freesAt ?? new Date(now.getTime() + 3600_000);
        } else size = Math.min(size, remaining);
      }
    }
    const claimed = await claim(ctx, campaignId, now, size, template, onlyLeads);
    const batch = claimed.filter((r) => r.status === 'sending');
    if (claimed.length === 0) {
      const [left] = await rowsOf<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId} and status = 'sending'`,
      );
      if (left && left.n > 0) {
        // Another run's batch is still in flight (a quick pause and resume): let it finish.
        await new Promise((r) => setTimeout(r, 250));
        await recoverStaleClaims(ctx, campaignId, template.channel);
        continue;
      }
      if (freesAt && (await queuedCount(ctx, campaignId)) > 0) {
        return waitUntil(ctx, campaignId, freesAt, c.createdBy, 'waiting_limit');
      }
      await ctx.db
        .update(campaigns)
        .set({ status: 'done', finishedAt: ctx.clock() })
        .where(sql`${campaigns.id} = ${campaignId} and ${campaigns.status} = 'sending'`);
      return { campaignId, status: 'done', sent };
    }

    // A claim that only skipped (everyone on it DND or opted out meanwhile): on to the next.
    if (batch.length === 0) continue;
    const started = Date.now();
    const outcomes = await sendBatch(ctx, template, batch, company);
    // WhatsApp's throughput is counted where the messages arrive: the next batch waits its full
    // second from the last answer, so a slow batch's tail and the next one never share a second.
    const answered = Date.now();
    await recordOutcomes(ctx, campaignId, template, outcomes, { id: c.createdBy, name: actorName });
    sent += outcomes.filter((o) => o.status === 'sent').length;
    await job.progress({ done: sent, message: `${sent} sent` });

    // Only temporary failures (gateway down): let the runner retry the job with backoff.
    if (outcomes.every((o) => o.status === 'queued')) {
      throw new Error(outcomes[0]?.reason ?? 'The gateway is unavailable.');
    }
    const minMs = (batch.length / rate) * 1000;
    const wait = minMs - (Date.now() - (template.channel === 'whatsapp' ? answered : started));
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await yieldToLoop();
  }
}

async function creatorName(ctx: AppContext, id: string | null) {
  if (!id) return 'Campaign';
  const [row] = await rowsOf<{ name: string }>(ctx.db, sql`select name from users where id = ${id}`);
  return row?.name ?? 'Campaign';
}

async function rateOf(ctx: AppContext, template: FrozenTemplate) {
  if (template.channel === 'sms') return (await smsReady(ctx, false))?.settings.ratePerSecond ?? 20;
  if (template.channel === 'whatsapp') return (await whatsappSetupForSend(ctx)).settings.ratePerSecond;
  return EMAIL_RATE_PER_SECOND;
}

async function queuedCount(ctx: AppContext, campaignId: string) {
  const [row] = await rowsOf<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId} and status = 'queued'`,
  );
  return row?.n ?? 0;
}

/**
 * The campaign waits and its job runs again at `at`: a promotional SMS for 09:00 IST (decision
 * 112), a WhatsApp campaign at its tier's limit for when the earliest-counted person leaves the
 * moving 24 hours (decision 216).
 */
async function waitUntil(
  ctx: AppContext,
  campaignId: string,
  at: Date,
  createdBy: string | null,
  status: 'waiting_window' | 'waiting_limit',
) {
  await ctx.db.transaction(async (tx) => {
    const job = await ctx.jobs.enqueue(
      tx,
      campaignSendJob,
      { campaignId },
      {
        runAt: at,
        idempotencyKey: `campaign:${campaignId}:${status === 'waiting_window' ? 'window' : 'limit'}:${at.toISOString()}`,
        createdBy,
      },
    );
    await tx
      .update(campaigns)
      .set({ status, jobId: job.id })
      .where(
        sql`${campaigns.id} = ${campaignId} and ${campaigns.status} in ('scheduled', 'sending', 'waiting_window', 'waiting_limit')`,
      );
  });
  return { campaignId, status, resumesAt: at.toISOString() };
}

async function sendBatch(
  ctx: AppContext,
  template: FrozenTemplate,
  batch: Claimed[],
  company: Awaited<ReturnType<typeof getCompany>>,
): Promise<Outcome[]> {
  if (template.channel === 'whatsapp') return sendWhatsAppBatch(ctx, template, batch, company);
  const leadIds = [...new Set(batch.map((b) => b.lead_id).filter((v): v is string => !!v))];
  const values = await variableValues(ctx.db, leadIds, company, ctx.clock());

  if (template.channel === 'sms') {
    const setup = await smsReady(ctx, true);
    if (!setup) throw new PermanentJobError('SMS was switched off in the settings; the campaign stopped.');
    const gateway = smsGatewayOf(ctx, setup);
    return mapLimit(batch, CONCURRENCY, async (r): Promise<Outcome> => {
      const rendered = renderFor(template, (r.lead_id && values.get(r.lead_id)) || {}, company);
      if (rendered.channel !== 'sms') throw new Error('unreachable');
      // The DLT check before anything leaves: a text the scrubber would drop is not sent.
      if (rendered.problems.length || rendered.mismatch) {
        return {
          id: r.id,
          status: 'failed',
          reason: `DLT check: ${[...rendered.problems, rendered.mismatch].filter(Boolean).join(' ')}`,
          pid: null,
          text: null,
        };
      }
      const result = await gateway.send({
        to: r.address,
        text: rendered.text,
        senderId: template.senderId,
        dltTemplateId: template.dltTemplateId,
        category: template.category,
        encoding: smsLength(rendered.text).encoding,
        clientRef: r.id,
      });
      if (result.ok) return { id: r.id, status: 'sent', reason: null, pid: result.providerId, text: rendered.text };
      if (result.temporary && r.attempt < MAX_ATTEMPTS_PER_RECIPIENT) {
        return { id: r.id, status: 'queued', reason: result.reason, pid: null, text: null };
      }
      return { id: r.id, status: 'failed', reason: result.reason, pid: null, text: null };
    });
  }

  const attachments = await templateAttachments(ctx, template);
  return mapLimit(batch, CONCURRENCY, async (r): Promise<Outcome> => {
    const unsubscribe = `${ctx.config.publicUrl}/api/unsubscribe/${r.id}`;
    const rendered = renderFor(template, (r.lead_id && values.get(r.lead_id)) || {}, company, unsubscribe);
    if (rendered.channel !== 'email') throw new Error('unreachable');
    try {
      const message = await withLetterheadLogo(ctx, {
        to: r.address,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      const sent = await ctx.mailer.send(message);
      return { id: r.id, status: 'sent', reason: null, pid: sent.messageId, text: rendered.subject };
    } catch (error) {
      if (error instanceof MailError) {
        if (error.failure.temporary && r.attempt < MAX_ATTEMPTS_PER_RECIPIENT) {
          return { id: r.id, status: 'queued', reason: error.failure.message, pid: null, text: null };
        }
        // The server refused the address (5xx): a bounce, noted with the server's own words.
        const words = error.failure.response ?? error.failure.message;
        return {
          id: r.id,
          status: error.failure.temporary ? 'failed' : 'bounced',
          reason: words,
          pid: null,
          text: null,
        };
      }
      return {
        id: r.id,
        status: 'failed',
        reason: error instanceof Error ? error.message : String(error),
        pid: null,
        text: null,
      };
    }
  });
}

export async function templateAttachments(ctx: AppContext, template: FrozenTemplate) {
  if (template.channel !== 'email' || template.attachmentDocumentIds.length === 0) return [];
  const rows = await rowsOf<{ key: string; name: string; type: string }>(
    ctx.db,
    sql`select f.storage_key as key, f.original_name as name, f.mime_type as type
      from documents d join files f on f.id = d.file_id
      where d.id in (select jsonb_array_elements_text(${JSON.stringify(template.attachmentDocumentIds)}::jsonb)::uuid)`,
  );
  const { buffer } = await import('node:stream/consumers');
  return Promise.all(
    rows.map(async (r) => ({ filename: r.name, contentType: r.type, content: await buffer(ctx.storage.read(r.key)) })),
  );
}
