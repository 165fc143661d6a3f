import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { nextPromoWindowStart } from '../../../domain/messaging/send-window';
import { smsLength } from '../../../domain/messaging/sms-text';
import {
  type AudiencePreview,
  PREVIEW_RECIPIENTS,
  type TestToMeInput,
  type TestToMeResult,
} from '../../../domain/schemas/campaign-preflight';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { Audience, MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { MailError } from '../../mail/mailer';
import { getCompany } from '../company/public';
import type { LeadActor } from '../lead-records/public';
import { withLetterheadLogo } from '../mail/public';
import { erasedOptOutTest, optOutChannel } from '../person-data/public';
import { audienceWhere, candidates } from './audience';
import { assertCanSend, isPromotional, templateFor } from './campaigns';
import { rowsOf } from './rows';
import { templateAttachments } from './send-job';
import { smsGatewayOf, smsReady } from './sms-config';
import { type FrozenTemplate, freeze, previewWith, renderFor } from './templates';
import { variableValues } from './values';
import { headerMediaOf, whatsappSetupForSend } from './whatsapp-send';
import { emptyValueReason, renderWhatsApp } from './whatsapp-template';

interface Recipient {
  lead_id: string;
  name: string;
  address: string;
}

const NOBODY = 'Nobody would get this message: change the recipients.';

/**
 * The first recipients of an audience, by name: who would get the message (the audience's own
 * rules: an address, not opted out, not on DND for promotional SMS). A few more than shown are read
 * so that a second lead sharing an address — sent once — is dropped here as the freeze drops it.
 */
async function firstRecipients(
  ctx: AppContext,
  viewer: LeadActor,
  t: FrozenTemplate,
  audience: Audience,
  channel: MessageChannel,
  leadId?: string,
): Promise<Recipient[]> {
  const rows = await rowsOf<Recipient>(
    ctx.db,
    sql`with c as (${candidates(audienceWhere(viewer, audience), channel, isPromotional(t), await erasedOptOutTest(ctx, optOutChannel(channel)))})
      select c.lead_id, l.name, c.address from c join leads l on l.id = c.lead_id
      where c.address is not null and not c.opted_out and not c.dnd and not c.no_opt_in
        ${leadId ? sql`and c.lead_id = ${leadId}` : sql``}
      order by lower(l.name), l.id
      limit ${PREVIEW_RECIPIENTS * 4}`,
  );
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.address) && seen.add(r.address)).slice(0, PREVIEW_RECIPIENTS);
}

/** POST /api/message/audience/preview: each of the first recipients' message, rendered as the sender renders it. */
export async function previewAudience(
  ctx: AppContext,
  input: { channel: MessageChannel; templateId: string; audience: Audience },
  viewer: LeadActor,
): Promise<AudiencePreview> {
  const t = freeze(await templateFor(ctx.db, input.channel, input.templateId));
  const recipients = await firstRecipients(ctx, viewer, t, input.audience, input.channel);
  if (!recipients.length) throw badRequest(NOBODY, { audience: NOBODY }, 'NO_RECIPIENTS');
  const company = await getCompany(ctx.db);
  const values = await variableValues(
    ctx.db,
    recipients.map((r) => r.lead_id),
    company,
    ctx.clock(),
  );
  return {
    items: recipients.map((r) => ({
      lead: { _id: r.lead_id, name: r.name, address: r.address },
      preview: previewWith(ctx, t, values.get(r.lead_id) ?? {}, company),
    })),
  };
}

export type Sender = LeadActor & { email: string; mobile: string | null };

/**
 * POST /api/message/test-to-me: the message one recipient would get, sent now to the person
 * sending the campaign, with the campaign's checks (channel set up, sender id, DLT, the
 * promotional window). It is no campaign and no recipient: nothing is counted or kept, and the
 * SMTP server's or gateway's answer comes back word for word, as the settings pages' tests do.
 */
export async function sendTestToMe(ctx: AppContext, input: TestToMeInput, sender: Sender): Promise<TestToMeResult> {
  const t = freeze(await templateFor(ctx.db, input.channel, input.templateId));
  await assertCanSend(ctx, t);
  const [lead] = await firstRecipients(ctx, sender, t, input.audience, input.channel, input.leadId);
  if (!lead) {
    const message = input.leadId ? 'That lead is not one of the recipients of this message.' : NOBODY;
    throw badRequest(message, { audience: message }, 'NO_RECIPIENTS');
  }
  const company = await getCompany(ctx.db);
  const values = (await variableValues(ctx.db, [lead.lead_id], company, ctx.clock())).get(lead.lead_id) ?? {};

  if (t.channel === 'whatsapp') {
    const to = input.mobile ?? normaliseIndianMobile(sender.mobile ?? '');
    if (!to) {
      const message = 'Your profile has no mobile number: enter the mobile to send the test WhatsApp message to.';
      throw badRequest(message, { mobile: message }, 'MOBILE_NEEDED');
    }
    const r = renderWhatsApp(t, values);
    if (r.empty.length) throw badRequest(emptyValueReason(r.empty), undefined, 'EMPTY_VALUE');
    const { provider } = await whatsappSetupForSend(ctx);
    const result = await provider.sendTemplate({
      to,
      templateName: t.providerName,
      language: t.language,
      category: t.category,
      bodyParams: r.params,
      headerMedia: await headerMediaOf(ctx, t),
      clientRef: `test-${randomUUID()}`,
    });
    return result.ok
      ? {
          ok: true,
          message: `WhatsApp accepted the test for ${to} (id ${result.providerId}).`,
          to,
          leadName: lead.name,
        }
      : { ok: false, message: result.reason, to, leadName: lead.name };
  }

  if (t.channel === 'sms') {
    const to = input.mobile ?? normaliseIndianMobile(sender.mobile ?? '');
    if (!to) {
      const message = 'Your profile has no mobile number: enter the mobile to send the test SMS to.';
      throw badRequest(message, { mobile: message }, 'MOBILE_NEEDED');
    }
    const now = ctx.clock();
    if (isPromotional(t) && nextPromoWindowStart(now)) {
      throw badRequest(
        `Promotional SMS may be sent only between 09:00 and 21:00 India time, a test too; it is ${indiaDateTime(now)} now.`,
        undefined,
        'OUTSIDE_WINDOW',
      );
    }
    const r = renderFor(t, values, company);
    if (r.channel !== 'sms') throw new Error('unreachable');
    if (r.problems.length || r.mismatch) {
      throw badRequest(
        `DLT check failed: ${[...r.problems, r.mismatch].filter(Boolean).join(' ')}`,
        undefined,
        'DLT_MISMATCH',
      );
    }
    const setup = await smsReady(ctx, true);
    if (!setup) throw new Error('unreachable: assertCanSend checked the SMS settings');
    const result = await smsGatewayOf(ctx, setup).send({
      to,
      text: r.text,
      senderId: t.senderId,
      dltTemplateId: t.dltTemplateId,
      category: t.category,
      encoding: smsLength(r.text).encoding,
      // Its own reference: a gateway de-duplicating on it must never take a test for a campaign's message.
      clientRef: `test-${randomUUID()}`,
    });
    return result.ok
      ? {
          ok: true,
          message: `The SMS gateway accepted the test for ${to} (id ${result.providerId}).`,
          to,
          leadName: lead.name,
        }
      : { ok: false, message: result.reason, to, leadName: lead.name };
  }

  const r = renderFor(t, values, company, `${ctx.config.publicUrl}/api/unsubscribe/preview`);
  if (r.channel !== 'email') throw new Error('unreachable');
  const to = sender.email;
  try {
    await ctx.mailer.send(
      await withLetterheadLogo(ctx, {
        to,
        subject: `[Test] ${r.subject}`,
        text: r.text,
        html: r.html,
        attachments: await templateAttachments(ctx, t),
      }),
    );
    return { ok: true, message: `The SMTP server accepted the test email for ${to}.`, to, leadName: lead.name };
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    return { ok: false, message: error.failure.message, to, leadName: lead.name };
  }
}
