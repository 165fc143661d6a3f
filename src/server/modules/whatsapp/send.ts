import { eq } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { whatsappWindow } from '../../../domain/messaging/whatsapp-template';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { WhatsAppMessage, WhatsAppMessageKind, WhatsAppSendInput } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { files } from '../../db/schema/files';
import { leadMessagePreferences } from '../../db/schema/messaging';
import { whatsappConversations, whatsappMessages } from '../../db/schema/whatsapp';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { onceByKey } from '../../lib/idempotency';
import { readKeptFile } from '../../storage/keep-generated-file';
import type { MediaFile, WhatsAppResult } from '../../whatsapp/provider';
import { whatsappProviderOf } from '../../whatsapp/provider-of';
import { type LeadActor, recordActivity } from '../lead-records/public';
import { channelReadiness } from '../messaging/public';
import { conversationOf, liveLead } from './conversation';
import { messageById } from './message-view';
import { applyPendingStatuses } from './statuses';
import { getWhatsAppTemplate, previewWhatsAppTemplate } from './templates';
import { previewOf } from './webhook-parse';

/** What a send becomes before the provider is asked: the row's words and the provider call. */
interface Outgoing {
  kind: WhatsAppMessageKind;
  body: string | null;
  templateId: string | null;
  templateName: string | null;
  fileId: string | null;
  call: (to: string, clientRef: string) => Promise<WhatsAppResult<{ providerId: string }>>;
}

export type SendRequest =
  | Extract<WhatsAppSendInput, { type: 'template' | 'text' }>
  | { type: 'document'; documentId: string; caption: string | null }
  | { type: 'upload'; file: MediaFile & { fileId: string }; caption: string | null };

const notReady = (problem: string) => new AppError(409, 'WHATSAPP_NOT_READY', problem);

/** The 24-hour window must be open for anything but a template (Meta refuses it otherwise). */
export async function assertWindowOpen(ctx: Pick<AppContext, 'db' | 'clock'>, lead: { _id: string; name: string }) {
  const lastInboundAt = (await conversationOf(ctx.db, lead._id))?.lastInboundAt ?? null;
  const w = whatsappWindow(lastInboundAt, ctx.clock());
  const leadName = lead.name;
  if (w.open) return;
  throw conflict(
    w.closesAt
      ? `The 24-hour window closed at ${indiaDateTime(w.closesAt)} — send a template.`
      : `${leadName} has not written to us on WhatsApp, so there is no 24-hour window — send a template.`,
    'WINDOW_CLOSED',
  );
}

async function templateOutgoing(
  ctx: AppContext,
  viewer: LeadActor,
  lead: { _id: string; name: string },
  input: Extract<SendRequest, { type: 'template' }>,
): Promise<Outgoing> {
  const parts = await getWhatsAppTemplate(ctx.db, input.templateId);
  const t = { id: parts.id, name: parts.name };
  if (parts.status !== 'approved') {
    throw conflict(
      `“${t.name}” is ${parts.status} at WhatsApp; only approved templates can be sent.`,
      'TEMPLATE_NOT_APPROVED',
    );
  }
  const [prefs] = await ctx.db
    .select({ optIn: leadMessagePreferences.whatsappOptIn, optOut: leadMessagePreferences.whatsappOptOut })
    .from(leadMessagePreferences)
    .where(eq(leadMessagePreferences.leadId, lead._id));
  if (prefs?.optOut && !input.confirm) {
    throw conflict(
      `${lead.name} opted out of WhatsApp. Send anyway only if they asked for this message (confirm).`,
      'OPTED_OUT',
    );
  }
  if (parts.category === 'marketing' && !prefs?.optIn && !(prefs?.optOut && input.confirm)) {
    throw conflict(
      `${lead.name} has not opted in to WhatsApp, and “${t.name}” is a marketing template: note their opt-in first, or send a utility template.`,
      'NO_OPT_IN',
    );
  }
  // The preview's own filling, so the buyer gets exactly what the preview showed.
  const filled = await previewWhatsAppTemplate(ctx, t.id, lead._id, viewer);
  if (filled.unmapped.length > 0) {
    throw badRequest(
      `Map ${filled.unmapped.join(', ')} of “${t.name}” to a lead field before sending it.`,
      undefined,
      'TEMPLATE_UNMAPPED',
    );
  }
  if (filled.empty.length > 0) {
    throw badRequest(
      `${lead.name} has no ${filled.empty.join(', ')}, which “${t.name}” needs (WhatsApp refuses an empty value).`,
      undefined,
      'TEMPLATE_EMPTY_VALUE',
    );
  }
  let headerMedia: { kind: 'image' | 'document' | 'video'; file: MediaFile } | null = null;
  if (parts.header && parts.header.format !== 'text') {
    const doc = parts.headerDocumentId ? await libraryFile(ctx, parts.headerDocumentId) : null;
    if (!doc)
      throw badRequest(`“${t.name}” needs a header ${parts.header.format}: choose its document on the template.`);
    headerMedia = { kind: parts.header.format, file: doc.file };
  }
  return {
    kind: 'template',
    body: filled.text,
    templateId: t.id,
    templateName: t.name,
    fileId: null,
    call: async (to, clientRef) => {
      const setup = await whatsappProviderOf(ctx);
      if (!setup)
        return { ok: false, temporary: false, code: null, reason: 'WhatsApp is not set up or is switched off.' };
      return setup.provider.sendTemplate({
        to,
        templateName: parts.providerName,
        language: parts.language,
        category: parts.category,
        bodyParams: filled.params,
        headerMedia,
        clientRef,
      });
    },
  };
}

/** A library document's bytes (the project's brochure). */
async function libraryFile(ctx: AppContext, documentId: string) {
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) return null;
  const [f] = await ctx.db.select().from(files).where(eq(files.id, doc.fileId));
  const content = f ? await readKeptFile(ctx, f.id) : null;
  if (!f || !content) return null;
  return { fileId: f.id, file: { fileName: f.originalName, mimeType: f.mimeType, content } satisfies MediaFile };
}

function mediaOutgoing(ctx: AppContext, file: MediaFile & { fileId: string }, caption: string | null): Outgoing {
  const kind = file.mimeType.startsWith('image/') ? 'image' : 'document';
  return {
    kind,
    body: caption,
    templateId: null,
    templateName: null,
    fileId: file.fileId,
    call: async (to, clientRef) => {
      const setup = await whatsappProviderOf(ctx);
      if (!setup)
        return { ok: false, temporary: false, code: null, reason: 'WhatsApp is not set up or is switched off.' };
      return setup.provider.sendMedia({ to, kind, file, caption, clientRef });
    },
  };
}

/**
 * A message from the lead page or the inbox (decision 215). The row is written as queued with the
 * Idempotency-Key and committed BEFORE the provider is asked, then updated with the wa id or the
 * refusal: a retry with the same key gets that row back and never sends again, and a crash in
 * between leaves a queued row that the screen shows as "may not have been sent". A refusal by the
 * provider is not an error of this request: the message is stored failed with the reason in plain
 * words and answered 200, so the screen shows it where it would have been.
 */
export async function sendFromLead(
  ctx: AppContext,
  viewer: LeadActor,
  leadId: string,
  input: SendRequest,
  key: string | undefined,
): Promise<{ message: WhatsAppMessage; replayed: boolean }> {
  const lead = await liveLead(ctx.db, viewer, leadId);
  const mobile = normaliseIndianMobile(lead.mobile ?? '');
  if (!mobile) {
    throw badRequest(
      `${lead.name} has no mobile WhatsApp can reach (10 digits starting with 6–9): correct it on the lead first.`,
      undefined,
      'NO_ADDRESS',
    );
  }
  const readiness = await channelReadiness(ctx);
  if (!readiness.whatsapp.ready) throw notReady(readiness.whatsapp.problem ?? 'WhatsApp is not set up.');
  const now = ctx.clock();
  let outgoing: Outgoing;
  if (input.type === 'template') {
    outgoing = await templateOutgoing(ctx, viewer, lead, input);
  } else {
    await assertWindowOpen(ctx, lead);
    if (input.type === 'text') {
      const text = input.text.trim();
      outgoing = {
        kind: 'text',
        body: text,
        templateId: null,
        templateName: null,
        fileId: null,
        call: async (to, clientRef) => {
          const setup = await whatsappProviderOf(ctx);
          if (!setup)
            return { ok: false, temporary: false, code: null, reason: 'WhatsApp is not set up or is switched off.' };
          return setup.provider.sendText({ to, text, clientRef });
        },
      };
    } else if (input.type === 'document') {
      const doc = await libraryFile(ctx, input.documentId);
      if (!doc) throw notFound('That document is not in the library any more.');
      outgoing = mediaOutgoing(ctx, { ...doc.file, fileId: doc.fileId }, input.caption);
    } else {
      outgoing = mediaOutgoing(ctx, input.file, input.caption);
    }
  }

  const request = JSON.stringify(['whatsapp.send', leadId, input.type === 'upload' ? input.file.fileId : input]);
  const { resultId, replayed } = await ctx.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request, now }, async () => {
      const [row] = await tx
        .insert(whatsappMessages)
        .values({
          leadId,
          direction: 'out',
          mobile,
          kind: outgoing.kind,
          body: outgoing.body,
          templateId: outgoing.templateId,
          templateName: outgoing.templateName,
          fileId: outgoing.fileId,
          status: 'queued',
          sentBy: viewer.id,
          clientKey: key ? `${viewer.id}:${key}` : null,
          at: now,
        })
        .returning({ id: whatsappMessages.id });
      return row!.id;
    }),
  );
  if (!replayed) {
    const result = await outgoing.call(mobile, resultId);
    await ctx.db.transaction((tx) =>
      settleSend(tx, { id: resultId, leadId, outgoing, result, viewer, at: ctx.clock() }),
    );
  }
  const message = await messageById(ctx.db, resultId);
  if (!message) throw notFound('That message is gone.');
  return { message, replayed };
}

/** The provider's answer on the row, then the conversation and the timeline, in one transaction. */
async function settleSend(
  tx: DbOrTx,
  s: {
    id: string;
    leadId: string;
    outgoing: Outgoing;
    result: WhatsAppResult<{ providerId: string }>;
    viewer: LeadActor;
    at: Date;
  },
) {
  const { result, outgoing } = s;
  if (result.ok) {
    await tx
      .update(whatsappMessages)
      .set({ waId: result.providerId, status: 'sent', sentAt: s.at })
      .where(eq(whatsappMessages.id, s.id));
    // A status may have come before this answer was stored.
    await applyPendingStatuses(tx, [result.providerId]);
  } else {
    await tx
      .update(whatsappMessages)
      .set({
        status: 'failed',
        failureCode: result.code,
        failure: result.temporary ? `WhatsApp could not be reached: ${result.reason} Try again.` : result.reason,
        failedAt: s.at,
      })
      .where(eq(whatsappMessages.id, s.id));
  }
  const [row] = await tx
    .select({ status: whatsappMessages.status, at: whatsappMessages.at })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.id, s.id));
  const preview = previewOf(
    outgoing.kind,
    outgoing.templateName && !outgoing.body ? outgoing.templateName : outgoing.body,
  );
  const values = {
    lastMessageId: s.id,
    lastMessageAt: row!.at,
    lastDirection: 'out' as const,
    lastKind: outgoing.kind,
    lastPreview: preview,
    lastStatus: row!.status,
  };
  // Answering is reading: the conversation needs no reply and has nothing unread.
  await tx
    .insert(whatsappConversations)
    .values({ leadId: s.leadId, ...values, unread: 0, needsReply: false })
    .onConflictDoUpdate({ target: whatsappConversations.leadId, set: { ...values, unread: 0, needsReply: false } });
  if (result.ok) {
    await recordActivity(tx, {
      leadId: s.leadId,
      kind: 'whatsapp',
      payload: {
        summary: outgoing.templateName
          ? `WhatsApp template “${outgoing.templateName}” sent`
          : `WhatsApp sent: ${preview}`,
        direction: 'out',
        messageId: s.id,
        kind: outgoing.kind,
        templateName: outgoing.templateName,
      },
      actor: { id: s.viewer.id, name: s.viewer.name },
      at: s.at,
    });
  }
}
