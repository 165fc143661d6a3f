import { eq } from 'drizzle-orm';
import { whatsappWindow } from '../../../domain/messaging/whatsapp-template';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { ConsentInput, LeadWhatsApp, WhatsAppConsent } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { files } from '../../db/schema/files';
import { whatsappConversations, whatsappMessages } from '../../db/schema/whatsapp';
import { notFound } from '../../lib/app-error';
import { getLead, type LeadActor } from '../lead-records/public';
import { channelReadiness } from '../messaging/public';
import { readConsent, recordConsent } from './consent';
import { leadMessages, withStaleNote } from './message-view';

/** A lead the viewer may see and that is not in the recycle bin (anything else is a 404, as the lead page). */
export async function liveLead(db: DbOrTx, viewer: LeadActor, leadId: string) {
  const lead = await getLead(db, viewer, leadId);
  if (lead.deletedAt) throw notFound('That lead is in the recycle bin.');
  return lead;
}

export async function conversationOf(db: DbOrTx, leadId: string) {
  const [row] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.leadId, leadId));
  return row ?? null;
}

/** GET /api/lead/:id/whatsapp: messages (newest last, paged back by ?before=), window, consent, readiness. */
export async function leadWhatsApp(
  ctx: AppContext,
  viewer: LeadActor,
  leadId: string,
  q: { before?: string | undefined; limit: number },
): Promise<LeadWhatsApp> {
  const lead = await liveLead(ctx.db, viewer, leadId);
  const [conversation, page, consent, readiness] = await Promise.all([
    conversationOf(ctx.db, leadId),
    leadMessages(ctx.db, leadId, q),
    readConsent(ctx.db, leadId),
    channelReadiness(ctx),
  ]);
  const mobileOk = normaliseIndianMobile(lead.mobile ?? '') !== null;
  const notReadyReason = !readiness.whatsapp.ready
    ? readiness.whatsapp.problem
    : !mobileOk
      ? `${lead.name} has no mobile WhatsApp can reach (10 digits starting with 6–9): correct it on the lead first.`
      : null;
  return {
    leadId,
    mobile: mobileOk ? lead.mobile : null,
    ready: notReadyReason === null,
    notReadyReason,
    window: whatsappWindow(conversation?.lastInboundAt ?? null, ctx.clock()),
    consent,
    messages: page.messages.map((m) => withStaleNote(m, ctx.clock())),
    hasEarlier: page.hasEarlier,
    unread: conversation?.unread ?? 0,
  };
}

/** POST /api/lead/:id/whatsapp/read: the conversation read by someone who may see it. */
export async function markRead(ctx: AppContext, viewer: LeadActor, leadId: string): Promise<void> {
  await liveLead(ctx.db, viewer, leadId);
  await ctx.db.update(whatsappConversations).set({ unread: 0 }).where(eq(whatsappConversations.leadId, leadId));
}

/** POST /api/lead/:id/whatsapp/consent: staff note an opt-in (and how) or an opt-out. */
export async function noteConsent(
  ctx: AppContext,
  viewer: LeadActor,
  leadId: string,
  input: Required<Pick<ConsentInput, 'event' | 'method'>> & { note: string | null },
): Promise<WhatsAppConsent> {
  await liveLead(ctx.db, viewer, leadId);
  await ctx.db.transaction((tx) =>
    recordConsent(tx, [
      {
        leadId,
        channel: 'whatsapp',
        event: input.event,
        method: input.method,
        note: input.note,
        by: { id: viewer.id, name: viewer.name },
        at: ctx.clock(),
      },
    ]),
  );
  return readConsent(ctx.db, leadId);
}

/** GET /api/whatsapp/media/:messageId: a message's stored file, to those who may see its lead. */
export async function mediaOf(ctx: AppContext, viewer: LeadActor, messageId: string) {
  const [row] = await ctx.db
    .select({ leadId: whatsappMessages.leadId, file: files })
    .from(whatsappMessages)
    .innerJoin(files, eq(files.id, whatsappMessages.fileId))
    .where(eq(whatsappMessages.id, messageId));
  if (!row?.leadId) throw notFound('That message has no stored file.');
  await liveLead(ctx.db, viewer, row.leadId);
  return { file: row.file, stream: ctx.storage.read(row.file.storageKey) };
}
